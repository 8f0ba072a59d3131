// Lienzo playground: a free page to try WGSL.
//
// Write one @fragment entry point. The page (playground.js) supplies the vertex
// stage, so `uv` arrives at @location(0): 0..1, origin top left. An edit reaches the
// running page through import.meta.hot: no restart.

struct Frame {
    resolution: vec2f, // canvas size in physical pixels
    mouse: vec2f,      // pointer in canvas pixels, origin top left
    time: f32,         // seconds since the shader was built
    delta: f32,        // seconds since the previous frame
    frame: u32,        // frames since the shader was built
    mouse_down: u32,   // 1 while the primary button is held over the viewport
}
@group(0) @binding(0) var<uniform> frame: Frame;

// Cosine palette: three phases give three color channels.
fn palette(t: f32) -> vec3f {
    let phase = vec3f(0.00, 0.33, 0.67);
    return 0.5 + 0.5 * cos(6.2831853 * (t + phase));
}

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    // Work in a square space: p.y goes -1..1 and p.x is stretched by the aspect ratio.
    let aspect = frame.resolution.x / max(frame.resolution.y, 1.0);
    let p = (uv - 0.5) * vec2f(aspect, 1.0) * 2.0;

    // Slowly moving rings around the center.
    let r = length(p);
    let rings = 0.5 + 0.5 * sin(12.0 * r - 2.0 * frame.time);
    var color = mix(vec3f(0.05, 0.07, 0.16), palette(0.55 + 0.25 * r + 0.05 * frame.time), rings * smoothstep(0.15, 0.9, r));

    // A soft light that follows the pointer (brighter while the button is held).
    let m = (frame.mouse / max(frame.resolution, vec2f(1.0)) - 0.5) * vec2f(aspect, 1.0) * 2.0;
    let glow = exp(-8.0 * dot(p - m, p - m));
    let strength = select(0.35, 0.8, frame.mouse_down == 1u);
    color += glow * strength * vec3f(1.0, 0.85, 0.6);

    return vec4f(color, 1.0);
}
