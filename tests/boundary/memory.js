// Mapped buffers that the program fills and keeps, one more in each task: GPU memory,
// outside the engine's own memory limit.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter: apt-get install mesa-vulkan-drivers");
const device = await adapter.requestDevice();
const kept = [];
console.log("allocating");
function more() {
    const buffer = device.createBuffer({ size: 32 << 20, usage: GPUBufferUsage.COPY_SRC, mappedAtCreation: true });
    new Uint8Array(buffer.getMappedRange()).fill(kept.length + 1);
    kept.push(buffer);
    if (kept.length === 64) console.log("allocated 2 GiB");
    else setTimeout(more, 0);
}
more();
