// mistake: A const expression adds 1 to the largest i32, which overflows.
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
const max_steps: i32 = 2147483647 + 1;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let steps = f32(max_steps);
    return vec4f(uv, steps, 1.0);
}
