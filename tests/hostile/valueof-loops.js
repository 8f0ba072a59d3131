// A number in a descriptor whose valueOf never returns.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
console.log("creating");
device.createBuffer({ size: { valueOf() { for (;;) {} } }, usage: GPUBufferUsage.COPY_DST });
