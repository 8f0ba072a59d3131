// mistake: A storage texture names the format rgb8unorm, which does not exist.
// category: type

@group(0) @binding(4) var output: texture_storage_2d<rgb8unorm, write>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    textureStore(output, id.xy, vec4f(1.0));
}
