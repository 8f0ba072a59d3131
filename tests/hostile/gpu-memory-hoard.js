// Unmapped buffers of 256 MiB each, kept, until something says no; then destroyed.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
const kept = [];
device.addEventListener("uncapturederror", (e) => console.log(`uncaptured: ${e.error.constructor.name}`));
for (let i = 0; i < 64; i++) {
    kept.push(device.createBuffer({ size: 256 << 20, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_DST }));
    device.queue.writeBuffer(kept[i], 0, new Uint8Array(4));
}
await device.queue.onSubmittedWorkDone();
console.log(`kept: ${kept.length}`);
device.pushErrorScope("out-of-memory");
device.createBuffer({ size: 256 << 20, usage: GPUBufferUsage.STORAGE });
console.log(`one more: ${(await device.popErrorScope())?.constructor.name}`);
for (const b of kept) b.destroy();
device.pushErrorScope("out-of-memory");
device.createBuffer({ size: 256 << 20, usage: GPUBufferUsage.STORAGE });
console.log(`after destroy(): ${await device.popErrorScope()}`);
