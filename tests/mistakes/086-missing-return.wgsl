// mistake: A function with a return type ends without a return statement.
// category: control

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let color = vec4f(uv, 0.0, 1.0);
}
