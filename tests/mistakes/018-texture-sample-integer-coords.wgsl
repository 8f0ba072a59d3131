// mistake: textureSample is given integer (vec2i) coordinates instead of vec2f.
// category: type

@group(0) @binding(1) var image: texture_2d<f32>;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let texel = vec2i(uv * 256.0);
    return textureSample(image, image_sampler, texel);
}
