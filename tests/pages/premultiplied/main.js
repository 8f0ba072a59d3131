// A 2d canvas's translucent pixels copied into textures, premultiplied and not, from
// the canvas itself and from an ImageBitmap of it: the bytes each texture holds.
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();

const source = document.createElement("canvas");
source.width = 4;
source.height = 1;
const ctx = source.getContext("2d");
ctx.fillStyle = "rgba(255, 0, 0, 1)";
ctx.fillRect(0, 0, 1, 1);
ctx.fillStyle = "rgba(255, 128, 0, 0.5)";
ctx.fillRect(1, 0, 1, 1);
ctx.fillStyle = "rgba(0, 0, 255, 0.25)";
ctx.fillRect(2, 0, 1, 1);
// The fourth stays transparent black.

async function bytesOf(from, premultipliedAlpha) {
  const texture = device.createTexture({
    format: "rgba8unorm",
    size: [4, 1],
    usage: GPUTextureUsage.COPY_DST | GPUTextureUsage.COPY_SRC | GPUTextureUsage.RENDER_ATTACHMENT,
  });
  device.queue.copyExternalImageToTexture({ source: from }, { texture, premultipliedAlpha }, [4, 1]);
  const buffer = device.createBuffer({ size: 256, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
  const encoder = device.createCommandEncoder();
  encoder.copyTextureToBuffer({ texture }, { buffer, bytesPerRow: 256 }, [4, 1]);
  device.queue.submit([encoder.finish()]);
  await buffer.mapAsync(GPUMapMode.READ);
  const bytes = [...new Uint8Array(buffer.getMappedRange(), 0, 16)];
  buffer.unmap();
  // Within 2 of each other on either side (the canvas keeps its pixels premultiplied).
  return bytes.map((b) => Math.round(b / 4) * 4).join(" ");
}

console.log("canvas, unpremultiplied:", await bytesOf(source, false));
console.log("canvas, premultiplied:", await bytesOf(source, true));
const bitmap = await createImageBitmap(source);
console.log("bitmap, unpremultiplied:", await bytesOf(bitmap, false));
console.log("bitmap, premultiplied:", await bytesOf(bitmap, true));
console.log("done");
