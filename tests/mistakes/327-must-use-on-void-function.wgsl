// mistake: @must_use is put on a function that returns nothing.
// category: attribute

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;

var<private> seed: u32;

@must_use
fn advance() {
    seed = seed * 1664525u + 1013904223u;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    advance();
    return vec4f(uv, f32(seed & 255u) / 255.0, 1.0);
}
