// mistake: NOT A MISTAKE (control case): vec4(...) without the f is a valid constructor whose element type is inferred from its arguments.
// category: typo

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4(uv, 0.0, 1.0);
}
