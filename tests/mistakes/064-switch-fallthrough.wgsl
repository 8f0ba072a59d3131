// mistake: A switch case ends with the C habit of falling through (`fallthrough;`), which WGSL removed.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var color = vec3f(0.0);
    switch u32(uv.x * 3.0) {
        case 0u: {
            color.r = 1.0;
            fallthrough;
        }
        default: {
            color.g = 1.0;
        }
    }
    return vec4f(color, 1.0);
}
