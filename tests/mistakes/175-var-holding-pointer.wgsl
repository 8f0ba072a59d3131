// mistake: A function variable is declared with var to hold a pointer; pointers can only be let-bound.
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
    var color = vec3f(uv, 0.5);
    var p = &color;
    (*p).z = 1.0;
    return vec4f(color, 1.0);
}
