// mistake: A fragment shader takes @builtin(local_invocation_index), a compute-only input.
// category: stage

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;

@fragment
fn fs_main(@location(0) uv: vec2f, @builtin(local_invocation_index) lane: u32) -> @location(0) vec4f {
    return vec4f(uv, f32(lane), 1.0);
}
