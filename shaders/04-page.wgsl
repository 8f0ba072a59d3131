// The page's shader: 04-page.js (the tab beside this one) draws two triangles with it
// over a depth buffer. Instance 1, a turning triangle, is drawn first and is nearer;
// instance 0, the background that covers the canvas, is drawn second and farther, so
// the depth test keeps the triangle in front.

struct Frame {
    resolution: vec2f, // the canvas's drawing buffer in pixels (04-page.js writes it)
    time: f32,         // seconds since the page started
}
@group(0) @binding(0) var<uniform> frame: Frame;

struct Out {
    @builtin(position) position: vec4f,
    @location(0) @interpolate(flat) which: u32,
}

@vertex
fn vs(@builtin(vertex_index) i: u32, @builtin(instance_index) which: u32) -> Out {
    var out: Out;
    out.which = which;
    if which == 0u {
        // One triangle larger than the screen, far away: (-1,-1), (3,-1), (-1,3).
        let p = vec2f(f32((i << 1u) & 2u), f32(i & 2u));
        out.position = vec4f(p * 2.0 - 1.0, 0.9, 1.0);
    } else {
        // A triangle turning about the center, near, with the canvas's aspect ratio.
        let angle = frame.time + f32(i) * 2.0943951;
        let aspect = frame.resolution.y / max(frame.resolution.x, 1.0);
        out.position = vec4f(0.6 * cos(angle) * aspect, 0.6 * sin(angle), 0.1, 1.0);
    }
    return out;
}

@fragment
fn fs(in: Out) -> @location(0) vec4f {
    let uv = in.position.xy / frame.resolution;
    if in.which == 1u {
        return vec4f(0.15 + 0.8 * uv.x, 0.85 - 0.6 * uv.y, 0.6, 1.0);
    }
    let aspect = frame.resolution.x / max(frame.resolution.y, 1.0);
    let p = (uv - 0.5) * vec2f(aspect, 1.0) * 2.0;
    let bands = 0.5 + 0.5 * sin(10.0 * length(p) - 2.0 * frame.time);
    let color = mix(vec3f(0.08, 0.10, 0.20), vec3f(0.95, 0.55, 0.20), bands);
    return vec4f(color, 1.0);
}
