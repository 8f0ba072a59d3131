// mistake: A parameter is declared as Rust's `&mut f32` instead of a WGSL pointer.
// category: habit

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;

fn brighten(c: &mut f32) {
    *c = *c * 1.5;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var r = uv.x;
    brighten(&r);
    return vec4f(r, uv.y, 0.0, 1.0);
}
