// mistake: A helper ends Rust-style with a final expression and no `return`.
// category: habit

fn double(x: f32) -> f32 {
    x * 2.0
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(double(uv.x), uv.y, 0.0, 1.0);
}
