// mistake: A function assigns a new value to an override constant.
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
override speed: f32 = 1.0;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    speed = 2.0;
    return vec4f(uv, sin(frame.time * speed), 1.0);
}
