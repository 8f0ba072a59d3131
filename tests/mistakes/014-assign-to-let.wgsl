// mistake: A value declared with let is assigned to later.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = vec3f(uv, 0.0);
    color = color * 0.5;
    return vec4f(color, 1.0);
}
