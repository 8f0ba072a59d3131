// mistake: A function that takes an f32 is called with a u32 argument.
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

fn wave(t: f32) -> f32 {
    return 0.5 + 0.5 * sin(t);
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let w = wave(frame.frame);
    return vec4f(uv, w, 1.0);
}
