// mistake: An integer literal uses Rust's digit separator `_`.
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
    let seed = frame.frame * 1_664_525u;
    return vec4f(uv, f32(seed % 255u) / 255.0, 1.0);
}
