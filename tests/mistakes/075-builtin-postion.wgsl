// mistake: The builtin name position is misspelled as postion.
// category: typo

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
fn fs_main(@builtin(postion) pos: vec4f) -> @location(0) vec4f {
    let p = pos.xy / frame.resolution;
    return vec4f(p, 0.0, 1.0);
}
