// mistake: A break statement is used outside any loop or switch.
// category: control

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    if uv.x > 0.5 {
        break;
    }
    return vec4f(uv, 0.0, 1.0);
}
