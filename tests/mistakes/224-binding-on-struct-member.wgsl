// mistake: @binding is put on a struct member instead of on the variable.
// category: attribute

struct Params {
    @binding(0) color: vec4f,
}
@group(0) @binding(0) var<uniform> params: Params;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return params.color * uv.x;
}
