// mistake: A value is assigned to a pointer parameter itself instead of through *p.
// category: type

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;
fn reset(c: ptr<function, f32>) {
    c = 0.0;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var shade = uv.x;
    reset(&shade);
    return vec4f(shade, uv.y, 0.0, 1.0);
}
