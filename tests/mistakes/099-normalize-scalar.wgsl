// mistake: normalize is given a scalar; it takes a vector.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let d = normalize(uv.x - 0.5);
    return vec4f(vec3f(d), 1.0);
}
