// mistake: An if statement body is written C-style without braces.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec3f(0.0);
    if (uv.x > 0.5) color = vec3f(1.0);
    return vec4f(color, 1.0);
}
