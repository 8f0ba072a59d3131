// The page's shader: 06-page.js (the tab beside this one) imports this text. One
// triangle covers the canvas; the picture is moving bands and a progress bar.

struct Frame {
    resolution: vec2f, // the canvas's drawing buffer in pixels
    time: f32,         // seconds of the page's animation
    progress: f32,     // how full the bar is, 0..1 (the page keeps it in JavaScript)
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
    // The background: dark blue bands that drift with time.
    let bands = 0.5 + 0.5 * sin(12.0 * (uv.x + 0.5 * uv.y) - 2.0 * frame.time);
    var color = mix(vec3f(0.05, 0.07, 0.16), vec3f(0.12, 0.20, 0.38), bands * uv.y);
    // The bar across the middle: orange up to `progress`, a dim track after it.
    if (abs(uv.y - 0.5) < 0.08) {
        color = select(vec3f(0.20, 0.22, 0.26), vec3f(0.95, 0.55, 0.20), uv.x < frame.progress);
    }
    return vec4f(color, 1.0);
}
