// A mapped buffer of a terabyte.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
try {
    const buffer = device.createBuffer({ size: 2 ** 40, usage: GPUBufferUsage.COPY_SRC, mappedAtCreation: true });
    console.log(`created: ${buffer.size}`);
} catch (e) {
    console.log(`caught: ${e.constructor.name}: ${e.message}`);
}
