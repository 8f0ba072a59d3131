// mistake: textureLoad reads the compute scene's output texture, which is declared write-only.
// category: type

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
    let previous = textureLoad(output, id.xy);
    textureStore(output, id.xy, previous * 0.5);
}
