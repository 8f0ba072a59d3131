// mistake: dpdx is called inside an if whose condition depends on the fragment input uv.
// category: uniformity

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var edge = 0.0;
    if uv.x > 0.5 {
        edge = abs(dpdx(uv.y));
    }
    return vec4f(uv, edge * 100.0, 1.0);
}
