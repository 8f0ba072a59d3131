// mistake: GLSL's int(x) conversion is used instead of WGSL's i32(x).
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let cell = int(uv.x * 8.0);
    return vec4f(vec3f(f32(cell % 2)), 1.0);
}
