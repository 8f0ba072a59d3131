// The page's shader: 02-page.js (the tab beside this one) draws it twice per frame,
// once per tile (the left and the right half of the top), each draw clipped to its
// half with a scissor rectangle. The bottom strip shows a small texture the program
// uploads with writeTexture.

struct Theme {
    colors: array<vec4f, 2>, // the tiles' colors: 0 left (orange), 1 right (blue)
}
struct Tile {
    index: u32, // which color of the theme this draw uses
}
@group(0) @binding(0) var<uniform> theme: Theme;
@group(0) @binding(1) var<uniform> tile: Tile;
@group(0) @binding(2) var swatches: texture_2d<f32>; // 3x2 texels, rgba8unorm

struct Varyings {
    @builtin(position) position: vec4f,
    @location(0) uv: vec2f, // 0..1 across the canvas, origin top left
}

@vertex
fn vs(@builtin(vertex_index) i: u32) -> Varyings {
    // One triangle larger than the screen: (-1,-1), (3,-1), (-1,3).
    let p = vec2f(f32((i << 1u) & 2u), f32(i & 2u));
    var out: Varyings;
    out.position = vec4f(p * 2.0 - 1.0, 0.0, 1.0);
    out.uv = vec2f(p.x, 1.0 - p.y);
    return out;
}

@fragment
fn fs(in: Varyings) -> @location(0) vec4f {
    // Bottom strip (the lower 30%): the texture, one block per texel.
    if in.uv.y > 0.7 {
        let size = textureDimensions(swatches);
        let at = vec2f(in.uv.x, (in.uv.y - 0.7) / 0.3) * vec2f(size);
        let texel = min(vec2u(at), size - 1u);
        return vec4f(textureLoad(swatches, texel, 0).rgb, 1.0);
    }
    // Top: the tile's color, darker at the top, lighter toward the strip.
    let shade = 0.75 + 0.25 * in.uv.y / 0.7;
    return vec4f(theme.colors[tile.index].rgb * shade, 1.0);
}
