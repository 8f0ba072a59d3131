// mistake: A function that returns f32 has a bare return; without a value.
// category: control

fn brightness(c: vec3f) -> f32 {
    if c.r < 0.0 {
        return;
    }
    return dot(c, vec3f(0.3, 0.6, 0.1));
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(vec3f(brightness(vec3f(uv, 0.0))), 1.0);
}
