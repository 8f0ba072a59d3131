// mistake: select on vec3f values is given a vec2<bool> condition.
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
    let color = select(vec3f(0.0), vec3f(1.0), uv > vec2f(0.5));
    return vec4f(color, 1.0);
}
