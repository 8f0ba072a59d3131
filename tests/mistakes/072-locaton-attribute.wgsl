// mistake: The @location attribute is misspelled as @locaton.
// category: typo

@fragment
fn fs_main(@locaton(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
