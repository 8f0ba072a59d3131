// mistake: A continue statement is used inside a switch that is not in a loop.
// category: control

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec3f(0.0);
    switch u32(uv.x * 2.0) {
        case 0u: {
            continue;
        }
        default: {
            color = vec3f(1.0);
        }
    }
    return vec4f(color, 1.0);
}
