// mistake: One member of a vertex output struct has no @location or @builtin.
// category: attribute

struct VertexOut {
    @builtin(position) position: vec4f,
    uv: vec2f,
}

@vertex
fn vs_main(@builtin(vertex_index) i: u32) -> VertexOut {
    var out: VertexOut;
    let p = vec2f(f32(i % 2u), f32(i / 2u));
    out.position = vec4f(p * 2.0 - 1.0, 0.0, 1.0);
    out.uv = p;
    return out;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
