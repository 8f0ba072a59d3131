// mistake: The same name is declared with let twice in one scope.
// category: declaration

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = vec3f(uv, 0.0);
    let color = vec3f(1.0) - vec3f(uv, 0.0);
    return vec4f(color, 1.0);
}
