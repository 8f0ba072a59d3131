// mistake: NOT A MISTAKE (control case): C's `i++;` is a WGSL statement of its own.
// category: habit

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    var i = 0;
    i++;
    return vec4f(f32(i) * uv.x, uv.y, 0.0, 1.0);
}
