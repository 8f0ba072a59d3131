// mistake: A variable is declared GLSL-style as `float x = 1.0;`.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    float x = 1.0;
    return vec4f(uv, x, 1.0);
}
