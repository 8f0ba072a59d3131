// mistake: A texture is declared as var<private>; textures are declared without an address space.
// category: declaration

var<private> picture: texture_2d<f32>;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return textureSample(picture, image_sampler, uv);
}
