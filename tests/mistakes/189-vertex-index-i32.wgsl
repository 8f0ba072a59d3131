// mistake: @builtin(vertex_index) is declared as i32 instead of u32.
// category: attribute

@vertex
fn vs_main(@builtin(vertex_index) i: i32) -> @builtin(position) vec4f {
    let x = f32(i % 2) * 2.0 - 1.0;
    return vec4f(x, 0.0, 0.0, 1.0);
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
