// mistake: A Rust closure `|x| …` is bound with let.
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

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let square = |x: f32| x * x;
    return vec4f(square(uv.x), uv.y, 0.0, 1.0);
}
