// mistake: The HLSL function frac is used instead of WGSL's fract.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let stripes = frac(uv.x * 10.0);
    return vec4f(vec3f(stripes), 1.0);
}
