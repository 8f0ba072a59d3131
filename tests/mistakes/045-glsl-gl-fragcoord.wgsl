// mistake: The GLSL built-in gl_FragCoord is used instead of a @builtin(position) input.
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
    let p = gl_FragCoord.xy / frame.resolution;
    return vec4f(p, 0.0, 1.0);
}
