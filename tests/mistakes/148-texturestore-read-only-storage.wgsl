// mistake: textureStore writes a storage texture that is declared read-only.
// category: type

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, read>;

@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
    textureStore(output, id.xy, vec4f(1.0));
}
