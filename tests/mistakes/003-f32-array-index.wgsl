// mistake: An f32 value is used to index an array.
// category: type

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let palette = array<vec3f, 4>(
        vec3f(1.0, 0.0, 0.0), vec3f(0.0, 1.0, 0.0),
        vec3f(0.0, 0.0, 1.0), vec3f(1.0, 1.0, 0.0),
    );
    let i = floor(uv.x * 4.0);
    return vec4f(palette[i], 1.0);
}
