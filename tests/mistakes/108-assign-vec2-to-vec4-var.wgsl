// mistake: A vec2f value is assigned to a var of type vec4f.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec4f(0.0, 0.0, 0.0, 1.0);
    color = uv;
    return color;
}
