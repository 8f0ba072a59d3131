// mistake: mix is given a vec2f factor for vec3f values; the factor must be an f32 or a vec3f.
// category: type

@group(0) @binding(1) var image: texture_2d<f32>;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = textureSample(image, image_sampler, uv).rgb;
    let faded = mix(color, vec3f(0.0), uv);
    return vec4f(faded, 1.0);
}
