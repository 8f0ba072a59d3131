// mistake: textureSample is called in a vertex shader instead of textureSampleLevel.
// category: stage

@group(0) @binding(1) var image: texture_2d<f32>;
@group(0) @binding(2) var image_sampler: sampler;

@vertex
fn vs_main(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
    let h = textureSample(image, image_sampler, vec2f(f32(i) / 3.0, 0.5)).r;
    return vec4f(f32(i), h, 0.0, 1.0);
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
