// mistake: An f32 value is assigned to a variable of type u32.
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
    var ticks: u32 = 0u;
    ticks = frame.time;
    let t = f32(ticks % 2u);
    return vec4f(uv, t, 1.0);
}
