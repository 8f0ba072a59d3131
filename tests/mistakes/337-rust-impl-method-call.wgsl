// mistake: A struct gets a Rust `impl` block with a `&self` method, called as `light.at(d)`.
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
    color: vec3f,
    strength: f32,
}

impl Light {
    fn at(&self, d: f32) -> vec3f {
        return self.color * self.strength / (1.0 + d * d);
    }
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    let light = Light(vec3f(1.0, 0.9, 0.7), 2.0);
    return vec4f(light.at(length(uv - 0.5)), 1.0);
}
