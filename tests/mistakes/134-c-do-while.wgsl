// mistake: C's `do { ... } while (c);` loop is used; WGSL writes it as a `loop` with `break if`.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var i = 0;
    var c = 0.0;
    do {
        c = c + 0.1;
        i++;
    } while (i < 4);
    return vec4f(c * uv.x, uv.y, 0.0, 1.0);
}
