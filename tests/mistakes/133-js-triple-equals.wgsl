// mistake: JavaScript's strict equality `===` is used instead of WGSL's `==`.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var c = 0.0;
    if (uv.x === 0.5) {
        c = 1.0;
    }
    return vec4f(c, uv.y, 0.0, 1.0);
}
