// A wrong attempt: what it draws is still kept with the device's objects, so a new
// device starts the picture over; the bar fills in 4 frames instead of 40, so it is
// full again soon after the recovery and hides the restart.
import code from "./06-page.wgsl";
import { followBox } from "./canvas-size.js";

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();

const FILL_FRAMES = 4; // the bar is full after this many frames drawn

// The retry policy: the first attempt at once, then waits of 50, 100, 200, 400 ms.
const BACKOFF_MS = 50;
const MAX_ATTEMPTS = 5;

let gpu = null; // the one place the current device and its objects are found
let frameId = 0;
// Attempts since the last frame drawn: a device lost at once counts as a failure too.
let failures = 0;

// The drawing buffer follows the canvas's box: canvas-size.js, as the lesson
// current-texture builds it. Each frame calls resize() before getCurrentTexture().
const resize = followBox(canvas);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ONE function makes everything that belongs to a device, the canvas's configuration
// included, so a new device gets all of it.
function build(device) {
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
  const state = { time: 0, drawn: 0 };
  return { device, pipeline, uniforms, bindGroup, state };
}

function frame() {
  const { device, pipeline, uniforms, bindGroup, state } = gpu;
  resize(device.limits.maxTextureDimension2D); // first: before getCurrentTexture()
  state.time += 1 / 60;
  state.drawn += 1;
  failures = 0;
  const progress = Math.min(1, state.drawn / FILL_FRAMES);
  device.queue.writeBuffer(uniforms, 0, new Float32Array([canvas.width, canvas.height, state.time, progress]));
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

function lost(info) {
  console.log("device lost:", info.reason);
  cancelAnimationFrame(frameId); // no drawing while there is no device
  gpu = null;
  // destroy() was the page's own decision; anything else gets a new device.
  if (info.reason !== "destroyed") start();
}

// Gets a device, waiting longer before each new attempt, and builds everything on it;
// after the last attempt it tells the user and stops.
async function start() {
  while (failures < MAX_ATTEMPTS) {
    if (failures > 0) await sleep(BACKOFF_MS * 2 ** (failures - 1));
    failures += 1;
    // A new adapter every time: an adapter makes one device.
    const adapter = await navigator.gpu.requestAdapter();
    if (!adapter) {
      console.log(`attempt ${failures}: no adapter yet`);
      continue;
    }
    const device = await adapter.requestDevice();
    // Installed at once: requestDevice() can answer with a device already lost, and
    // then this handler runs soon and starts over.
    device.lost.then(lost);
    gpu = build(device);
    frameId = requestAnimationFrame(frame);
    return;
  }
  const p = document.createElement("p");
  p.textContent = `The GPU did not come back after ${MAX_ATTEMPTS} attempts. Reload the page to try again.`;
  document.body.appendChild(p);
  console.log("gave up:", MAX_ATTEMPTS);
}

start();
