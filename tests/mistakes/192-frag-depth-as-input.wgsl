// mistake: @builtin(frag_depth) is read as a fragment input; it is only an output.
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
fn fs_main(@location(0) uv: vec2f, @builtin(frag_depth) depth: f32) -> @location(0) vec4f {
    return vec4f(uv, depth, 1.0);
}
