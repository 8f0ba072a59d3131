// mistake: && is applied to two vec2<bool> values; it takes bool scalars.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let inside = (uv > vec2f(0.25)) && (uv < vec2f(0.75));
    return vec4f(select(0.0, 1.0, all(inside)), 0.0, 0.0, 1.0);
}
