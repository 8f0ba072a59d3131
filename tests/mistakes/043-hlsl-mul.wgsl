// mistake: The HLSL function mul(m, v) is used instead of the * operator.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let m = mat2x2f(0.0, 1.0, -1.0, 0.0);
    let p = mul(m, uv);
    return vec4f(p, 0.0, 1.0);
}
