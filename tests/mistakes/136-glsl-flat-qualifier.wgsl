// mistake: GLSL's `flat` qualifier is written as `@flat` instead of `@interpolate(flat)`.
// category: habit

@fragment
fn fs_main(@location(0) @flat uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
