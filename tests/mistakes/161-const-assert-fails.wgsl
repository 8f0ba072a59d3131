// mistake: A const_assert checks a condition that is false.
// category: declaration

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;
const tile = 12u;
const_assert tile % 8u == 0u;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, f32(tile), 1.0);
}
