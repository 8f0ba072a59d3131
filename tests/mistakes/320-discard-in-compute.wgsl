// mistake: discard is used in a compute shader.
// category: stage

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    if id.x > 100u {
        discard;
    }
    textureStore(output, id.xy, vec4f(1.0));
}
