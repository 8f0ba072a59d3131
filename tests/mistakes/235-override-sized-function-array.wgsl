// mistake: A function-local array is sized by an override; only workgroup arrays may be.
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
override taps: u32 = 4u;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var weights: array<f32, taps>;
    weights[0] = uv.x;
    return vec4f(weights[0], uv.y, 0.0, 1.0);
}
