// mistake: HLSL's rsqrt is used instead of WGSL's inverseSqrt.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let r = rsqrt(uv.x + 1.0);
    return vec4f(r, r, r, 1.0);
}
