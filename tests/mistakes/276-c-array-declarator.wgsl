// mistake: An array is declared C-style with the size after the name.
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

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var weights[4]: f32;
    weights[0] = uv.x;
    return vec4f(weights[0], uv.y, 0.0, 1.0);
}
