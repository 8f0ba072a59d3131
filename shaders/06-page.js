// The device-loss page: it draws moving bands and a bar that fills up. Press "Driver
// reset (simulated)" and see what becomes of it.
import code from "./06-page.wgsl";
import { followBox } from "./canvas-size.js";

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
const FILL_FRAMES = 40; // the bar is full after this many frames drawn

let device; // the device, for everyone who needs it

// The drawing buffer follows the canvas's box: canvas-size.js, as the lesson
// current-texture builds it. Each frame calls resize() before getCurrentTexture().
const resize = followBox(canvas);

const adapter = await navigator.gpu.requestAdapter();
device = await adapter.requestDevice();
device.lost.then((info) => {
  console.log("device lost:", info.reason);
});

context.configure({ device, format });
const module = device.createShaderModule({ label: "06-page.wgsl", code });
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

let time = 0;
let drawn = 0;
function frame() {
  resize(device.limits.maxTextureDimension2D); // first: before getCurrentTexture()
  time += 1 / 60;
  drawn += 1;
  const progress = Math.min(1, drawn / FILL_FRAMES);
  device.queue.writeBuffer(uniforms, 0, new Float32Array([canvas.width, canvas.height, time, progress]));
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
