// mistake: A loop is written Rust-style as `for i in 0..4`.
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
    var sum = 0.0;
    for i in 0..4 {
        sum += f32(i) * 0.1;
    }
    return vec4f(uv * sum, 0.0, 1.0);
}
