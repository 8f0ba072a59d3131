// mistake: Statements follow a return in the same block and can never run.
// category: control

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, 0.0, 1.0);
    let unused = uv * 2.0;
}
