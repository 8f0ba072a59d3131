// A descriptor's getter destroys the device while the binding converts it.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
device.pushErrorScope("validation");
device.createBuffer({ get size() { device.destroy(); return 16; }, usage: GPUBufferUsage.COPY_DST });
console.log(`scope: ${await device.popErrorScope()}`);
const lost = await device.lost;
console.log(`lost: ${lost.reason}`);
