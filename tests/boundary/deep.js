// A shader with one very long expression: a recursive parser needs a level of its stack
// per term, and this one would overflow any page's. Lienzo's guard refuses it before
// wgpu sees it: the module is invalid, with Lienzo's message, as Tint refuses it in a
// browser ("maximum parser recursive depth reached"), and the page goes on.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter: apt-get install mesa-vulkan-drivers");
const device = await adapter.requestDevice();
const terms = 2000000;
const code = `fn f() -> f32 { return ${"1.0 + ".repeat(terms)}1.0; }`;
device.pushErrorScope("validation");
const module = device.createShaderModule({ code });
const error = await device.popErrorScope();
const info = await module.getCompilationInfo();
console.log(`error scope: ${error?.constructor.name}: ${error?.message}`);
console.log(`compilation: ${info.messages.map((m) => `${m.type} ${m.lineNum}:${m.linePos}`).join(", ")}`);
