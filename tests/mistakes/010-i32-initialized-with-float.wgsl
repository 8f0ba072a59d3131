// mistake: An i32 variable is initialized with a floating-point literal.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let x: i32 = 1.0;
    return vec4f(uv, f32(x), 1.0);
}
