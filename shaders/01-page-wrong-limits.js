// A wrong attempt: the limit is compared the wrong way round.
import code from "./01-page.wgsl";

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
let maxSide = 8192; // the device's maxTextureDimension2D, once there is a device
let frameId = 0;

// The drawing buffer follows the canvas's box in device pixels: at least 1 px, at most
// the device's limit on each side.
new ResizeObserver(([entry]) => {
  const size = entry.devicePixelContentBoxSize?.[0];
  const width = size ? size.inlineSize : entry.contentBoxSize[0].inlineSize * devicePixelRatio;
  const height = size ? size.blockSize : entry.contentBoxSize[0].blockSize * devicePixelRatio;
  canvas.width = Math.max(1, Math.min(Math.round(width), maxSide));
  canvas.height = Math.max(1, Math.min(Math.round(height), maxSide));
}).observe(canvas);

// Everything that belongs to a device is made here, so a new device gets all of it.
async function start() {
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) {
    throw new Error("WebGPU is not available here: requestAdapter() answered null");
  }
  // Ask for what is wanted and available, never more.
  const requiredFeatures = ["timestamp-query"].filter((f) => adapter.features.has(f));
  const requiredLimits = {
    maxTextureDimension2D: Math.max(16384, adapter.limits.maxTextureDimension2D),
  };
  const device = await adapter.requestDevice({ requiredFeatures, requiredLimits });
  console.log("timestamp-query:", device.features.has("timestamp-query"));
  maxSide = device.limits.maxTextureDimension2D;
  device.lost.then((info) => {
    console.warn(`the page lost its device (${info.reason})`);
    cancelAnimationFrame(frameId);
    // destroy() was the page's own decision; anything else gets a new device.
    if (info.reason !== "destroyed") setTimeout(start, 250);
  });

  context.configure({ device, format });
  console.log("preferred format:", format);
  const module = device.createShaderModule({ label: "01-page.wgsl", code });
  const pipeline = device.createRenderPipeline({
    label: "page pipeline",
    layout: "auto",
    vertex: { module },
    fragment: { module, targets: [{ format }] },
  });
  const uniforms = device.createBuffer({
    label: "frame uniforms",
    size: 16,
    usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST,
  });
  const bindGroup = device.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: [{ binding: 0, resource: { buffer: uniforms } }],
  });

  const begin = performance.now();
  function frame(now) {
    device.queue.writeBuffer(uniforms, 0, new Float32Array([canvas.width, canvas.height, (now - begin) / 1000, 0]));
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
    pass.setBindGroup(0, bindGroup);
    pass.draw(3);
    pass.end();
    device.queue.submit([encoder.finish()]);
    frameId = requestAnimationFrame(frame);
  }
  frameId = requestAnimationFrame(frame);
}

start();
