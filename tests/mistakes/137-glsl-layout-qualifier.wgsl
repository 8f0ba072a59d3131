// mistake: GLSL's `layout(location = 0)` is used instead of WGSL's `@location(0)`.
// category: habit

@fragment
fn fs_main(layout(location = 0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
