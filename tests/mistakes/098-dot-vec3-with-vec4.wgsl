// mistake: dot is given a vec3f and a vec4f; both vectors must have the same size.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let normal = normalize(vec3f(uv - 0.5, 1.0));
    let light = vec4f(0.0, 0.0, 1.0, 0.0);
    let shade = dot(normal, light);
    return vec4f(vec3f(shade), 1.0);
}
