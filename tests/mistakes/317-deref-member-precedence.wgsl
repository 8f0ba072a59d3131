// mistake: `*p.x` is written to assign through a pointer, but `.` binds before `*`.
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

fn reset(p: ptr<function, vec2f>) {
    *p.x = 0.0;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var v = uv;
    reset(&v);
    return vec4f(v, 0.0, 1.0);
}
