// A 16 MiB label on a buffer, and an error that repeats it.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
const label = "L".repeat(16 << 20);
device.pushErrorScope("validation");
device.createBuffer({ label, size: 4, usage: 0 });
const error = await device.popErrorScope();
console.log(`message length: ${error?.message.length}`);
