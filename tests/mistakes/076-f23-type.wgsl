// mistake: The type f32 is mistyped as f23.
// category: typo

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let t: f23 = uv.x;
    return vec4f(vec3f(t), 1.0);
}
