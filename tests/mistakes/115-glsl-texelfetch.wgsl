// mistake: GLSL's texelFetch is used instead of WGSL's textureLoad.
// category: habit

@group(0) @binding(1) var image: texture_2d<f32>;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return texelFetch(image, vec2i(uv * 256.0), 0);
}
