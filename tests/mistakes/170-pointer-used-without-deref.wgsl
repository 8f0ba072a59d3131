// mistake: A pointer parameter is used in arithmetic without dereferencing it with *.
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
fn brighten(c: ptr<function, vec3f>) -> vec3f {
    return c * 1.5;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec3f(uv, 0.5);
    return vec4f(brighten(&color), 1.0);
}
