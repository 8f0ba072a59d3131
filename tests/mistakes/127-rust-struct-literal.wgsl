// mistake: A struct value is written Rust-style as `Tint { r: 1.0, g: 0.5 }` instead of the constructor `Tint(1.0, 0.5)`.
// category: habit

struct Tint {
    r: f32,
    g: f32,
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let t = Tint { r: 1.0, g: 0.5 };
    return vec4f(t.r * uv.x, t.g * uv.y, 0.0, 1.0);
}
