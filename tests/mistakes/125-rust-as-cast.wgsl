// mistake: A value is converted Rust-style with `as` (`uv.x as u32`) instead of WGSL's `u32(uv.x)`.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let cell = uv.x as u32 / 16u;
    return vec4f(f32(cell % 2u), 0.0, 0.0, 1.0);
}
