// mistake: A runtime-sized array is declared in a uniform buffer, which needs a fixed size.
// category: declaration

@group(0) @binding(5) var<uniform> weights: array<f32>;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let w = weights[0];
    return vec4f(uv * w, 0.0, 1.0);
}
