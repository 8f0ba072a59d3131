// mistake: A const divides an integer by zero.
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
const cells = 8;
const empty = 0;
const ratio = cells / empty;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv * f32(ratio), 0.0, 1.0);
}
