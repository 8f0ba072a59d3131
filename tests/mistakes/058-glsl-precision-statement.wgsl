// mistake: The GLSL statement `precision mediump float;` is written at module scope.
// category: habit

precision mediump float;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
