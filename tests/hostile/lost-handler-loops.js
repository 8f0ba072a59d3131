// device.lost's handler never returns.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
device.lost.then(() => { console.log("lost"); for (;;) {} });
device.destroy();
