// mistake: workgroupBarrier() is called inside a branch on local_invocation_index, so only some invocations reach it.
// category: uniformity

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

var<workgroup> tile: array<f32, 64>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u, @builtin(local_invocation_index) i: u32) {
    tile[i] = f32(id.x) / frame.resolution.x;
    if i < 32u {
        workgroupBarrier();
        tile[i] = tile[i] + tile[i + 32u];
    }
    textureStore(output, id.xy, vec4f(tile[i], 0.0, 0.0, 1.0));
}
