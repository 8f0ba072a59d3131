// mistake: Uniforms are declared in an HLSL `cbuffer` with a register.
// category: habit

cbuffer Params : register(b0) {
    float4 tint;
};

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
}
