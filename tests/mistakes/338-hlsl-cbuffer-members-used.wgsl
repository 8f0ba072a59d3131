// mistake: Two uniforms are declared in an HLSL `cbuffer` and used by their bare names.
// category: habit

cbuffer Light : register(b0) {
    float3 color;
    float strength;
};

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(color * strength * uv.x, 1.0);
}
