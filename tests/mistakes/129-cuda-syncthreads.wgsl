// mistake: CUDA's `__syncthreads()` is used instead of WGSL's `workgroupBarrier()`.
// category: habit

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

var<workgroup> tile: array<f32, 64>;

@compute @workgroup_size(8, 8, 1)
fn cs_main(@builtin(global_invocation_id) id: vec3u, @builtin(local_invocation_index) li: u32) {
    tile[li] = f32(li) / 64.0;
    __syncthreads();
    let v = tile[63u - li];
    textureStore(output, id.xy, vec4f(v, v, v, 1.0));
}
