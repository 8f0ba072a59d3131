// mistake: Struct members are ended with `;`, as in C, instead of separated by `,`.
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

struct Light {
    position: vec3f;
    power: f32;
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let l = Light(vec3f(uv, 1.0), 2.0);
    return vec4f(l.position * l.power, 1.0);
}
