// mistake: The GLSL function mod is used instead of WGSL's % operator.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let stripes = mod(uv.x * 10.0, 2.0);
    return vec4f(vec3f(step(1.0, stripes)), 1.0);
}
