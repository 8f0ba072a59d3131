// mistake: select is given an f32 as its condition instead of a bool.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let mask = step(0.5, uv.x);
    let color = select(vec3f(0.0), vec3f(1.0), mask);
    return vec4f(color, 1.0);
}
