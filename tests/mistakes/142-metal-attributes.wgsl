// mistake: An attribute is written Metal-style as `[[location(0)]]` instead of `@location(0)`.
// category: habit

@fragment
fn fs_main([[location(0)]] uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
