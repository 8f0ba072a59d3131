// mistake: A fragment shader uses a var<workgroup>, which exists only in compute shaders.
// category: stage

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;
var<workgroup> shared_color: vec4f;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    shared_color = vec4f(uv, 0.0, 1.0);
    return shared_color;
}
