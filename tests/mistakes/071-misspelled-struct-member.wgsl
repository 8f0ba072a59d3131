// mistake: The uniform member frame.time is misspelled as frame.tiem.
// category: typo

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
    let t = 0.5 + 0.5 * sin(frame.tiem);
    return vec4f(uv, t, 1.0);
}
