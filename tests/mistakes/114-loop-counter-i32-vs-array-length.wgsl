// mistake: A loop counter starts at 0 (an i32) and is compared with arrayLength, which is a u32.
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
    var sum = 0.0;
    for (var i = 0; i < arrayLength(&values); i++) {
        sum += values[i];
    }
    textureStore(output, id.xy, vec4f(sum, sum, sum, 1.0));
}
