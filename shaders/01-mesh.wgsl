// Lesson 01: a lit, rotating solid drawn with a depth buffer.
//
// Mesh scene: one @vertex and one @fragment entry point. The solid's geometry
// lives in CPU-side arrays; the depth buffer is one of the size-dependent
// targets that must be rebuilt whenever the canvas changes size.

struct Frame {
    resolution: vec2f, // canvas size in physical pixels
    mouse: vec2f,      // pointer in canvas pixels, origin top left
    time: f32,         // seconds since the shader was built
    delta: f32,        // seconds since the previous frame
    frame: u32,        // frames since the shader was built
    mouse_down: u32,   // 1 while the primary button is held over the viewport
}
@group(0) @binding(0) var<uniform> frame: Frame;

struct Camera {
    view_proj: mat4x4f, // clip from world
    model: mat4x4f,     // world from object (rotates with time)
}
@group(0) @binding(3) var<uniform> camera: Camera;

struct VertexIn {
    @location(0) position: vec3f,
    @location(1) normal: vec3f,
}

struct VertexOut {
    @builtin(position) clip: vec4f,
    @location(0) normal: vec3f,
    @location(1) local: vec3f,
}

@vertex
fn vs_main(v: VertexIn) -> VertexOut {
    var out: VertexOut;
    let world = camera.model * vec4f(v.position, 1.0);
    out.clip = camera.view_proj * world;
    // The model matrix only rotates, so it can turn normals as well.
    out.normal = (camera.model * vec4f(v.normal, 0.0)).xyz;
    out.local = v.position;
    return out;
}

@fragment
fn fs_main(in: VertexOut) -> @location(0) vec4f {
    let n = normalize(in.normal);
    let light = normalize(vec3f(0.4, 0.8, 0.6));
    let diffuse = max(dot(n, light), 0.0);

    // Color by the object-space direction, so each face keeps its tint while it turns.
    let base = 0.55 + 0.45 * normalize(in.local + vec3f(1e-4));
    var color = base * (0.18 + 0.82 * diffuse);

    // Faint diagonal hatching every 8 physical pixels. In the fragment stage
    // @builtin(position) holds the pixel's canvas coordinates, so the spacing is
    // measured in canvas pixels and gets finer on screen when the DPR goes up.
    let stripe = fract((in.clip.x + in.clip.y) / 8.0);
    color *= select(1.0, 0.88, stripe < 0.25);

    return vec4f(color, 1.0);
}
