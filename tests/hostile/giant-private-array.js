// A shader with a 1 MiB var<private> array.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
device.pushErrorScope("validation");
const module = device.createShaderModule({
    code: "var<private> big: array<f32, 262144>;\n@compute @workgroup_size(1) fn main() { big[0] = 1.0; }",
});
const error = await device.popErrorScope();
console.log(`module: ${error ? error.message.split("\n")[0] : "valid"}`);
device.pushErrorScope("validation");
device.createComputePipeline({ layout: "auto", compute: { module } });
const pipelineError = await device.popErrorScope();
console.log(`pipeline: ${pipelineError ? pipelineError.message.split("\n")[0] : "created"}`);
