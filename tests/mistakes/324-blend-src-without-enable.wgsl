// mistake: @blend_src is used without `enable dual_source_blending;`.
// category: declaration

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;

struct FOut {
    @location(0) @blend_src(0) color: vec4f,
    @location(0) @blend_src(1) blend: vec4f,
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> FOut {
    return FOut(vec4f(uv, 0.0, 1.0), vec4f(0.5));
}
