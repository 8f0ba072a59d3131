// mistake: textureSample is called after an early return that depends on the fragment input uv.
// category: uniformity

@group(0) @binding(1) var image: texture_2d<f32>;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    if uv.y < 0.1 {
        return vec4f(0.0, 0.0, 0.0, 1.0);
    }
    return textureSample(image, image_sampler, uv);
}
