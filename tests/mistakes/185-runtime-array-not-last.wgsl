// mistake: A runtime-sized array is placed before another member of a storage struct.
// category: declaration

struct Particles {
    positions: array<vec2f>,
    count: u32,
}
@group(0) @binding(5) var<storage, read> particles: Particles;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(particles.positions[0], uv);
}
