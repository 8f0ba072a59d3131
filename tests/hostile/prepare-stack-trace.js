// Error.prepareStackTrace makes a GPU call from inside the error report.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
Error.prepareStackTrace = () => { device.createBuffer({ size: 4, usage: 0 }); return "hooked"; };
Error.captureStackTrace = () => { for (;;) {} };
console.log("hooked");
device.createTexture({ size: [0, 0], format: "rgba8unorm", usage: 0 });
await device.queue.onSubmittedWorkDone();
console.log("still running");
