// Doubles 64 numbers on the GPU and reads them back with mapAsync.
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const module = device.createShaderModule({
  code: `
    @group(0) @binding(0) var<storage, read_write> data: array<f32>;
    @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {
      data[id.x] = data[id.x] * 2.0;
    }`,
});
const pipeline = device.createComputePipeline({ layout: "auto", compute: { module } });
const input = new Float32Array(64).map((_, i) => i);
const work = device.createBuffer({ size: input.byteLength, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST });
device.queue.writeBuffer(work, 0, input);
const result = device.createBuffer({ size: input.byteLength, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
const bindGroup = device.createBindGroup({
  layout: pipeline.getBindGroupLayout(0),
  entries: [{ binding: 0, resource: { buffer: work } }],
});
const encoder = device.createCommandEncoder();
const pass = encoder.beginComputePass();
pass.setPipeline(pipeline);
pass.setBindGroup(0, bindGroup);
pass.dispatchWorkgroups(1);
pass.end();
encoder.copyBufferToBuffer(work, 0, result, 0, input.byteLength);
device.queue.submit([encoder.finish()]);
await result.mapAsync(GPUMapMode.READ);
const out = new Float32Array(result.getMappedRange().slice(0));
result.unmap();
console.log("= sum", out.reduce((a, b) => a + b, 0), "last", out[63]);
document.body.append(`doubled: ${out[1]} ${out[2]} ${out[3]}`);
