// mistake: The swizzle .w is used on a vec2f, which has no fourth component.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let alpha = uv.w;
    return vec4f(uv, 0.0, alpha);
}
