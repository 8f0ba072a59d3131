// mistake: The % operator is applied to a u32 and an i32.
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
    let period: i32 = 60;
    let phase = frame.frame % period;
    return vec4f(uv, f32(phase) / 60.0, 1.0);
}
