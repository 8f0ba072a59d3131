// An error scope catches a bad buffer; an uncaught one is reported with its place.
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
device.pushErrorScope("validation");
device.createBuffer({ label: "too big", size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.STORAGE });
const error = await device.popErrorScope();
console.log("= scope caught:", error instanceof GPUValidationError, error.message.includes("too big"));
const module = device.createShaderModule({ code: "@fragment fn fs() -> @location(0) vec4f { return vec3f(1.0); }" });
const info = await module.getCompilationInfo();
console.log("= messages:", info.messages.length, info.messages[0].lineNum, info.messages[0].linePos, info.messages[0].type);
// A scope catches a shader's error in the words an uncaptured one has, not wgpu's.
device.pushErrorScope("validation");
device.createShaderModule({ code: "this is not WGSL" });
const parse = await device.popErrorScope();
console.log("= a scope catches a shader's error:", parse instanceof GPUValidationError, parse.message.startsWith("Error while parsing WGSL"));
let reported = 0;
device.addEventListener("uncapturederror", (e) => { reported++; console.log("uncaptured event:", e.error.constructor.name); });
try {
  await adapter.requestDevice();
} catch (e) {
  console.log("= a second device from one adapter:", e.name);
}
try {
  const other = await navigator.gpu.requestAdapter();
  await other.requestDevice({ requiredLimits: { maxBindGroups: 1e9 } });
} catch (e) {
  console.log("= requestDevice rejected:", e.name);
}
try {
  const other = await navigator.gpu.requestAdapter();
  await other.requestDevice({ requiredFeatures: ["not-a-feature"] });
} catch (e) {
  console.log("= requestDevice rejected:", e.name);
}
console.log("= limits are getters:", Object.keys(adapter.limits).length, typeof adapter.limits.maxBindGroups);
device.createBuffer({ label: "uncaught", size: 4, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.MAP_WRITE });
try {
  await device.createRenderPipelineAsync({ layout: "auto", vertex: { module, entryPoint: "missing" } });
} catch (e) {
  console.log("= an async pipeline rejects:", e.name, e.reason, e instanceof GPUPipelineError);
}
// writeTexture's rows need no 256-byte alignment; a command buffer runs once.
const swatch = device.createTexture({ size: [3, 2], format: "rgba8unorm", usage: GPUTextureUsage.COPY_DST });
device.pushErrorScope("validation");
device.queue.writeTexture({ texture: swatch }, new Uint8Array(24), { bytesPerRow: 12 }, [3, 2]);
console.log("= writeTexture with rows of 12 bytes:", String(await device.popErrorScope()));
const commands = device.createCommandEncoder().finish();
device.queue.submit([commands]);
device.pushErrorScope("validation");
device.queue.submit([commands]);
console.log("= a second submit:", (await device.popErrorScope())?.message.split("\n")[0]);
