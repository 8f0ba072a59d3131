// A shader with one very long expression: its parser recurses once per term, and a
// stack that is too small for it crashes the process that parses it. The compile
// runs in a task of its own, after the line before it has reached the host.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter: apt-get install mesa-vulkan-drivers");
const device = await adapter.requestDevice();
const terms = 2000000;
const code = `fn f() -> f32 { return ${"1.0 + ".repeat(terms)}1.0; }`;
console.log("compiling");
setTimeout(() => {
    device.createShaderModule({ code });
    console.log("compiled");
}, 0);
