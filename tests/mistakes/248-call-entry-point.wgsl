// mistake: A helper calls the fragment entry point as an ordinary function.
// category: declaration

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;
fn shade(uv: vec2f) -> vec4f {
    return fs_main(uv) * 0.5;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}

@fragment
fn fs_dim(@location(0) uv: vec2f) -> @location(0) vec4f {
    return shade(uv);
}
