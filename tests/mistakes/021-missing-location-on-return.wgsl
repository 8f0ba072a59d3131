// mistake: The fragment entry point's return type has no @location attribute.
// category: attribute

@fragment
fn fs_main(@location(0) uv: vec2f) -> vec4f {
    return vec4f(uv, 0.0, 1.0);
}
