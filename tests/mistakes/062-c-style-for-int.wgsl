// mistake: A for loop declares its counter C-style as `int i = 0`.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var sum = 0.0;
    for (int i = 0; i < 4; i++) {
        sum += 0.25 * uv.x;
    }
    return vec4f(vec3f(sum), 1.0);
}
