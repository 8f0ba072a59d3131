// mistake: A helper returns a value only inside an if, so the other path falls off the end.
// category: control

fn band(x: f32) -> f32 {
    if x > 0.5 {
        return 1.0;
    }
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, band(uv.x), 1.0);
}
