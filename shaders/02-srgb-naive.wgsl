// Lesson 02, exercise: the naive attempt. Returning 0.5 through an -srgb view
// stores about 0.735 (188 out of 255), a much lighter gray than intended.

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let gray = 0.5;
    return vec4f(vec3f(gray), 1.0);
}
