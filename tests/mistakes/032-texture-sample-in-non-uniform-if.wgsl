// mistake: textureSample is called inside an if whose condition depends on the fragment input uv.
// category: uniformity

@group(0) @binding(1) var image: texture_2d<f32>;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec4f(0.0, 0.0, 0.0, 1.0);
    if uv.x > 0.5 {
        color = textureSample(image, image_sampler, uv);
    }
    return color;
}
