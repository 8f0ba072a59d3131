// mistake: The Shadertoy signature mainImage(out vec4 fragColor, in vec2 fragCoord) is used as the entry point.
// category: habit

@fragment
fn mainImage(out vec4 fragColor, in vec2 fragCoord) -> @location(0) vec4f {
    return vec4f(0.0, 0.0, 0.0, 1.0);
}
