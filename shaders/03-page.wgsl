// The page's shader: 03-page.js (the tab beside this one) imports this text.
//
// Two passes share this module. `blur` (compute) draws a pattern into `picture_out`
// tile by tile: each workgroup keeps its TILE x TILE tile and a one-pixel border in
// workgroup memory and blurs it. `vs`/`fs` (render) show that picture on the canvas.

struct Params {
    resolution: vec2f, // the canvas's drawing buffer in pixels
    time: f32,         // seconds since the page started
    pad: f32,
}
// One uniform buffer, one slot per pass, chosen by a dynamic offset.
@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(4) var picture_out: texture_storage_2d<rgba8unorm, write>; // compute
@group(0) @binding(1) var picture: texture_2d<f32>;                           // render

// Film grain: one value per entry of a 2048 x 2048 table, made once when the page
// starts by `fill` (compute) and read by `fs` (render).
const GRAIN_SIDE: u32 = 2048u;
@group(0) @binding(5) var<storage, read> grain: array<f32>;           // render
@group(0) @binding(6) var<storage, read_write> grain_out: array<f32>; // compute (fill)

// The tile's side.
const TILE: u32 = 32u;

// The tile and its one-pixel border: 34 x 34 entries of 16 bytes, 18,496 bytes.
var<workgroup> tile: array<vec4f, 1156>;

fn pattern(p: vec2f) -> vec3f {
    let q = p / max(params.resolution.y, 1.0);
    let wave = sin(10.0 * q.x + params.time) + sin(13.0 * q.y - 0.7 * params.time) + sin(8.0 * (q.x + q.y) + 0.5 * params.time);
    return 0.5 + 0.5 * cos(vec3f(0.0, 2.1, 4.2) + 1.2 * wave);
}

// Loads entry k of the tile (with its border) whose top left corner is `corner`.
fn load(k: u32, corner: vec2i, side: u32) {
    if k < side * side {
        let p = corner + vec2i(i32(k % side), i32(k / side));
        tile[k] = vec4f(pattern(vec2f(p) + 0.5), 1.0);
    }
}

@compute @workgroup_size(32, 32)
fn blur(@builtin(workgroup_id) wid: vec3u, @builtin(local_invocation_id) lid: vec3u) {
    let side = TILE + 2u;
    let corner = vec2i(wid.xy * TILE) - vec2i(1, 1);
    // 1. The workgroup loads its tile and the border around it: (TILE + 2)^2 entries
    //    shared among TILE^2 invocations, two each at most (for TILE of 5 or more).
    let first = lid.y * TILE + lid.x;
    load(first, corner, side);
    load(first + TILE * TILE, corner, side);
    // 2. Wait for the whole tile.
    workgroupBarrier();
    // 3. Blur with the four neighbours, read from workgroup memory.
    let at = (lid.y + 1u) * side + lid.x + 1u;
    var color = (4.0 * tile[at] + tile[at - 1u] + tile[at + 1u] + tile[at - side] + tile[at + side]) / 8.0;
    // A darker first row and column show the tile's size on screen.
    if lid.x == 0u || lid.y == 0u {
        color = vec4f(color.rgb * 0.55, 1.0);
    }
    let pixel = wid.xy * TILE + lid.xy;
    let size = textureDimensions(picture_out);
    if pixel.x < size.x && pixel.y < size.y {
        textureStore(picture_out, vec2i(pixel), color);
    }
}

// One invocation per entry of the grain table, in workgroups of 64.
@compute @workgroup_size(64)
fn fill(
    @builtin(workgroup_id) wid: vec3u,
    @builtin(num_workgroups) groups: vec3u,
    @builtin(local_invocation_index) lid: u32,
) {
    let i = wid.x * 64u + lid;
    if i >= arrayLength(&grain_out) {
        return; // the last groups can go past the end of the table
    }
    // A cheap integer hash of i, to 0..1.
    var h = i * 747796405u + 2891336453u;
    h = ((h >> ((h >> 28u) + 4u)) ^ h) * 277803737u;
    grain_out[i] = f32((h >> 22u) ^ h) / 4294967295.0;
}

@vertex
fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
    // One triangle larger than the screen: (-1,-1), (3,-1), (-1,3).
    let p = vec2f(f32((i << 1u) & 2u), f32(i & 2u));
    return vec4f(p * 2.0 - 1.0, 0.0, 1.0);
}

@fragment
fn fs(@builtin(position) pos: vec4f) -> @location(0) vec4f {
    let p = vec2u(pos.xy) % GRAIN_SIDE;
    let g = grain[p.y * GRAIN_SIDE + p.x];
    let color = textureLoad(picture, vec2i(pos.xy), 0).rgb * (0.85 + 0.3 * g);
    let d = pos.xy / max(params.resolution, vec2f(1.0)) - 0.5;
    return vec4f(color * (1.0 - 0.6 * dot(d, d)), 1.0);
}
