// mistake: The same case value appears twice in a switch.
// category: control

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var c = 0.0;
    switch i32(uv.x * 3.0) {
        case 0: { c = 0.2; }
        case 1, 0: { c = 0.5; }
        default: { c = 1.0; }
    }
    return vec4f(c, c, c, 1.0);
}
