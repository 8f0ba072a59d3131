// mistake: A variable is declared Rust-style with `let mut` instead of WGSL's `var`.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let mut z = uv.x;
    z = z * 2.0;
    return vec4f(z, uv.y, 0.0, 1.0);
}
