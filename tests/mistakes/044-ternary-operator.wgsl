// mistake: The C ternary operator `? :` is used; WGSL has select instead.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let v = uv.x > 0.5 ? 1.0 : 0.0;
    return vec4f(vec3f(v), 1.0);
}
