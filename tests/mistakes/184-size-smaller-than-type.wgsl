// mistake: A vec4f struct member is given @size(8), smaller than the 16 bytes it needs.
// category: attribute

struct Params {
    @size(8) color: vec4f,
    time: f32,
}
@group(0) @binding(0) var<uniform> params: Params;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return params.color * uv.x;
}
