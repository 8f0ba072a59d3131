// mistake: An if condition compares a vec2f with a scalar, which is neither valid nor a single bool.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec3f(0.0);
    if uv > 0.5 {
        color = vec3f(1.0);
    }
    return vec4f(color, 1.0);
}
