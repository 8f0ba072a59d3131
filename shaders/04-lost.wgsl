// Lesson 04: the lesson's picture, drawn from a texture.
//
// After a device loss, this texture, its sampler, the pipeline and the uniform
// buffer are all gone. The sandbox rebuilds them from CPU-side data: the PNG
// bytes in memory and this WGSL text. If the picture comes back, so did they.

struct Frame {
    resolution: vec2f, // canvas size in physical pixels
    mouse: vec2f,      // pointer in canvas pixels, origin top left
    time: f32,         // seconds since the shader was built
    delta: f32,        // seconds since the previous frame
    frame: u32,        // frames since the shader was built
    mouse_down: u32,   // 1 while the primary button is held over the viewport
}
@group(0) @binding(0) var<uniform> frame: Frame;
@group(0) @binding(1) var image: texture_2d<f32>;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    // Fit the square picture inside the canvas, centered, keeping its proportions.
    let aspect = frame.resolution.x / max(frame.resolution.y, 1.0);
    var st = uv - 0.5;
    if aspect > 1.0 {
        st.x *= aspect;
    } else {
        st.y /= aspect;
    }
    st += 0.5;

    // Sample first, in uniform control flow, then decide what to show.
    let picture = textureSample(image, image_sampler, clamp(st, vec2f(0.0), vec2f(1.0))).rgb;
    let outside = any(st < vec2f(0.0)) || any(st > vec2f(1.0));

    // A light sweep that only moves while frames are being drawn: if the loop
    // stops, the sweep freezes where it was.
    let d = fract(0.25 * frame.time) * 1.6 - 0.3 - st.x + 0.3 * st.y;
    let sweep = exp(-40.0 * d * d);
    let shown = picture + 0.25 * sweep;

    let background = vec3f(0.06, 0.06, 0.08);
    return vec4f(select(shown, background, outside), 1.0);
}
