// mistake: A module-scope var has no address space (e.g. <private>).
// category: declaration

var counter: u32;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv, f32(counter), 1.0);
}
