// What mapAsync's rejections and a destroyed device's loss say: a browser's words, each
// its own (tests/host.rs compares the lines that start with "= ").
const device = await (await navigator.gpu.requestAdapter()).requestDevice();
device.onuncapturederror = (e) => {
  e.preventDefault();
  console.log(`= uncaptured: ${e.error.message.split("\n")[0]}`);
};
const rejected = async (what, p) => {
  try {
    await p;
    console.log(`= ${what}: resolved`);
  } catch (e) {
    console.log(`= ${what}: ${e.name}: ${e.message.split("\n")[0]}`);
  }
};
const copy = device.createBuffer({ label: "copy", size: 16, usage: GPUBufferUsage.COPY_DST });
await rejected("no MAP_READ", copy.mapAsync(GPUMapMode.READ));
const gone = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ });
const pending = gone.mapAsync(GPUMapMode.READ);
console.log(`= state: ${gone.mapState}`);
gone.destroy();
await rejected("destroyed while pending", pending);
const again = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ });
const waiting = again.mapAsync(GPUMapMode.READ);
again.unmap();
await rejected("unmapped while pending", waiting);
console.log(`= state: ${again.mapState}`);
device.pushErrorScope("validation");
device.createBuffer({ size: 4, usage: GPUBufferUsage.MAP_READ }).unmap();
const error = await device.popErrorScope();
console.log(`= unmap of an unmapped buffer: ${error ? error.message : "no error"}`);
await rejected("mapped after all", again.mapAsync(GPUMapMode.READ));
// Destroying the device unmaps its buffers: a map still pending is rejected, and a
// map asked for afterwards is too, with no validation error.
const last = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ });
const atDestroy = last.mapAsync(GPUMapMode.READ);
device.destroy();
await rejected("pending at the device's destroy()", atDestroy);
const late = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ });
await rejected("after the device's destroy()", late.mapAsync(GPUMapMode.READ));
const info = await device.lost;
console.log(`= lost: ${info.reason}: ${info.message}`);
