// mistake: textureSample is called on a texture_2d<u32>, which cannot be filtered.
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
@group(0) @binding(1) var ids: texture_2d<u32>;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let id = textureSample(ids, image_sampler, uv);
    return vec4f(vec3f(id.rgb) / 255.0, 1.0);
}
