// mistake: A type alias is written Rust/TypeScript-style as `type Color = vec3f;`.
// category: habit

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;

type Color = vec3f;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let c = vec3f(uv, 0.5);
    return vec4f(c, 1.0);
}
