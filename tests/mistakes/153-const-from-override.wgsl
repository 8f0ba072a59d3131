// mistake: A const is computed from an override, which is not known until pipeline creation.
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
override scale: f32 = 2.0;
const half_scale = scale * 0.5;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv * half_scale, 0.0, 1.0);
}
