// Common host-side mistakes, each in an error scope: every message must name the call,
// the object by its label, and the rule, in WebGPU's words (tests/host.rs reads them).
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const said = [];
async function attempt(what, f) {
  device.pushErrorScope("validation");
  try {
    await f();
  } catch (e) {
    said.push(`${what}|exception|${e.message}`);
  }
  const error = await device.popErrorScope();
  said.push(`${what}|${error ? error.message.replace(/\n/g, " ") : "no error"}`);
}
const shader = device.createShaderModule({
  label: "shader",
  code: `@vertex fn vs() -> @builtin(position) vec4f { return vec4f(0); }
         @fragment fn fs() -> @location(0) vec4f { return vec4f(1); }`,
});
const texture = device.createTexture({ label: "picture", size: [4, 4], format: "rgba8unorm", usage: GPUTextureUsage.TEXTURE_BINDING });
const small = device.createBuffer({ label: "small", size: 4, usage: GPUBufferUsage.UNIFORM });

await attempt("map usages", () => device.createBuffer({ label: "uniforms", size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.MAP_WRITE }));
await attempt("writeTexture without COPY_DST", () => device.queue.writeTexture({ texture }, new Uint8Array(64), { bytesPerRow: 16 }, [4, 4]));
await attempt("writeBuffer without COPY_DST", () => device.queue.writeBuffer(device.createBuffer({ label: "vertices", size: 16, usage: GPUBufferUsage.VERTEX }), 0, new Float32Array(4)));
await attempt("blend on r32float", () => device.createRenderPipeline({
  label: "glow", layout: "auto", vertex: { module: shader },
  fragment: { module: shader, targets: [{ format: "r32float", blend: { color: { srcFactor: "one", dstFactor: "one" }, alpha: {} } }] },
}));
await attempt("buffer under minBindingSize", () => {
  const layout = device.createBindGroupLayout({ label: "needs16", entries: [{ binding: 0, visibility: GPUShaderStage.FRAGMENT, buffer: { minBindingSize: 16 } }] });
  device.createBindGroup({ label: "group", layout, entries: [{ binding: 0, resource: { buffer: small } }] });
});
await attempt("attachment without RENDER_ATTACHMENT", () => {
  const encoder = device.createCommandEncoder({ label: "frame" });
  encoder.beginRenderPass({ colorAttachments: [{ view: texture.createView(), loadOp: "clear", storeOp: "store" }] }).end();
  device.queue.submit([encoder.finish()]);
});
await attempt("destroyed buffer submitted", () => {
  const from = device.createBuffer({ label: "gone", size: 4, usage: GPUBufferUsage.COPY_SRC });
  const to = device.createBuffer({ label: "target", size: 4, usage: GPUBufferUsage.COPY_DST });
  const encoder = device.createCommandEncoder({ label: "copy" });
  encoder.copyBufferToBuffer(from, 0, to, 0, 4);
  const commands = encoder.finish();
  from.destroy();
  device.queue.submit([commands]);
});
await attempt("copy past the end", () => {
  const from = device.createBuffer({ label: "source", size: 4, usage: GPUBufferUsage.COPY_SRC });
  const to = device.createBuffer({ label: "dest", size: 4, usage: GPUBufferUsage.COPY_DST });
  const encoder = device.createCommandEncoder({ label: "copy2" });
  encoder.copyBufferToBuffer(from, 0, to, 0, 8);
  device.queue.submit([encoder.finish()]);
});
await attempt("texture too large", () => device.createTexture({ label: "huge", size: [1 << 16, 4], format: "rgba8unorm", usage: GPUTextureUsage.TEXTURE_BINDING }));
await attempt("uniform buffer bound as storage", () => {
  const layout = device.createBindGroupLayout({ label: "storage", entries: [{ binding: 0, visibility: GPUShaderStage.COMPUTE, buffer: { type: "storage" } }] });
  device.createBindGroup({ label: "wrong-kind", layout, entries: [{ binding: 0, resource: { buffer: small } }] });
});
for (const line of said) console.log(line);
console.log("done");
