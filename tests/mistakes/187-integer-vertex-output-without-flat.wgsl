// mistake: A u32 vertex output is declared without @interpolate(flat).
// category: attribute

struct VertexOut {
    @builtin(position) position: vec4f,
    @location(0) id: u32,
}

@vertex
fn vs_main(@builtin(vertex_index) i: u32) -> VertexOut {
    var out: VertexOut;
    out.position = vec4f(f32(i), 0.0, 0.0, 1.0);
    out.id = i;
    return out;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
