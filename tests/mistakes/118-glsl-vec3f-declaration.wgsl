// mistake: A variable is declared C-style with the type first, as `vec3f c = ...;`.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    vec3f c = vec3f(uv, 0.0);
    return vec4f(c, 1.0);
}
