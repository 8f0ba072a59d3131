// mistake: Shadertoy's iResolution is used instead of frame.resolution.
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
fn fs_main(@builtin(position) pos: vec4f) -> @location(0) vec4f {
    let p = pos.xy / iResolution.xy;
    return vec4f(p, 0.0, 1.0);
}
