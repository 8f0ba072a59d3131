// A 64 MiB shader text.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
const code = `// ${"x".repeat(64 << 20)}\n@compute @workgroup_size(1) fn main() {}`;
device.pushErrorScope("validation");
device.createShaderModule({ code });
const error = await device.popErrorScope();
console.log(`scope: ${error ? error.message.split("\n")[0] : "none"}`);
