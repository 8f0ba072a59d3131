// mistake: min is called with a vec3f and a scalar, as GLSL allows.
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
    let color = min(vec3f(uv, 1.0), 0.8);
    return vec4f(color, 1.0);
}
