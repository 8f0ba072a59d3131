// mistake: A fragment entry point takes @builtin(position) twice.
// category: attribute

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
fn fs_main(@builtin(position) pixel: vec4f, @builtin(position) coord: vec4f) -> @location(0) vec4f {
    return vec4f(pixel.xy / frame.resolution, coord.z, 1.0);
}
