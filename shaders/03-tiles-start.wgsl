// Lesson 03: a tiled blur in a compute shader. As it opens, it breaks three rules
// of the default limits; the lesson page says which, and the exercises check each.
//
// Compute scene: one @compute entry point writes `output` (binding 4). The
// sandbox dispatches enough workgroups to cover the canvas.

struct Frame {
    resolution: vec2f, // canvas size in physical pixels
    mouse: vec2f,      // pointer in canvas pixels, origin top left
    time: f32,         // seconds since the shader was built
    delta: f32,        // seconds since the previous frame
    frame: u32,        // frames since the shader was built
    mouse_down: u32,   // 1 while the primary button is held over the viewport
}
@group(0) @binding(0) var<uniform> frame: Frame;
@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;

// A color transform per tile position: 2000 matrices x 64 bytes = 128000 bytes.
// (The sandbox fills them with identity matrices.)
@group(0) @binding(5) var<uniform> transforms: array<mat4x4f, 2000>;

// Workgroup size, spelled out as literals.
const W: u32 = 32u;
const H: u32 = 32u;

// Shared memory of one workgroup, with room for a one-pixel border around a
// 32 x 32 tile: 34 x 34 entries x 16 bytes.
var<workgroup> tile: array<vec4f, 1156>;

fn pattern(p: vec2f) -> vec3f {
    let q = p / max(frame.resolution.y, 1.0);
    let wave = sin(10.0 * q.x + frame.time) + sin(13.0 * q.y - 0.7 * frame.time) + sin(8.0 * (q.x + q.y) + 0.5 * frame.time);
    return 0.5 + 0.5 * cos(vec3f(0.0, 2.1, 4.2) + 1.2 * wave);
}

@compute @workgroup_size(32, 32)
fn cs_main(
    @builtin(global_invocation_id) gid: vec3u,
    @builtin(local_invocation_id) lid: vec3u,
) {
    let size = textureDimensions(output);
    let i = lid.y * W + lid.x;

    // 1. Every invocation computes its own pixel and shares it with the workgroup.
    tile[i] = vec4f(pattern(vec2f(gid.xy)), 1.0);

    // 2. Wait until the whole tile is in shared memory. No early return may come
    //    before this line: every invocation of the workgroup has to reach it.
    workgroupBarrier();

    // 3. Read the neighbours from shared memory (clamped to this tile) and blur.
    let left = tile[lid.y * W + max(lid.x, 1u) - 1u];
    let right = tile[lid.y * W + min(lid.x + 1u, W - 1u)];
    let up = tile[(max(lid.y, 1u) - 1u) * W + lid.x];
    let down = tile[min(lid.y + 1u, H - 1u) * W + lid.x];
    var color = (tile[i] * 4.0 + left + right + up + down) / 8.0;
    color = transforms[(gid.x / 16u + gid.y) % 2000u] * color;

    // Darken the first row and column of each tile so the tile size is visible.
    if lid.x == 0u || lid.y == 0u {
        color = vec4f(color.rgb * 0.55, 1.0);
    }

    if gid.x < size.x && gid.y < size.y {
        textureStore(output, vec2i(gid.xy), color);
    }
}
