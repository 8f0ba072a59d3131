// mistake: The HLSL function lerp is used instead of WGSL's mix.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = lerp(vec3f(0.0), vec3f(1.0), uv.x);
    return vec4f(color, 1.0);
}
