// mistake: textureDimensions is given the sampler instead of the texture.
// category: type

@group(0) @binding(1) var image: texture_2d<f32>;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let size = vec2f(textureDimensions(image_sampler));
    return textureLoad(image, vec2i(uv * size), 0);
}
