// mistake: The compute entry point is written as a CUDA `__global__ void` kernel.
// category: habit

@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

__global__ void cs_main(@builtin(global_invocation_id) id: vec3u) {
    textureStore(output, id.xy, vec4f(1.0));
}
