// mistake: A struct member is given @align(12), which is not a power of two.
// category: attribute

struct Params {
    time: f32,
    @align(12) color: vec3f,
}
@group(0) @binding(0) var<uniform> params: Params;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(params.color * uv.x, 1.0);
}
