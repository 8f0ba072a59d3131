// mistake: A uniform is declared GLSL-style as `uniform float t;` at module scope.
// category: habit

uniform float t;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.5 + 0.5 * sin(t), 1.0);
}
