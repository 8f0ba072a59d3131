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
const target = device.createTexture({ label: "target", size: [4, 4], format: "rgba8unorm", usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC });
const pipeline = device.createRenderPipeline({
  label: "flat", layout: "auto", vertex: { module: shader },
  fragment: { module: shader, targets: [{ format: "rgba8unorm" }] },
});
const pass = (label, f, view = target.createView()) => {
  const encoder = device.createCommandEncoder({ label });
  const p = encoder.beginRenderPass({ label: `${label} pass`, colorAttachments: [{ view, loadOp: "clear", storeOp: "store" }] });
  f(p);
  p.end();
  device.queue.submit([encoder.finish()]);
};
await attempt("pass not ended", () => {
  const encoder = device.createCommandEncoder({ label: "open" });
  encoder.beginRenderPass({ label: "left open", colorAttachments: [{ view: target.createView(), loadOp: "clear", storeOp: "store" }] });
  device.queue.submit([encoder.finish()]);
});
await attempt("texture bound where a buffer goes", () => {
  const layout = device.createBindGroupLayout({ label: "wants-buffer", entries: [{ binding: 0, visibility: GPUShaderStage.FRAGMENT, buffer: {} }] });
  device.createBindGroup({ label: "given-texture", layout, entries: [{ binding: 0, resource: texture.createView() }] });
});
await attempt("pipeline format differs from the target", () => {
  const bgra = device.createTexture({ label: "bgra", size: [4, 4], format: "bgra8unorm", usage: GPUTextureUsage.RENDER_ATTACHMENT });
  pass("mismatch", (p) => { p.setPipeline(pipeline); p.draw(3); }, bgra.createView());
});
await attempt("vertex buffer too small", () => {
  const withVertices = device.createRenderPipeline({
    label: "points", layout: "auto",
    vertex: { module: device.createShaderModule({ label: "vs", code: "@vertex fn vs(@location(0) p: vec2f) -> @builtin(position) vec4f { return vec4f(p, 0, 1); }" }),
      buffers: [{ arrayStride: 8, attributes: [{ shaderLocation: 0, offset: 0, format: "float32x2" }] }] },
    fragment: { module: shader, targets: [{ format: "rgba8unorm" }] },
  });
  const vertices = device.createBuffer({ label: "two-vertices", size: 16, usage: GPUBufferUsage.VERTEX });
  pass("short", (p) => { p.setPipeline(withVertices); p.setVertexBuffer(0, vertices); p.draw(3); });
});
await attempt("draw with no pipeline", () => pass("nothing-set", (p) => p.draw(3)));
await attempt("too many workgroups", () => {
  const compute = device.createComputePipeline({
    label: "grain", layout: "auto",
    compute: { module: device.createShaderModule({ label: "cs", code: "@compute @workgroup_size(1) fn main() {}" }) },
  });
  const encoder = device.createCommandEncoder({ label: "dispatch" });
  const p = encoder.beginComputePass({ label: "grains" });
  p.setPipeline(compute);
  p.dispatchWorkgroups(70000);
  p.end();
  device.queue.submit([encoder.finish()]);
});
await attempt("writeBuffer offset not a multiple of 4", () => {
  const b = device.createBuffer({ label: "uniform-block", size: 16, usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST });
  device.queue.writeBuffer(b, 2, new Uint8Array(4));
});
await attempt("bytesPerRow not a multiple of 256", () => {
  const readback = device.createBuffer({ label: "readback", size: 4096, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
  const encoder = device.createCommandEncoder({ label: "read" });
  encoder.copyTextureToBuffer({ texture: target }, { buffer: readback, bytesPerRow: 16 }, [4, 4]);
  device.queue.submit([encoder.finish()]);
});
await attempt("index buffer without INDEX usage", () => {
  const indices = device.createBuffer({ label: "indices", size: 12, usage: GPUBufferUsage.VERTEX });
  pass("indexed", (p) => { p.setPipeline(pipeline); p.setIndexBuffer(indices, "uint16"); p.drawIndexed(3); });
});
await attempt("view in a format the texture does not have", () => texture.createView({ label: "srgb-view", format: "rgba8unorm-srgb" }));
await attempt("lodMinClamp above lodMaxClamp", () => device.createSampler({ label: "clamped", lodMinClamp: 4, lodMaxClamp: 1 }));
await attempt("bind group missing an entry", () => {
  const layout = device.createBindGroupLayout({ label: "two", entries: [
    { binding: 0, visibility: GPUShaderStage.FRAGMENT, buffer: {} },
    { binding: 1, visibility: GPUShaderStage.FRAGMENT, sampler: {} },
  ] });
  device.createBindGroup({ label: "one-of-two", layout, entries: [{ binding: 0, resource: { buffer: small } }] });
});
await attempt("command buffer submitted twice", () => {
  const encoder = device.createCommandEncoder({ label: "once" });
  const commands = encoder.finish({ label: "reused" });
  device.queue.submit([commands]);
  device.queue.submit([commands]);
});
await attempt("destroyed texture in a pass", () => {
  const gone = device.createTexture({ label: "gone-target", size: [4, 4], format: "rgba8unorm", usage: GPUTextureUsage.RENDER_ATTACHMENT });
  const view = gone.createView();
  gone.destroy();
  pass("late", () => {}, view);
});
await attempt("vertex attribute offset not a multiple of 4", () => device.createRenderPipeline({
  label: "misaligned", layout: "auto",
  vertex: { module: device.createShaderModule({ label: "vs2", code: "@vertex fn vs(@location(0) p: vec2f) -> @builtin(position) vec4f { return vec4f(p, 0, 1); }" }),
    buffers: [{ arrayStride: 12, attributes: [{ shaderLocation: 0, offset: 2, format: "float32x2" }] }] },
  fragment: { module: shader, targets: [{ format: "rgba8unorm" }] },
}));
await attempt("depth attachment in a color format", () => {
  const encoder = device.createCommandEncoder({ label: "depth" });
  encoder.beginRenderPass({
    colorAttachments: [{ view: target.createView(), loadOp: "clear", storeOp: "store" }],
    depthStencilAttachment: { view: target.createView(), depthLoadOp: "clear", depthStoreOp: "store", depthClearValue: 1 },
  }).end();
  device.queue.submit([encoder.finish()]);
});
await attempt("bind group from another layout", () => {
  const tinted = device.createRenderPipeline({
    label: "tinted", layout: "auto", vertex: { module: shader },
    fragment: { module: device.createShaderModule({ label: "tint", code: "@group(0) @binding(0) var<uniform> tint: vec4f; @fragment fn fs() -> @location(0) vec4f { return tint; }" }), targets: [{ format: "rgba8unorm" }] },
  });
  const uniform = device.createBuffer({ label: "tint-block", size: 16, usage: GPUBufferUsage.UNIFORM });
  const layout = device.createBindGroupLayout({ label: "other", entries: [{ binding: 0, visibility: GPUShaderStage.FRAGMENT, buffer: {} }] });
  const group = device.createBindGroup({ label: "foreign", layout, entries: [{ binding: 0, resource: { buffer: uniform } }] });
  pass("foreign-pass", (p) => { p.setPipeline(tinted); p.setBindGroup(0, group); p.draw(3); });
});
await attempt("mapAsync without MAP_READ", async () => {
  const b = device.createBuffer({ label: "not-mappable", size: 4, usage: GPUBufferUsage.COPY_DST });
  await b.mapAsync(GPUMapMode.READ);
});
await attempt("sample count 3", () => device.createTexture({ label: "odd-msaa", size: [4, 4], format: "rgba8unorm", sampleCount: 3, usage: GPUTextureUsage.RENDER_ATTACHMENT }));
await attempt("storage texture in a format without storage", () => device.createTexture({ label: "srgb-storage", size: [4, 4], format: "rgba8unorm-srgb", usage: GPUTextureUsage.STORAGE_BINDING }));
await attempt("clear value ignored: scissor outside the target", () => pass("scissor", (p) => p.setScissorRect(0, 0, 8, 8)));
// Mistakes the messages were not written for (tried after the ones above): limits,
// features and a sampler's values by WebGPU's names.
const uniforms = device.createBuffer({ label: "uniforms-512", size: 512, usage: GPUBufferUsage.UNIFORM });
await attempt("bind group index past maxBindGroups", () => {
  const layout = device.createBindGroupLayout({ entries: [{ binding: 0, visibility: GPUShaderStage.FRAGMENT, buffer: {} }] });
  const group = device.createBindGroup({ layout, entries: [{ binding: 0, resource: { buffer: uniforms } }] });
  pass("bg4", (p) => p.setBindGroup(4, group));
});
await attempt("uniform binding past its limit", () => {
  const layout = device.createBindGroupLayout({ entries: [{ binding: 0, visibility: GPUShaderStage.FRAGMENT, buffer: {} }] });
  const huge = device.createBuffer({ label: "huge-uniforms", size: 1 << 17, usage: GPUBufferUsage.UNIFORM });
  device.createBindGroup({ label: "big", layout, entries: [{ binding: 0, resource: { buffer: huge } }] });
});
await attempt("anisotropy with nearest filters", () => device.createSampler({ label: "aniso", maxAnisotropy: 4 }));
await attempt("read-write storage in the vertex stage", () => device.createBindGroupLayout({
  label: "vs-storage", entries: [{ binding: 0, visibility: GPUShaderStage.VERTEX, buffer: { type: "storage" } }],
}));
await attempt("dynamic offset not aligned", () => {
  const layout = device.createBindGroupLayout({ entries: [{ binding: 0, visibility: GPUShaderStage.FRAGMENT, buffer: { hasDynamicOffset: true } }] });
  const group = device.createBindGroup({ label: "dyn", layout, entries: [{ binding: 0, resource: { buffer: uniforms, size: 16 } }] });
  pass("dynpass", (p) => p.setBindGroup(0, group, [4]));
});
await attempt("unfilterable texture bound as filterable", () => {
  const layout = device.createBindGroupLayout({ entries: [{ binding: 0, visibility: GPUShaderStage.FRAGMENT, texture: {} }] });
  const texture = device.createTexture({ label: "float32", size: [4, 4], format: "rgba32float", usage: GPUTextureUsage.TEXTURE_BINDING });
  device.createBindGroup({ label: "filtered", layout, entries: [{ binding: 0, resource: texture.createView() }] });
});
for (const line of said) console.log(line);
console.log("done");
