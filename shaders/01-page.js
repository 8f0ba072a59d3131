// The page: the host program that runs 01-page.wgsl, as a browser would run it.
// Edit it and the page runs again; console.log lines and errors appear in the
// problems panel, at their line and column.
import code from "./01-page.wgsl"; // the shader tab's text

const adapter = await navigator.gpu.requestAdapter();
if (!adapter) {
  throw new Error("WebGPU is not available here: requestAdapter() answered null");
}
// Timestamps measure the GPU's work when the device has them; the big limit lets the
// canvas grow up to 16384 px a side.
const device = await adapter.requestDevice({
  requiredFeatures: ["timestamp-query"],
  requiredLimits: { maxTextureDimension2D: 16384 },
});
console.log("timestamp-query:", device.features.has("timestamp-query"));
device.lost.then((info) => console.warn(`the page lost its device (${info.reason})`));

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
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
const bindGroup = device.createBindGroup({
  layout: pipeline.getBindGroupLayout(0),
  entries: [{ binding: 0, resource: { buffer: uniforms } }],
});

// The drawing buffer follows the canvas's box in device pixels, never above the
// device's limit.
new ResizeObserver(([entry]) => {
  const max = device.limits.maxTextureDimension2D;
  const size = entry.devicePixelContentBoxSize?.[0];
  const width = size ? size.inlineSize : entry.contentBoxSize[0].inlineSize * devicePixelRatio;
  const height = size ? size.blockSize : entry.contentBoxSize[0].blockSize * devicePixelRatio;
  canvas.width = Math.min(Math.round(width), max);
  canvas.height = Math.min(Math.round(height), max);
}).observe(canvas);

const start = performance.now();
function frame(now) {
  device.queue.writeBuffer(uniforms, 0, new Float32Array([canvas.width, canvas.height, (now - start) / 1000, 0]));
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
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
