// writeTexture with a bytesPerRow far past the data.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
const texture = device.createTexture({ size: [4, 4], format: "rgba8unorm", usage: GPUTextureUsage.COPY_DST });
device.pushErrorScope("validation");
try {
    device.queue.writeTexture({ texture }, new Uint8Array(64), { bytesPerRow: 0xffffff00, rowsPerImage: 0xffffff00 }, [4, 4, 4]);
} catch (e) {
    console.log(`caught: ${e.constructor.name}: ${e.message}`);
}
const error = await device.popErrorScope();
console.log(`scope: ${error?.constructor.name}`);
