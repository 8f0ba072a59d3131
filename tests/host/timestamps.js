// Optional features as tutorials use them: timestamp-query when the adapter has it,
// timestampWrites on a pass, resolveQuerySet, BigInt64Array.
const adapter = await navigator.gpu.requestAdapter();
const has = adapter.features.has("timestamp-query");
console.log("has timestamp-query", has);
const device = await adapter.requestDevice({ requiredFeatures: has ? ["timestamp-query"] : [] });
const qs = device.createQuerySet({ type: "timestamp", count: 2 });
const resolve = device.createBuffer({ size: 16, usage: GPUBufferUsage.QUERY_RESOLVE | GPUBufferUsage.COPY_SRC });
const read = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
const module = device.createShaderModule({ code: "@compute @workgroup_size(1) fn main() {}" });
const pipeline = device.createComputePipeline({ layout: "auto", compute: { module } });
const enc = device.createCommandEncoder();
const pass = enc.beginComputePass({ timestampWrites: { querySet: qs, beginningOfPassWriteIndex: 0, endOfPassWriteIndex: 1 } });
pass.setPipeline(pipeline);
pass.dispatchWorkgroups(1);
pass.end();
enc.resolveQuerySet(qs, 0, 2, resolve, 0);
enc.copyBufferToBuffer(resolve, 0, read, 0, 16);
device.queue.submit([enc.finish()]);
await read.mapAsync(GPUMapMode.READ);
const t = new BigInt64Array(read.getMappedRange());
console.log("= elapsed ns >= 0:", t[1] - t[0] >= 0n);
