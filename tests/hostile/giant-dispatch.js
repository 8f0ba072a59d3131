// dispatchWorkgroups(65535, 65535): valid, and four billion invocations of an atomic add,
// more than a software GPU finishes; the program waits for it, as a page reading back
// its result would.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
const module = device.createShaderModule({
    code: "@group(0) @binding(0) var<storage, read_write> n: atomic<u32>;\n@compute @workgroup_size(1) fn main() { atomicAdd(&n, 1u); }",
});
const pipeline = device.createComputePipeline({ layout: "auto", compute: { module } });
const buffer = device.createBuffer({ size: 4, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC });
const read = device.createBuffer({ size: 4, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
const bind = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer } }] });
const encoder = device.createCommandEncoder();
const pass = encoder.beginComputePass();
pass.setPipeline(pipeline);
pass.setBindGroup(0, bind);
pass.dispatchWorkgroups(65535, 65535);
pass.end();
encoder.copyBufferToBuffer(buffer, 0, read, 0, 4);
console.log("submitting");
device.queue.submit([encoder.finish()]);
await read.mapAsync(GPUMapMode.READ);
console.log(`counted: ${new Uint32Array(read.getMappedRange())[0]}`);
