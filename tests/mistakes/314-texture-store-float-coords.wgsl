// mistake: textureStore is given vec2f coordinates.
// category: type

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    let p = vec2f(id.xy) + 0.5;
    textureStore(output, p, vec4f(1.0));
}
