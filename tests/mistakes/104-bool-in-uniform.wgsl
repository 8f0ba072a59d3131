// mistake: A bool is declared in a uniform buffer; bool is not host-shareable.
// category: declaration

@group(0) @binding(5) var<uniform> enabled: bool;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    if enabled {
        return vec4f(uv, 0.0, 1.0);
    }
    return vec4f(0.0, 0.0, 0.0, 1.0);
}
