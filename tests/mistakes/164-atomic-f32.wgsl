// mistake: An atomic is declared over f32; atomics hold only i32 or u32.
// category: type

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
var<workgroup> total: atomic<f32>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    atomicAdd(&total, 0.5);
    textureStore(output, id.xy, vec4f(0.0, 0.0, 0.0, 1.0));
}
