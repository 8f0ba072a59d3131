// mistake: A var is declared with neither a type nor an initializer.
// category: declaration

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color;
    color = vec3f(uv, 0.0);
    return vec4f(color, 1.0);
}
