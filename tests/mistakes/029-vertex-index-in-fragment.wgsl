// mistake: A fragment entry point asks for @builtin(vertex_index), which only the vertex stage has.
// category: stage

@fragment
fn fs_main(@builtin(vertex_index) i: u32) -> @location(0) vec4f {
    let v = f32(i % 3u) / 2.0;
    return vec4f(v, v, v, 1.0);
}
