// A mapAsync continuation that never returns.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
const buffer = device.createBuffer({ size: 4, usage: GPUBufferUsage.MAP_READ });
await buffer.mapAsync(GPUMapMode.READ);
console.log("mapped");
for (;;) {}
