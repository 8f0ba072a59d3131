// mistake: An atomic counter is declared in the private address space.
// category: declaration

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;
@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;
var<private> hits: atomic<u32>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    let n = atomicAdd(&hits, 1u);
    textureStore(output, id.xy, vec4f(f32(n), 0.0, 0.0, 1.0));
}
