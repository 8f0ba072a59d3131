// mistake: NOT A MISTAKE (control case): continue inside a switch that is itself inside a loop continues the loop, as in C.
// category: control

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var sum = 0.0;
    for (var i = 0; i < 4; i++) {
        switch i {
            case 1: {
                continue;
            }
            default: {
                sum += 0.25 * uv.x;
            }
        }
    }
    return vec4f(vec3f(sum), 1.0);
}
