// mistake: GLSL's `values.length()` is used on a runtime-sized array instead of `arrayLength(&values)`.
// category: habit

@group(0) @binding(3) var<storage, read> values: array<f32>;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let n = values.length();
    return vec4f(f32(n) * uv.x, uv.y, 0.0, 1.0);
}
