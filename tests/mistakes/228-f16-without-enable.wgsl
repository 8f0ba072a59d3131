// mistake: The f16 type is used without `enable f16;`.
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
    let shade: f16 = f16(uv.x);
    return vec4f(f32(shade), uv.y, 0.0, 1.0);
}
