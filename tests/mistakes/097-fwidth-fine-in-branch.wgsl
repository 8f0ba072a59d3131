// mistake: fwidthFine is called inside a branch on a fragment input.
// category: uniformity

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var edge = 0.0;
    if uv.y > 0.5 {
        edge = fwidthFine(uv.x);
    }
    return vec4f(edge * 100.0, uv, 1.0);
}
