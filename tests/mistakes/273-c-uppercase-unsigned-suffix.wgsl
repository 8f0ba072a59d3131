// mistake: An unsigned literal has C's uppercase suffix `U`.
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
    let n = frame.frame % 60U;
    return vec4f(uv, f32(n) / 60.0, 1.0);
}
