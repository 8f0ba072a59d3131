// mistake: An if statement tests an f32 value instead of a bool.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec3f(0.0);
    if uv.x {
        color = vec3f(1.0);
    }
    return vec4f(color, 1.0);
}
