// mistake: A parameter is declared with GLSL's `inout` instead of a pointer.
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

fn brighten(inout c: vec3f) {
    c = c * 1.5;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var c = vec3f(uv, 0.0);
    brighten(c);
    return vec4f(c, 1.0);
}
