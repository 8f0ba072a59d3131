// mistake: A const is given @group and @binding as if it were a resource.
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
@group(0) @binding(3) const tint = vec3f(1.0, 0.5, 0.25);

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(tint * uv.x, 1.0);
}
