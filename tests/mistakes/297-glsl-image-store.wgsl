// mistake: GLSL's `imageStore` is called instead of `textureStore`.
// category: habit

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    imageStore(output, vec2i(id.xy), vec4f(1.0));
}
