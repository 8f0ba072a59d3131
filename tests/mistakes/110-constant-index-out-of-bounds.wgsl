// mistake: An array of three elements is indexed with the constant 3.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let weights = array<f32, 3>(0.25, 0.5, 0.25);
    let w = weights[3];
    return vec4f(uv * w, 0.0, 1.0);
}
