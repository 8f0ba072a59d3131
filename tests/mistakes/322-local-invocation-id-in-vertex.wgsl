// mistake: A vertex entry point asks for @builtin(local_invocation_id), which only compute has.
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

@vertex
fn vs_main(@builtin(local_invocation_id) lid: vec3u) -> @builtin(position) vec4f {
    return vec4f(f32(lid.x), 0.0, 0.0, 1.0);
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
