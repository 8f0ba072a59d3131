// mistake: A local is used on a line before the let that declares it.
// category: declaration

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let brightness = base * 0.5;
    let base = uv.x;
    return vec4f(vec3f(brightness), 1.0);
}
