// mistake: The fragment shader ends with discard; and no return, but WGSL's discard does not end the function.
// category: control

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    if uv.x < 0.5 {
        return vec4f(uv, 0.0, 1.0);
    }
    discard;
}
