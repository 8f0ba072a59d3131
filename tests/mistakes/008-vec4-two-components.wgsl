// mistake: A vec4f is constructed from only two scalar components.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let r = uv.x;
    return vec4f(r, 1.0);
}
