// mistake: The built-in length is misspelled as lenght.
// category: typo

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let d = lenght(uv - 0.5);
    return vec4f(vec3f(d), 1.0);
}
