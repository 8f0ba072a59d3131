// mistake: The result of a @must_use function is thrown away by calling it as a statement.
// category: control

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;
@must_use
fn luminance(c: vec3f) -> f32 {
    return dot(c, vec3f(0.299, 0.587, 0.114));
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = vec3f(uv, 0.5);
    luminance(color);
    return vec4f(color, 1.0);
}
