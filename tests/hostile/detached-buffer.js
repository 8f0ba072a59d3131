// A typed array over a mapped range, used after unmap detached it.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
const buffer = device.createBuffer({ size: 16, usage: GPUBufferUsage.COPY_SRC, mappedAtCreation: true });
const view = new Float32Array(buffer.getMappedRange());
buffer.unmap();
console.log(`length after unmap: ${view.length}`);
const target = device.createBuffer({ size: 16, usage: GPUBufferUsage.COPY_DST });
try {
    device.queue.writeBuffer(target, 0, view);
    console.log("written");
} catch (e) {
    console.log(`caught: ${e.constructor.name}: ${e.message}`);
}
