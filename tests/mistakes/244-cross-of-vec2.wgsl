// mistake: cross is called on two vec2f; it is defined only for vec3.
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
    let a = vec2f(1.0, 0.0);
    let area = cross(a, uv);
    return vec4f(area, 0.0, 1.0);
}
