// mistake: A u32 is shifted left by 32 bits in a const expression.
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
const mask = 1u << 32u;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, f32(mask), 1.0);
}
