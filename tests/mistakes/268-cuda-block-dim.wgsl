// mistake: CUDA's `blockDim` is read instead of the workgroup size.
// category: habit

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(local_invocation_id) lid: vec3u, @builtin(workgroup_id) wid: vec3u) {
    let x = wid.x * blockDim.x + lid.x;
    textureStore(output, vec2u(x, wid.y), vec4f(1.0));
}
