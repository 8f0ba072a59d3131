// mistake: A let named max hides the built-in max, which is then called.
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

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let max = 0.8;
    let shade = max(uv.x, uv.y);
    return vec4f(vec3f(shade * max), 1.0);
}
