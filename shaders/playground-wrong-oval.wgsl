// A wrong attempt at the playground exercise: the disc forgets the aspect ratio, so it
// comes out oval on a wide canvas.

struct Frame {
    resolution: vec2f,
    mouse: vec2f,
    time: f32,
    delta: f32,
    frame: u32,
    mouse_down: u32,
}
@group(0) @binding(0) var<uniform> frame: Frame;

@fragment
fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f {
    // The mistake: no correction by the aspect ratio.
    let p = uv - 0.5;

    let background = vec3f(0.05, 0.07, 0.16) + 0.1 * vec3f(uv, 0.5);
    let orange = vec3f(1.0, 0.5, 0.0);

    // Radius 0.2 of the canvas height, with a one-pixel soft edge.
    let edge = 1.0 / max(frame.resolution.y, 1.0);
    let inside = 1.0 - smoothstep(0.2 - edge, 0.2 + edge, length(p));
    return vec4f(mix(background, orange, inside), 1.0);
}
