// mistake: clamp is called on an f32 with u32 bounds.
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
    let shade = clamp(uv.x * 2.0, 0u, 1u);
    return vec4f(shade, uv.y, 0.0, 1.0);
}
