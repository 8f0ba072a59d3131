// mistake: An i32 value is subtracted from a u32 value without converting either.
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
    let offset: i32 = 3;
    let shifted = frame.frame - offset;
    let t = f32(shifted % 60u) / 60.0;
    return vec4f(uv, t, 1.0);
}
