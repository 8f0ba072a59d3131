// The page's shader: 01-page.js (the tab beside this one) imports this text, makes a
// shader module from it and draws one triangle that covers the canvas, painted with
// the page's picture (a small BC-compressed texture) under moving rings.

struct Frame {
    resolution: vec2f, // the canvas's drawing buffer in pixels (01-page.js writes it)
    time: f32,         // seconds since the page started
}
@group(0) @binding(0) var<uniform> frame: Frame;
@group(0) @binding(1) var picture: texture_2d<f32>;
@group(0) @binding(2) var pictureSampler: sampler;

@vertex
fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
    // One triangle larger than the screen: (-1,-1), (3,-1), (-1,3).
    let p = vec2f(f32((i << 1u) & 2u), f32(i & 2u));
    return vec4f(p * 2.0 - 1.0, 0.0, 1.0);
}

@fragment
fn fs(@builtin(position) pos: vec4f) -> @location(0) vec4f {
    let uv = pos.xy / frame.resolution;
    let aspect = frame.resolution.x / max(frame.resolution.y, 1.0);
    let p = (uv - 0.5) * vec2f(aspect, 1.0) * 2.0;
    let bands = 0.5 + 0.5 * sin(10.0 * length(p) - 2.0 * frame.time);
    let color = textureSample(picture, pictureSampler, uv).rgb * (0.35 + 0.65 * bands);
    return vec4f(color, 1.0);
}
