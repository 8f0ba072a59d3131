// mistake: textureSampleCompare is given a plain sampler instead of a sampler_comparison.
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
@group(0) @binding(1) var shadow_map: texture_depth_2d;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let lit = textureSampleCompare(shadow_map, image_sampler, uv, 0.5);
    return vec4f(vec3f(lit), 1.0);
}
