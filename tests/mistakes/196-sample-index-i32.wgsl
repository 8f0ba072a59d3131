// mistake: @builtin(sample_index) is declared as i32 instead of u32.
// category: attribute

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
fn fs_main(@location(0) uv: vec2f, @builtin(sample_index) s: i32) -> @location(0) vec4f {
    return vec4f(uv, f32(s), 1.0);
}
