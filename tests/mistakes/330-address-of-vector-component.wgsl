// mistake: The address of one component of a vector is taken with `&v.x`.
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

fn clear(p: ptr<function, f32>) {
    *p = 0.0;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var v = uv;
    clear(&v.x);
    return vec4f(v, 0.0, 1.0);
}
