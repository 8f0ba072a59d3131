// mistake: CUDA's `__threadfence()` is used instead of `storageBarrier()`.
// category: habit

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;
@group(0) @binding(3) var<storage, read_write> counts: array<u32>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    counts[id.x] = id.y;
    __threadfence();
    textureStore(output, id.xy, vec4f(f32(counts[0]), 0.0, 0.0, 1.0));
}
