// mistake: textureNumLevels is called on a storage texture, which has no mip levels.
// category: type

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    let levels = textureNumLevels(output);
    textureStore(output, id.xy, vec4f(f32(levels)));
}
