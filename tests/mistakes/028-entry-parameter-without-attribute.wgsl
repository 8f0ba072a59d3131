// mistake: The fragment entry point's uv parameter has no @location attribute.
// category: attribute

@fragment
fn fs_main(uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
