// mistake: A value is chosen with a Rust `match` expression on the right of `let`.
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
    let band = u32(uv.x * 3.0);
    let shade = match band {
        0u => 0.2,
        1u => 0.6,
        _ => 1.0,
    };
    return vec4f(vec3f(shade), 1.0);
}
