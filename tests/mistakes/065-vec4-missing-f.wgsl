// mistake: The return type is written vec4 (missing the f or the <f32>).
// category: typo

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4 {
    return vec4f(uv, 0.0, 1.0);
}
