// mistake: A switch statement has no default clause.
// category: control

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec3f(0.0);
    switch u32(uv.x * 2.0) {
        case 0u: { color = vec3f(1.0, 0.0, 0.0); }
        case 1u: { color = vec3f(0.0, 1.0, 0.0); }
    }
    return vec4f(color, 1.0);
}
