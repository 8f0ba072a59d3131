// mistake: A for loop's counter is declared with `let`, as in JavaScript, and then incremented.
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
    var sum = 0.0;
    for (let i = 0; i < 4; i++) {
        sum += 0.25;
    }
    return vec4f(uv * sum, 0.0, 1.0);
}
