// mistake: A loop counter is declared with Rust's `usize` type.
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
    let weights = array<f32, 3>(0.25, 0.5, 0.25);
    var i: usize = 0;
    let w = weights[i];
    return vec4f(uv * w, 0.0, 1.0);
}
