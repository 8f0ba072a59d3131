// mistake: NOT A MISTAKE (control case): HLSL's saturate(x) is used for clamp(x, 0.0, 1.0), and WGSL has saturate too.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let v = saturate(uv.x * 2.0 - 0.5);
    return vec4f(vec3f(v), 1.0);
}
