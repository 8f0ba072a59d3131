// mistake: A continue statement is placed inside a continuing block.
// category: control

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
    var i = 0;
    var sum = 0.0;
    loop {
        if i >= 4 { break; }
        sum += uv.x;
        continuing {
            i += 1;
            if sum > 2.0 { continue; }
        }
    }
    return vec4f(sum, uv.y, 0.0, 1.0);
}
