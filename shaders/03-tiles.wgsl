// Lesson 03: a compute shader whose workgroup size follows the granted limits.
//
// Compute scene: one @compute entry point writes `output` (binding 4). The
// sandbox dispatches enough TILE x TILE workgroups to cover the canvas and sets
// the TILE override from the granted limits: 32 when the device allows
// 32 x 32 = 1024 invocations per workgroup (maxComputeInvocationsPerWorkgroup
// and maxComputeWorkgroupSizeX/Y of at least 1024 and 32), else 16.

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
@group(0) @binding(5) var<storage, read> transforms: array<mat4x4f, 2000>;

// Pipeline-overridable constant: 16 unless the sandbox sets it.
override TILE: u32 = 16;

// Shared memory of one workgroup, sized by TILE as well: TILE x TILE entries
// x 16 bytes, 4096 bytes at 16 and 16384 bytes at 32 (the default
// maxComputeWorkgroupStorageSize).
var<workgroup> tile: array<vec4f, TILE * TILE>;

fn pattern(p: vec2f) -> vec3f {
    let q = p / max(frame.resolution.y, 1.0);
    let wave = sin(10.0 * q.x + frame.time) + sin(13.0 * q.y - 0.7 * frame.time) + sin(8.0 * (q.x + q.y) + 0.5 * frame.time);
    return 0.5 + 0.5 * cos(vec3f(0.0, 2.1, 4.2) + 1.2 * wave);
}

@compute @workgroup_size(TILE, TILE)
fn cs_main(
    @builtin(global_invocation_id) gid: vec3u,
    @builtin(local_invocation_id) lid: vec3u,
) {
    let size = textureDimensions(output);
    let i = lid.y * TILE + lid.x;

    // 1. Every invocation computes its own pixel and shares it with the workgroup.
    tile[i] = vec4f(pattern(vec2f(gid.xy)), 1.0);

    // 2. Wait until the whole tile is in shared memory. No early return may come
    //    before this line: every invocation of the workgroup has to reach it.
    workgroupBarrier();

    // 3. Read the neighbours from shared memory (clamped to this tile) and blur.
    let left = tile[lid.y * TILE + max(lid.x, 1u) - 1u];
    let right = tile[lid.y * TILE + min(lid.x + 1u, TILE - 1u)];
    let up = tile[(max(lid.y, 1u) - 1u) * TILE + lid.x];
    let down = tile[min(lid.y + 1u, TILE - 1u) * TILE + lid.x];
    var color = (tile[i] * 4.0 + left + right + up + down) / 8.0;
    color = transforms[(gid.x / 16u + gid.y) % 2000u] * color;

    // Darken the first row and column of each tile so the TILE size is visible.
    if lid.x == 0u || lid.y == 0u {
        color = vec4f(color.rgb * 0.55, 1.0);
    }

    if gid.x < size.x && gid.y < size.y {
        textureStore(output, vec2i(gid.xy), color);
    }
}
