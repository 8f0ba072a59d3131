// mistake: The shader starts with the GLSL directive `#version 300 es`.
// category: habit

#version 300 es

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
