// mistake: A matrix of i32 is declared; WGSL matrices hold only floats.
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
    let m = mat2x2<i32>(1, 0, 0, 1);
    return vec4f(uv, f32(m[0].x), 1.0);
}
