// mistake: A vertex entry point returns only a @location output and no @builtin(position).
// category: stage

struct VertexOut {
    @location(0) uv: vec2f,
}

@vertex
fn vs_main(@builtin(vertex_index) i: u32) -> VertexOut {
    let uv = vec2f(f32((i << 1u) & 2u), f32(i & 2u));
    return VertexOut(uv);
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
