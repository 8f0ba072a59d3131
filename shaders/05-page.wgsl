// The page's shader: 05-page.js imports this text. The fragment shader computes
// LINEAR light (physical amounts of light, 0 = none, 1 = full): a slow gradient, a
// checkerboard of black and white pixels around the center and, inside it, a solid
// square of half the light (0.5). The format of the texture it draws into decides the
// bytes that get stored. The picture is a card with rounded corners: outside them it
// stores a transparent pixel, where the page behind the canvas should show.

struct Frame {
    resolution: vec2f, // the drawing buffer's size in pixels (05-page.js writes it)
    time: f32,         // seconds since the page started
}
@group(0) @binding(0) var<uniform> frame: Frame;

@vertex
fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
    // One triangle larger than the screen: (-1,-1), (3,-1), (-1,3).
    let p = vec2f(f32((i << 1u) & 2u), f32(i & 2u));
    return vec4f(p * 2.0 - 1.0, 0.0, 1.0);
}

@fragment
fn fs(@builtin(position) pos: vec4f) -> @location(0) vec4f {
    let uv = pos.xy / frame.resolution;
    // Outside the card's rounded corners: transparent (premultiplied: no color, no
    // alpha), for the page behind to show through.
    let radius = 0.1 * frame.resolution.y;
    let q = abs(pos.xy - 0.5 * frame.resolution) - (0.5 * frame.resolution - radius);
    if length(max(q, vec2f(0.0))) > radius {
        return vec4f(0.0);
    }
    // Distance from the center, in units of the canvas's height.
    let d = abs(pos.xy - 0.5 * frame.resolution) / frame.resolution.y;
    let r = max(d.x, d.y);
    if r < 0.12 {
        // Half the light: it should look as bright as the checkerboard around it.
        return vec4f(vec3f(0.5), 1.0);
    }
    if r < 0.24 {
        // Every other pixel full light, every other none: half the light on average.
        let cell = vec2u(pos.xy);
        let on = f32((cell.x + cell.y) & 1u);
        return vec4f(vec3f(on), 1.0);
    }
    // The background: a slow gradient between a cool and a warm color, in linear light.
    let t = 0.5 + 0.5 * sin(3.0 * (uv.x + 0.5 * uv.y) - 0.8 * frame.time);
    let cool = vec3f(0.02, 0.05, 0.20);
    let warm = vec3f(0.80, 0.30, 0.06);
    return vec4f(mix(cool, warm, t), 1.0);
}
