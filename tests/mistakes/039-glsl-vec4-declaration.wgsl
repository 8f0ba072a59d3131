// mistake: A variable is declared GLSL-style as `vec4 c = vec4(1.0);`.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    vec4 c = vec4(1.0);
    return c;
}
