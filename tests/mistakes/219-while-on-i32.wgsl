// mistake: A while loop tests an i32 counter instead of a bool.
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
    var steps = 4;
    var sum = 0.0;
    while steps {
        sum += uv.x;
        steps -= 1;
    }
    return vec4f(sum, uv.y, 0.0, 1.0);
}
