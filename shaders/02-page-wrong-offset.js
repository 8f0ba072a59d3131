// A wrong attempt: one buffer for both tiles, a range each, packed 16 bytes apart.
import code from "./02-page.wgsl";
import { followBox } from "./canvas-size.js";

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
let frameId = 0;

// The drawing buffer follows the canvas's box: canvas-size.js, as the lesson
// current-texture builds it. Each frame calls resize() before getCurrentTexture().
const resize = followBox(canvas);

// The theme: one color per tile (orange on the left, blue on the right).
const theme = new Float32Array([0.95, 0.55, 0.15, 1, 0.15, 0.45, 0.95, 1]);
// The strip's texture: 3 texels wide, 2 high, 4 bytes per texel (rgba8unorm).
const swatchWidth = 3;
const swatchHeight = 2;
const swatchBytes = new Uint8Array([
  230, 57, 70, 255,   241, 250, 238, 255,   69, 123, 157, 255,
  29, 53, 87, 255,    255, 183, 3, 255,     42, 157, 143, 255,
]);

async function start() {
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) {
    throw new Error("WebGPU is not available here: requestAdapter() answered null");
  }
  const device = await adapter.requestDevice();
  device.lost.then((info) => {
    console.warn(`the page lost its device (${info.reason})`);
    cancelAnimationFrame(frameId);
    if (info.reason !== "destroyed") setTimeout(start, 250);
  });

  context.configure({ device, format });
  console.log("preferred format:", format);
  const module = device.createShaderModule({ label: "02-page.wgsl", code });
  const pipeline = device.createRenderPipeline({
    label: "page pipeline",
    layout: "auto",
    vertex: { module },
    fragment: { module, targets: [{ format }] },
  });

  const themeBuffer = device.createBuffer({
    label: "theme",
    size: theme.byteLength,
    usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST,
  });
  const swatches = device.createTexture({
    label: "swatches",
    size: [swatchWidth, swatchHeight],
    format: "rgba8unorm",
    usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST,
  });
  // The upload reports its own errors, in the console.
  device.pushErrorScope("validation");
  device.queue.writeTexture(
    { texture: swatches },
    swatchBytes,
    { bytesPerRow: swatchWidth * 4 }, // bytes: 4 per rgba8unorm texel
    [swatchWidth, swatchHeight],
  );
  device.popErrorScope().then((error) => {
    if (error) console.warn("the swatches upload failed:", error.message);
  });

  // One buffer for both tiles: tile 0 at byte 0, tile 1 at byte 16, each bind group
  // seeing its own 16-byte range.
  const tileBuffer = device.createBuffer({
    label: "tiles",
    size: 32,
    usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST,
  });
  const tiles = [0, 1].map((index) => {
    const offset = index * 16;
    const bindGroup = device.createBindGroup({
      layout: pipeline.getBindGroupLayout(0),
      entries: [
        { binding: 0, resource: { buffer: themeBuffer } },
        { binding: 1, resource: { buffer: tileBuffer, offset, size: 16 } },
        { binding: 2, resource: swatches.createView() },
      ],
    });
    return { index, offset, bindGroup };
  });

  function frame() {
    resize(device.limits.maxTextureDimension2D); // first: before getCurrentTexture()
    // Every write of this frame comes before the submit that draws with it.
    device.queue.writeBuffer(themeBuffer, 0, theme);
    for (const t of tiles) device.queue.writeBuffer(tileBuffer, t.offset, new Uint32Array([t.index, 0, 0, 0]));

    const encoder = device.createCommandEncoder({ label: "frame" });
    const pass = encoder.beginRenderPass({
      colorAttachments: [{
        view: context.getCurrentTexture().createView(),
        clearValue: [0, 0, 0, 1],
        loadOp: "clear",
        storeOp: "store",
      }],
    });
    pass.setPipeline(pipeline);
    const half = Math.floor(canvas.width / 2);
    for (const t of tiles) {
      const x = t.index * half;
      pass.setScissorRect(x, 0, t.index === 0 ? half : canvas.width - half, canvas.height);
      pass.setBindGroup(0, t.bindGroup);
      pass.draw(3);
    }
    pass.end();
    device.queue.submit([encoder.finish()]);
    frameId = requestAnimationFrame(frame);
  }
  frameId = requestAnimationFrame(frame);
}

start();
