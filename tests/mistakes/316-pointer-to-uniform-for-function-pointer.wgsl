// mistake: The address of a uniform member is passed where a function pointer is expected.
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

fn double_it(p: ptr<function, f32>) -> f32 {
    return *p * 2.0;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let t = double_it(&frame.time);
    return vec4f(uv, fract(t), 1.0);
}
