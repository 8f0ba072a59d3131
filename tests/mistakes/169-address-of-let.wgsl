// mistake: The address of a let value is taken with &, as if it were a variable.
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
fn brighten(c: ptr<function, vec3f>) {
    *c = *c * 1.5;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = vec3f(uv, 0.5);
    brighten(&color);
    return vec4f(color, 1.0);
}
