// mistake: fwidth is called in a loop whose bound depends on the fragment input uv.
// category: uniformity

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let steps = i32(uv.x * 8.0);
    var sum = 0.0;
    for (var i = 0; i < steps; i++) {
        sum += fwidth(uv.y * f32(i));
    }
    return vec4f(uv, sum, 1.0);
}
