// mistake: An override is declared inside a function instead of at module scope.
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
    override gain: f32 = 1.5;
    return vec4f(uv * gain, 0.0, 1.0);
}
