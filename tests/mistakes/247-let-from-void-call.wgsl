// mistake: The result of a function that returns nothing is bound with let.
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
var<private> shade: f32;

fn update(x: f32) {
    shade = x;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let s = update(uv.x);
    return vec4f(shade, uv.y, 0.0, 1.0);
}
