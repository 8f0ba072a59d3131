// mistake: A value is chosen with Rust's `match` instead of `switch`.
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
    var c = vec3f(0.0);
    match frame.frame % 3u {
        0u => { c = vec3f(1.0, 0.0, 0.0); }
        _ => { c = vec3f(0.0, 0.0, 1.0); }
    }
    return vec4f(c * uv.x, 1.0);
}
