// mistake: A GLSL function `void darken(inout float x)` changes its argument in place.
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

void darken(inout float x) {
    x = x * 0.5;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var v = uv.x;
    darken(v);
    return vec4f(v, uv.y, 0.0, 1.0);
}
