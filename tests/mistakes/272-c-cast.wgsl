// mistake: A value is converted with C's cast `(u32)x`.
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

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let cell = (u32)(uv.x * 8.0);
    return vec4f(f32(cell) / 8.0, uv.y, 0.0, 1.0);
}
