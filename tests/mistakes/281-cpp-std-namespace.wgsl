// mistake: A built-in is called through C++'s `std::` namespace.
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
    let m = std::max(uv.x, uv.y);
    return vec4f(m, m, m, 1.0);
}
