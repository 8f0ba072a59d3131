// mistake: The @fragment attribute is misspelled as @fragmnet.
// category: typo

@fragmnet
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
