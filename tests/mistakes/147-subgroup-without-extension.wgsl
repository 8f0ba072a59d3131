// mistake: subgroupAdd is called without the subgroups extension.
// category: stage

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
    let total = subgroupAdd(f32(id.x));
    textureStore(output, id.xy, vec4f(total / 64.0));
}
