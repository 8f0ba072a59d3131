// mistake: A switch statement selects on an f32 value.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec3f(0.0);
    switch floor(uv.x * 3.0) {
        case 0: { color = vec3f(1.0, 0.0, 0.0); }
        case 1: { color = vec3f(0.0, 1.0, 0.0); }
        default: { color = vec3f(0.0, 0.0, 1.0); }
    }
    return vec4f(color, 1.0);
}
