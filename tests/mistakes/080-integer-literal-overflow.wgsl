// mistake: The u32 literal 4294967296u is one more than the largest u32.
// category: declaration

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let seed = 4294967296u;
    return vec4f(uv, f32(seed & 255u) / 255.0, 1.0);
}
