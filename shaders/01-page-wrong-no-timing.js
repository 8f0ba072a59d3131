// A wrong attempt: the page no longer fails where timestamp-query is missing, because
// it never asks for it, not even where the adapter has it: the timing is gone too.
import code from "./01-page.wgsl";
import { followBox } from "./canvas-size.js";
import { pictureBlocks } from "./bc1-picture.js"; // the picture's BC1 bytes

// What the page cannot do without: its picture exists only as BC1 blocks.
const REQUIRED = ["texture-compression-bc"];
// What it uses where there is one: timestamps measure the GPU's work.
const OPTIONAL = ["timestamp-query"];

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();

async function makePicture(device) {
  const data = pictureBlocks();
  const texture = device.createTexture({
    label: "picture (BC1)",
    size: [8, 8],
    format: "bc1-rgba-unorm",
    usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST,
  });
  // Two blocks per row of blocks, 8 bytes each.
  device.queue.writeTexture({ texture }, data, { bytesPerRow: 16, rowsPerImage: 2 }, [8, 8]);
  return texture;
}

async function start() {
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) {
    throw new Error("WebGPU is not available here: requestAdapter() answered null");
  }
  const missing = REQUIRED.filter((f) => !adapter.features.has(f));
  if (missing.length > 0) {
    // An honest page, not a black one.
    const p = document.createElement("p");
    p.textContent = `This page needs ${missing.join(", ")}, which this GPU does not offer: its picture exists only in that format.`;
    document.body.appendChild(p);
    console.log("missing features:", missing.join(", "));
    return;
  }
  // Ask for the intersection of what is wanted and what there is, never more.
  const device = await adapter.requestDevice({
    label: "page device",
    requiredFeatures: REQUIRED, // the enhancements are never asked for
    requiredLimits: { maxTextureDimension2D: Math.min(16384, adapter.limits.maxTextureDimension2D) },
  });
  // From here on, device.features says what the page got.
  const timing = device.features.has("timestamp-query");
  console.log("timestamp-query:", timing);
  device.lost.then((info) => console.warn(`the page lost its device (${info.reason})`));

  context.configure({ device, format });
  console.log("preferred format:", format);

  const module = device.createShaderModule({ label: "01-page.wgsl", code });
  const pipeline = device.createRenderPipeline({
    label: "page pipeline",
    layout: "auto",
    vertex: { module },
    fragment: { module, targets: [{ format }] },
  });

  // resolution (2 floats), time (1 float), and padding to the struct's 16 bytes.
  const uniforms = device.createBuffer({
    label: "frame uniforms",
    size: 16,
    usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST,
  });
  const sampler = device.createSampler({ magFilter: "linear", minFilter: "linear" });
  const withPicture = (picture) => device.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: [
      { binding: 0, resource: { buffer: uniforms } },
      { binding: 1, resource: picture.createView() },
      { binding: 2, resource: sampler },
    ],
  });
  // Until the picture has loaded, the page draws with one plain texel.
  const placeholder = device.createTexture({
    label: "placeholder",
    size: [1, 1],
    format: "rgba8unorm",
    usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST,
  });
  device.queue.writeTexture({ texture: placeholder }, new Uint8Array([90, 110, 200, 255]), {}, [1, 1]);
  let bindGroup = withPicture(placeholder);
  makePicture(device).then((picture) => {
    bindGroup = withPicture(picture);
  });

  // Where the device has timestamps: the start and end of each frame's pass, in
  // nanoseconds, resolved into a buffer.
  const queries = timing ? device.createQuerySet({ type: "timestamp", count: 2 }) : null;
  const times = timing
    ? device.createBuffer({ size: 16, usage: GPUBufferUsage.QUERY_RESOLVE | GPUBufferUsage.COPY_SRC })
    : null;

  // The drawing buffer follows the canvas's box: canvas-size.js, as the lesson
  // current-texture builds it. Each frame calls resize() before getCurrentTexture().
  const resize = followBox(canvas);

  const begin = performance.now();
  function frame(now) {
    resize(device.limits.maxTextureDimension2D); // first: before getCurrentTexture()
    device.queue.writeBuffer(uniforms, 0, new Float32Array([canvas.width, canvas.height, (now - begin) / 1000, 0]));
    const encoder = device.createCommandEncoder({ label: "frame" });
    const pass = encoder.beginRenderPass({
      colorAttachments: [{
        view: context.getCurrentTexture().createView(),
        clearValue: [0, 0, 0, 1],
        loadOp: "clear",
        storeOp: "store",
      }],
      ...(timing && {
        timestampWrites: { querySet: queries, beginningOfPassWriteIndex: 0, endOfPassWriteIndex: 1 },
      }),
    });
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, bindGroup);
    pass.draw(3);
    pass.end();
    if (timing) encoder.resolveQuerySet(queries, 0, 2, times, 0);
    device.queue.submit([encoder.finish()]);
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
}

start();
