// mistake: A vec4f is shortened GLSL-style with `vec3(color)` instead of the swizzle `color.xyz`.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = vec4f(uv, 0.5, 1.0);
    let rgb = vec3(color);
    return vec4f(rgb * 0.5, 1.0);
}
