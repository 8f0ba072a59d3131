// mistake: NOT A MISTAKE (control case): textureSample inside an if on a uniform value (frame.mouse_down) is uniform control flow.
// category: uniformity

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;
@group(0) @binding(1) var image: texture_2d<f32>;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec4f(uv, 0.0, 1.0);
    if frame.mouse_down == 1u {
        color = textureSample(image, image_sampler, uv);
    }
    return color;
}
