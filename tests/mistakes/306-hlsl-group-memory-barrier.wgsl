// mistake: HLSL's `GroupMemoryBarrierWithGroupSync()` is called instead of `workgroupBarrier()`.
// category: habit

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;
var<workgroup> tile: array<f32, 64>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u, @builtin(local_invocation_index) li: u32) {
    tile[li] = f32(li);
    GroupMemoryBarrierWithGroupSync();
    textureStore(output, id.xy, vec4f(tile[63u - li] / 64.0));
}
