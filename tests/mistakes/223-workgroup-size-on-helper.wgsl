// mistake: @workgroup_size is put on a helper function that is not an entry point.
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

@workgroup_size(8, 8)
fn shade(id: vec3u) -> vec4f {
    return vec4f(vec2f(id.xy) / frame.resolution, 0.0, 1.0);
}

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    textureStore(output, id.xy, shade(id));
}
