// Lesson 06: the queue. The sandbox draws this shader twice per frame, the left half
// with `frame.pass_index` 0 and the right half with 1 (knob `queue_writes`), after a
// clear that has its own command buffer. The bottom strip shows the lesson picture,
// uploaded with `write_texture`.

struct Frame {
    resolution: vec2f, // canvas size in physical pixels
    mouse: vec2f,      // pointer in canvas pixels, origin top left
    time: f32,         // seconds since the shader was built
    delta: f32,        // seconds since the previous frame
    frame: u32,        // frames since the shader was built
    mouse_down: u32,   // 1 while the primary button is held over the viewport
    pass_index: u32,   // which draw of the frame this is: 0 (left) or 1 (right)
}
@group(0) @binding(0) var<uniform> frame: Frame;
@group(0) @binding(1) var image: texture_2d<f32>;
@group(0) @binding(2) var image_sampler: sampler;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    // Bottom strip: the picture, stretched across. Sampled before the branch, in
    // uniform control flow, as textureSample requires.
    let picture = textureSample(image, image_sampler, vec2f(uv.x, (uv.y - 0.7) / 0.3)).rgb;
    if uv.y > 0.7 {
        return vec4f(picture, 1.0);
    }
    // Top: orange for draw 0, blue for draw 1, with a gentle pulse.
    let pulse = 0.9 + 0.1 * sin(frame.time * 2.0);
    var color = vec3f(0.95, 0.55, 0.15);
    if frame.pass_index == 1u {
        color = vec3f(0.15, 0.45, 0.95);
    }
    return vec4f(color * select(1.0, pulse, uv.y < 0.1), 1.0);
}
