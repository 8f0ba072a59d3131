// A GPU error no scope catches: the run ends with it, said at its call's place, with
// the calls it was made in on the lines after it, all on stderr.
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
device.createBuffer({ label: "both-maps", size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.MAP_WRITE });
console.log("after");
