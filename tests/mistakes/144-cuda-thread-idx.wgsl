// mistake: CUDA's `threadIdx.x` is used instead of a `@builtin(local_invocation_id)` parameter.
// category: habit

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(8, 8, 1)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    let v = f32(threadIdx.x) / 8.0;
    textureStore(output, id.xy, vec4f(v, 0.0, 0.0, 1.0));
}
