// mistake: length is called on a vec2i.
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
    let cell = vec2i(uv * 8.0);
    let d = length(cell);
    return vec4f(d / 8.0, 0.0, 0.0, 1.0);
}
