// mistake: GLSL's `gl_GlobalInvocationID` is read instead of a builtin parameter.
// category: habit

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(8, 8)
fn cs_main() {
    let id = gl_GlobalInvocationID.xy;
    textureStore(output, id, vec4f(1.0));
}
