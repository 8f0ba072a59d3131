// mistake: A 3x3 matrix is multiplied by a vec4f.
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

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let c = cos(frame.time);
    let s = sin(frame.time);
    let rot = mat3x3f(c, -s, 0.0, s, c, 0.0, 0.0, 0.0, 1.0);
    let p = rot * vec4f(uv, 0.0, 1.0);
    return vec4f(p.xyz, 1.0);
}
