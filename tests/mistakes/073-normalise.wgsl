// mistake: The built-in normalize is spelled the British way, normalise.
// category: typo

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let n = normalise(vec3f(uv - 0.5, 1.0));
    return vec4f(n * 0.5 + 0.5, 1.0);
}
