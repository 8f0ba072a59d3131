// mistake: A switch on a u32 has an i32 case value.
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
    let band = u32(uv.x * 3.0);
    var color = vec3f(0.0);
    switch band {
        case 0u: { color = vec3f(1.0, 0.0, 0.0); }
        case 1i: { color = vec3f(0.0, 1.0, 0.0); }
        default: { color = vec3f(0.0, 0.0, 1.0); }
    }
    return vec4f(color, 1.0);
}
