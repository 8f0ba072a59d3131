// mistake: The C-style expression i++ is used as a value; in WGSL ++ is only a statement.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var i = 0;
    let j = i++;
    return vec4f(uv, f32(j), 1.0);
}
