// mistake: The HLSL type name float4 is used instead of vec4f.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return float4(uv, 0.0, 1.0);
}
