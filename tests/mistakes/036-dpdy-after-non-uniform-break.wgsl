// mistake: dpdy is called in a loop that can break early depending on the fragment input uv.
// category: uniformity

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var acc = 0.0;
    for (var i = 0; i < 4; i++) {
        if uv.x < f32(i) * 0.25 {
            break;
        }
        acc += dpdy(uv.y);
    }
    return vec4f(uv, acc, 1.0);
}
