// The features lesson's picture, 8×8 texels, as BC1 blocks: its pages import it, so
// the bit packing is out of the way of what the lesson is about (which device asks
// for the feature, and which device the texture belongs to). Read it if you are
// curious about block compression; nothing in the lesson needs it.
//
// Four BC1 blocks of 8 bytes, each 4×4 texels: two RGB565 colors and sixteen 2-bit
// indices. Every block runs from one color to another. Upload them with
// `writeTexture(..., { bytesPerRow: 16, rowsPerImage: 2 }, [8, 8])`: two blocks per
// row of blocks, 8 bytes each.

function bc1Block(c0, c1, indices) {
  const b = new Uint8Array(8);
  const v = new DataView(b.buffer);
  v.setUint16(0, c0, true);
  v.setUint16(2, c1, true);
  v.setUint32(4, indices, true);
  return b;
}

// The picture's 32 bytes.
export function pictureBlocks() {
  // Indices by column 0, 2, 3, 1 run from color0 to color1 across each block (color0
  // is the larger number: the four-color mode, with no transparent index).
  const ramp = 0b01_11_10_00_01_11_10_00_01_11_10_00_01_11_10_00;
  const blocks = [
    bc1Block(0xf800, 0x001f, ramp), // red to blue
    bc1Block(0xffe0, 0x07e0, ramp), // yellow to green
    bc1Block(0xf81f, 0x07ff, ramp), // magenta to cyan
    bc1Block(0xfd20, 0x0010, ramp), // orange to navy
  ];
  const data = new Uint8Array(32);
  blocks.forEach((b, i) => data.set(b, i * 8));
  return data;
}
