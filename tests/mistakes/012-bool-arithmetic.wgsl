// mistake: A bool is used in arithmetic as if it were a number.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let right = uv.x > 0.5;
    let brightness = right * 0.8;
    return vec4f(vec3f(brightness), 1.0);
}
