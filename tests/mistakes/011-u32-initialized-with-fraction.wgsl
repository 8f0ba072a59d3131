// mistake: A u32 variable is initialized with the fractional literal 1.5.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var a: u32 = 1.5;
    a = a + 1u;
    return vec4f(uv, f32(a) * 0.1, 1.0);
}
