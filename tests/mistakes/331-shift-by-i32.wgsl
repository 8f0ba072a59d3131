// mistake: An integer is shifted by an i32 amount; the amount must be u32.
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
    let bits: i32 = 3;
    let mask = 1u << bits;
    return vec4f(uv, f32(mask) / 8.0, 1.0);
}
