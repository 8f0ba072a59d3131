// Lesson 05: the picture, with a slow scanning band.
//
// Nothing here needs an optional feature: this lesson asks for timestamp-query
// only as an enhancement (GPU timing). Without it the page still draws, and
// timing falls back to an approximate CPU measurement.

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
    // Cover the canvas with the picture, cropping the longer side.
    let aspect = frame.resolution.x / max(frame.resolution.y, 1.0);
    var st = uv - 0.5;
    if aspect > 1.0 {
        st.y /= aspect;
    } else {
        st.x *= aspect;
    }
    st += 0.5;

    let color = textureSample(image, image_sampler, st).rgb;

    // A band moves down the image; above it the picture is shown in gray.
    let band = fract(0.1 * frame.time);
    let gray = vec3f(dot(color, vec3f(0.2126, 0.7152, 0.0722)));
    let shown = select(color, gray, st.y < band);
    let line = 1.0 - smoothstep(0.0, 0.004, abs(st.y - band));
    return vec4f(mix(shown, vec3f(1.0, 0.8, 0.3), line), 1.0);
}
