// mistake: GLSL's two-argument atan(y, x) is used instead of WGSL's atan2.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let p = uv - 0.5;
    let angle = atan(p.y, p.x);
    return vec4f(vec3f(angle / 6.2831853 + 0.5), 1.0);
}
