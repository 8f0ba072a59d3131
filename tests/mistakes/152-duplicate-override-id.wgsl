// mistake: Two override constants are given the same @id.
// category: attribute

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;
@id(0) override red: f32 = 1.0;
@id(0) override green: f32 = 0.5;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(red * uv.x, green * uv.y, 0.0, 1.0);
}
