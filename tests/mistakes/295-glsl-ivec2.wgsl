// mistake: GLSL's `ivec2` constructor is used instead of `vec2i`.
// category: habit

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;

@group(0) @binding(1) var image: texture_2d<f32>;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let texel = ivec2(uv * 64.0);
    return textureLoad(image, texel, 0);
}
