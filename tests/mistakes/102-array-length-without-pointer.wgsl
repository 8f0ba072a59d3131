// mistake: arrayLength is given the buffer itself instead of a pointer to it (&values).
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
@group(0) @binding(5) var<storage, read> values: array<f32>;

@compute @workgroup_size(8, 8)
fn cs_main(@builtin(global_invocation_id) id: vec3u) {
    let count = arrayLength(values);
    let v = values[id.x % count];
    textureStore(output, id.xy, vec4f(v, v, v, 1.0));
}
