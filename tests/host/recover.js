// The device-loss chapter's architecture: state on the CPU, one function that
// creates everything, a handler that checks the reason, stops the loop, and starts
// again on a new adapter and device.
const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const state = { color: [0, 0.5, 1, 1], frames: 0, starts: 0 };
let gpu = null;

async function start() {
  const adapter = await navigator.gpu.requestAdapter();
  const device = await adapter.requestDevice();
  context.configure({ device, format: navigator.gpu.getPreferredCanvasFormat() });
  state.starts++;
  console.log(`= started ${state.starts}`);
  gpu = { device };
  device.lost.then((info) => {
    console.log(`= lost: ${info.reason}`);
    gpu = null;
    if (info.reason !== "destroyed") start();
  });
  requestAnimationFrame(frame);
}

function frame() {
  if (!gpu) return;
  state.frames++;
  const encoder = gpu.device.createCommandEncoder();
  encoder.beginRenderPass({ colorAttachments: [{ view: context.getCurrentTexture().createView(), clearValue: state.color, loadOp: "clear", storeOp: "store" }] }).end();
  gpu.device.queue.submit([encoder.finish()]);
  requestAnimationFrame(frame);
}

await start();
