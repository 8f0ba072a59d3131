// mistake: textureSample is called under a condition read from a read_write storage buffer, which is not uniform.
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
@group(0) @binding(5) var<storage, read_write> flags: array<u32, 4>;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec4f(0.0);
    if flags[0] > 0u {
        color = textureSample(image, image_sampler, uv);
    }
    return color;
}
