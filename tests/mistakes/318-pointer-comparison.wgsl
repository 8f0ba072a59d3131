// mistake: Two pointers are compared with `==`.
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

fn same(a: ptr<function, f32>, b: ptr<function, f32>) -> bool {
    return a == b;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var x = uv.x;
    var y = uv.y;
    let s = same(&x, &y);
    return vec4f(uv, select(0.0, 1.0, s), 1.0);
}
