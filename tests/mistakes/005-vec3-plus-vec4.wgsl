// mistake: A vec3f is added to a vec4f.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let base = vec3f(uv, 0.5);
    let tint = vec4f(0.1, 0.1, 0.1, 0.0);
    return base + tint;
}
