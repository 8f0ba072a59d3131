// mistake: The shader writes to a var<storage> buffer, which is read-only unless declared read_write.
// category: type

@group(0) @binding(5) var<storage> history: array<vec4f, 64>;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = vec4f(uv, 0.0, 1.0);
    history[0] = color;
    return color;
}
