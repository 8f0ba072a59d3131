// mistake: @workgroup_size is given float values.
// category: attribute

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

@compute @workgroup_size(8.0, 8.0)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    textureStore(output, id.xy, vec4f(1.0, 0.0, 0.0, 1.0));
}
