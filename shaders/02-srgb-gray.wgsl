// Lesson 02, exercise: a mid gray that is stored as 0.5 through an -srgb view.
//
// An -srgb view encodes on write: the value you return is treated as linear
// light and stored with the sRGB curve. To store 0.5 you return the linear
// value whose encoding is 0.5, that is about 0.214.

fn srgb_to_linear(c: f32) -> f32 {
    if c <= 0.04045 {
        return c / 12.92;
    }
    return pow((c + 0.055) / 1.055, 2.4);
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let gray = srgb_to_linear(0.5); // about 0.214
    return vec4f(vec3f(gray), 1.0);
}
