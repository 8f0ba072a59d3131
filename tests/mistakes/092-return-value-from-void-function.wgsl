// mistake: A function without a return type returns a value.
// category: control

fn darken(c: ptr<function, vec3f>) {
    *c = *c * 0.5;
    return *c;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec3f(uv, 0.0);
    darken(&color);
    return vec4f(color, 1.0);
}
