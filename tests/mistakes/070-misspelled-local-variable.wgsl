// mistake: A local variable declared as color is referred to as colr.
// category: typo

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = vec3f(uv, 0.5);
    return vec4f(colr, 1.0);
}
