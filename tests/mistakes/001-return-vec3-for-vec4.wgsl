// mistake: The fragment entry point declares a vec4f result but returns a vec3f.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = vec3f(uv, 0.5);
    return color;
}
