// mistake: A helper is declared with JavaScript's `function` keyword.
// category: habit

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;

function wave(x: f32) -> f32 {
    return sin(x);
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(wave(uv.x), uv.y, 0.0, 1.0);
}
