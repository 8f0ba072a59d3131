// mistake: A struct member has both @builtin(position) and @location(0).
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

struct VOut {
    @builtin(position) @location(0) pos: vec4f,
    @location(1) uv: vec2f,
}

@vertex
fn vs_main(@builtin(vertex_index) i: u32) -> VOut {
    let uv = vec2f(f32(i & 1u), f32(i >> 1u));
    return VOut(vec4f(uv * 2.0 - 1.0, 0.0, 1.0), uv);
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
