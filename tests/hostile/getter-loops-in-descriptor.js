// A descriptor whose getter never returns, read by the binding.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
console.log("creating");
device.createBuffer({ get size() { for (;;) {} }, usage: GPUBufferUsage.COPY_DST });
