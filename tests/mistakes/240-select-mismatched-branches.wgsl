// mistake: select is given a vec3f and an f32 as its two values.
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

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = select(vec3f(uv, 0.0), 0.0, uv.x > 0.5);
    return vec4f(color, 1.0);
}
