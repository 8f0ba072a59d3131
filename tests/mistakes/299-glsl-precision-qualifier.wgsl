// mistake: A local is declared with GLSL's precision qualifier `highp`.
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
    highp float d = length(uv - 0.5);
    return vec4f(d, d, d, 1.0);
}
