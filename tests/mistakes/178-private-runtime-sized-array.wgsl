// mistake: A private variable is declared as a runtime-sized array.
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
var<private> samples: array<f32>;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    samples[0] = uv.x;
    return vec4f(samples[0], uv.y, 0.0, 1.0);
}
