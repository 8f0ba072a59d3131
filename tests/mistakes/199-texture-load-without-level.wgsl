// mistake: textureLoad on a texture_2d is called without its mip level argument.
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
@group(0) @binding(1) var image: texture_2d<f32>;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@builtin(position) pixel: vec4f) -> @location(0) vec4f {
    return textureLoad(image, vec2u(pixel.xy));
}
