// mistake: The keyword return is misspelled as retrun.
// category: typo

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    retrun vec4f(uv, 0.0, 1.0);
}
