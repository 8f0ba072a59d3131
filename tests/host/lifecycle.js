// The canvas's and the device's rules, printed for comparison with a browser.
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
try {
  context.getCurrentTexture();
} catch (e) {
  console.log("= before configure:", e.name);
}
try {
  context.configure({ device, format: "rgba8unorm-srgb" });
} catch (e) {
  console.log("= an -srgb canvas format:", e.name);
}
context.configure({ device, format });
const a = context.getCurrentTexture();
console.log("= same texture within a task:", a === context.getCurrentTexture());
console.log("= texture size:", a.width, a.height, a.format === format);
canvas.width = 32;
const b = context.getCurrentTexture();
console.log("= a new texture after a resize:", a !== b, b.width, b.height);
const features = adapter.features;
console.log("= features is a set:", typeof features.has, features.has("not-a-feature"));
console.log("= config format:", context.getConfiguration().format === format, context.getConfiguration().alphaMode);

let kept = null;
let frames = 0;
function frame() {
  frames++;
  const texture = context.getCurrentTexture();
  if (frames === 1) kept = texture;
  if (frames === 2) {
    console.log("= kept texture is another one:", kept !== texture);
    device.pushErrorScope("validation");
    const encoder = device.createCommandEncoder({ label: "uses the kept texture" });
    const pass = encoder.beginRenderPass({ colorAttachments: [{ view: kept.createView(), loadOp: "clear", storeOp: "store" }] });
    pass.end();
    device.queue.submit([encoder.finish()]);
    device.popErrorScope().then((e) => {
      console.log("= the kept texture is an error:", e instanceof GPUValidationError);
      device.destroy();
    });
    return;
  }
  const encoder = device.createCommandEncoder();
  encoder.beginRenderPass({ colorAttachments: [{ view: texture.createView(), clearValue: [0, 1, 0, 1], loadOp: "clear", storeOp: "store" }] }).end();
  device.queue.submit([encoder.finish()]);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
device.lost.then((info) => console.log("= lost:", info.reason, info instanceof GPUDeviceLostInfo));
new ResizeObserver((entries) => {
  const e = entries[0];
  console.log("= observed:", e.target === canvas, e.contentBoxSize[0].inlineSize, e.devicePixelContentBoxSize[0].inlineSize);
}).observe(canvas);
