// mistake: JavaScript's `Math.sin` is called instead of `sin`.
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
    let s = Math.sin(uv.x * 6.28);
    return vec4f(s, uv.y, 0.0, 1.0);
}
