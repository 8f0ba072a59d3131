// mistake: Two members of the fragment output struct both use @location(0).
// category: attribute

struct FragmentOut {
    @location(0) color: vec4f,
    @location(0) glow: vec4f,
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> FragmentOut {
    return FragmentOut(vec4f(uv, 0.0, 1.0), vec4f(1.0));
}
