// mistake: A constant is given TypeScript's type `number` instead of `f32`.
// category: habit

const scale: number = 2.0;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    return vec4f(uv * scale, 0.0, 1.0);
}
