// mistake: A storage texture's format is written GLSL-style as `rgba8` instead of `rgba8unorm`.
// category: habit

@group(0) @binding(4) var output: texture_storage_2d<rgba8, write>;

@compute @workgroup_size(8, 8, 1)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    textureStore(output, id.xy, vec4f(1.0, 0.0, 0.0, 1.0));
}
