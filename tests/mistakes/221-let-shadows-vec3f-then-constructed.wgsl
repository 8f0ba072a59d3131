// mistake: A let named vec3f hides the type vec3f, whose constructor is then called.
// category: declaration

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
    let vec3f = uv.x;
    let color = vec3f(uv, vec3f);
    return vec4f(color, 1.0);
}
