// A GPU promise the program leaves unhandled is reported as uncaught, as a browser
// reports it, although the page's world waits for it too.
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const buffer = device.createBuffer({ size: 16, usage: GPUBufferUsage.COPY_DST });
buffer.mapAsync(GPUMapMode.READ);
