// mistake: @interpolate is put on a @builtin(position) member.
// category: attribute

struct VertexOut {
    @builtin(position) @interpolate(flat) position: vec4f,
    @location(0) uv: vec2f,
}

@vertex
fn vs_main(@builtin(vertex_index) i: u32) -> VertexOut {
    var out: VertexOut;
    out.position = vec4f(f32(i), 0.0, 0.0, 1.0);
    out.uv = vec2f(0.0);
    return out;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
