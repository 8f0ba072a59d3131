// mistake: An array is written JavaScript-style as `[0.25, 0.5, 0.25]` instead of `array(0.25, 0.5, 0.25)`.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let weights = [0.25, 0.5, 0.25];
    return vec4f(weights[0] * uv.x, weights[1], weights[2], 1.0);
}
