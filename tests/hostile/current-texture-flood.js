// getCurrentTexture a hundred thousand times in one frame.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
const canvas = document.querySelector("canvas") ?? document.body.appendChild(document.createElement("canvas"));
const context = canvas.getContext("webgpu");
context.configure({ device, format: navigator.gpu.getPreferredCanvasFormat() });
let same = 0;
const first = context.getCurrentTexture();
for (let i = 0; i < 100000; i++) if (context.getCurrentTexture() === first) same++;
console.log(`same texture: ${same}`);
