// mistake: The workgroup size is given with HLSL's `[numthreads(8, 8, 1)]` instead of `@workgroup_size(8, 8, 1)`.
// category: habit

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

[numthreads(8, 8, 1)]
@compute
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    textureStore(output, id.xy, vec4f(1.0, 0.0, 0.0, 1.0));
}
