// The page replaces Error, then makes a GPU call that fails validation.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
globalThis.Error = function () { throw "no errors here"; };
globalThis.TypeError = function () { for (;;) {} };
console.log("replaced");
device.createBuffer({ size: 4, usage: 0 });
await device.queue.onSubmittedWorkDone();
console.log("still running");
