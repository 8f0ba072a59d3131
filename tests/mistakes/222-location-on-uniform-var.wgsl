// mistake: A uniform variable is given @location instead of @group/@binding.
// category: attribute

struct Params {
    color: vec4f,
}
@location(0) var<uniform> params: Params;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return params.color * uv.x;
}
