// Lesson 02: a calm gradient. The same shader works with rgba8unorm and with
// bgra8unorm targets: WGSL always speaks in logical RGBA order, and the
// hardware places the bytes wherever the target format says.

struct Frame {
    resolution: vec2f, // canvas size in physical pixels
    mouse: vec2f,      // pointer in canvas pixels, origin top left
    time: f32,         // seconds since the shader was built
    delta: f32,        // seconds since the previous frame
    frame: u32,        // frames since the shader was built
    mouse_down: u32,   // 1 while the primary button is held over the viewport
}
@group(0) @binding(0) var<uniform> frame: Frame;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    // Top: pure red, green and blue bands, to check that no channel got swapped.
    if uv.y < 0.12 {
        let band = u32(uv.x * 3.0);
        var c = vec3f(0.0);
        c[min(band, 2u)] = 1.0;
        return vec4f(c, 1.0);
    }

    // Bottom: a linear gray ramp from 0 to 1, to see what an -srgb view does to it.
    if uv.y > 0.88 {
        return vec4f(vec3f(uv.x), 1.0);
    }

    // Middle: a slow diagonal gradient between two warm and cool tones.
    let t = 0.5 + 0.5 * sin(2.0 * (uv.x + 0.6 * uv.y) + 0.4 * frame.time);
    let warm = vec3f(0.93, 0.55, 0.30);
    let cool = vec3f(0.18, 0.32, 0.62);
    return vec4f(mix(cool, warm, t), 1.0);
}
