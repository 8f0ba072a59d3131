// mistake: The address of a private variable is passed where a ptr<function, f32> is expected.
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

fn reset(c: ptr<function, f32>) {
    *c = 0.0;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    shade = uv.x;
    reset(&shade);
    return vec4f(shade, uv.y, 0.0, 1.0);
}
