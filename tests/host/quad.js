// A textured quad: vertex and index buffers, a uniform buffer, a 2x2 texture written
// with writeTexture, a nearest sampler, and one bind group.
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const context = document.querySelector("canvas").getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
context.configure({ device, format, alphaMode: "opaque" });

const vertices = new Float32Array([
  -0.8, -0.8, 0, 1,   0.8, -0.8, 1, 1,   0.8, 0.8, 1, 0,   -0.8, 0.8, 0, 0,
]);
const vbuf = device.createBuffer({ size: vertices.byteLength, usage: GPUBufferUsage.VERTEX | GPUBufferUsage.COPY_DST });
device.queue.writeBuffer(vbuf, 0, vertices);
const indices = new Uint16Array([0, 1, 2, 0, 2, 3]);
const ibuf = device.createBuffer({ size: 12, usage: GPUBufferUsage.INDEX, mappedAtCreation: true });
new Uint16Array(ibuf.getMappedRange()).set(indices);
ibuf.unmap();
const uniforms = device.createBuffer({ size: 16, usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST });
device.queue.writeBuffer(uniforms, 0, new Float32Array([1.0, 0.5, 0.25, 1.0]));

const texture = device.createTexture({ size: [2, 2], format: "rgba8unorm", usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST });
device.queue.writeTexture({ texture }, new Uint8Array([
  255, 255, 255, 255,   0, 255, 0, 255,
  0, 0, 255, 255,       255, 255, 0, 255,
]), { bytesPerRow: 8 }, [2, 2]);
const sampler = device.createSampler({ magFilter: "nearest", minFilter: "nearest" });

const module = device.createShaderModule({ code: `
  struct V { @builtin(position) pos: vec4f, @location(0) uv: vec2f };
  @group(0) @binding(0) var<uniform> tint: vec4f;
  @group(0) @binding(1) var tex: texture_2d<f32>;
  @group(0) @binding(2) var samp: sampler;
  @vertex fn vs(@location(0) p: vec2f, @location(1) uv: vec2f) -> V { return V(vec4f(p, 0, 1), uv); }
  @fragment fn fs(v: V) -> @location(0) vec4f { return textureSample(tex, samp, v.uv) * tint; }
` });
const pipeline = device.createRenderPipeline({
  layout: "auto",
  vertex: { module, buffers: [{ arrayStride: 16, attributes: [
    { shaderLocation: 0, offset: 0, format: "float32x2" },
    { shaderLocation: 1, offset: 8, format: "float32x2" },
  ] }] },
  fragment: { module, targets: [{ format }] },
  primitive: { topology: "triangle-list", cullMode: "back" },
});
const bindGroup = device.createBindGroup({
  layout: pipeline.getBindGroupLayout(0),
  entries: [
    { binding: 0, resource: { buffer: uniforms } },
    { binding: 1, resource: texture.createView() },
    { binding: 2, resource: sampler },
  ],
});
function frame() {
  const encoder = device.createCommandEncoder({ label: "quad frame" });
  const pass = encoder.beginRenderPass({ colorAttachments: [{
    view: context.getCurrentTexture().createView(), clearValue: { r: 0.1, g: 0.1, b: 0.1, a: 1 }, loadOp: "clear", storeOp: "store",
  }] });
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, bindGroup);
  pass.setVertexBuffer(0, vbuf);
  pass.setIndexBuffer(ibuf, "uint16");
  pass.drawIndexed(6);
  pass.end();
  device.queue.submit([encoder.finish()]);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
console.log("= mapState after unmap:", ibuf.mapState);
