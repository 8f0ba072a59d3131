// A canvas of 100000 x 100000 pixels.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
const canvas = document.querySelector("canvas") ?? document.body.appendChild(document.createElement("canvas"));
canvas.width = 100000;
canvas.height = 100000;
const context = canvas.getContext("webgpu");
context.configure({ device, format: navigator.gpu.getPreferredCanvasFormat() });
device.pushErrorScope("validation");
const texture = context.getCurrentTexture();
const error = await device.popErrorScope();
console.log(`texture: ${texture.width}x${texture.height}, ${error ? "an error" : "no error"}`);
