// mistake: Stage inputs are declared GLSL-style as `in vec2 v_uv;` at module scope.
// category: habit

in vec2 v_uv;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
