// mistake: A let is declared with a type but no initializer.
// category: declaration

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color: vec3f;
    return vec4f(uv, 0.0, 1.0);
}
