// An image file as a texture, as tutorials load one: fetch, createImageBitmap,
// copyExternalImageToTexture; and the same file through an <img>.
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const context = document.querySelector("canvas").getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
context.configure({ device, format });

const response = await fetch("quadrants.png");
const bitmap = await createImageBitmap(await response.blob());
console.log("= bitmap", bitmap.width, bitmap.height);
const img = document.createElement("img");
img.src = "quadrants.png";
await img.decode();
console.log("= img", img.width, img.height);

const texture = device.createTexture({
  size: [bitmap.width, bitmap.height],
  format: "rgba8unorm",
  usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST | GPUTextureUsage.RENDER_ATTACHMENT,
});
device.queue.copyExternalImageToTexture({ source: bitmap, flipY: true }, { texture }, [bitmap.width, bitmap.height]);
const module = device.createShaderModule({ code: `
  @group(0) @binding(0) var t: texture_2d<f32>;
  @group(0) @binding(1) var s: sampler;
  struct V { @builtin(position) p: vec4f, @location(0) uv: vec2f };
  @vertex fn vs(@builtin(vertex_index) i: u32) -> V {
    let uv = vec2f(f32(i & 1u), f32(i >> 1u));
    return V(vec4f(uv * 2.0 - 1.0, 0.0, 1.0), vec2f(uv.x, 1.0 - uv.y));
  }
  @fragment fn fs(v: V) -> @location(0) vec4f { return textureSample(t, s, v.uv); }
` });
const pipeline = device.createRenderPipeline({
  layout: "auto",
  vertex: { module },
  fragment: { module, targets: [{ format }] },
  primitive: { topology: "triangle-strip" },
});
const group = device.createBindGroup({
  layout: pipeline.getBindGroupLayout(0),
  entries: [{ binding: 0, resource: texture.createView() }, { binding: 1, resource: device.createSampler() }],
});
function frame() {
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginRenderPass({ colorAttachments: [{ view: context.getCurrentTexture().createView(), loadOp: "clear", storeOp: "store" }] });
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group);
  pass.draw(4);
  pass.end();
  device.queue.submit([encoder.finish()]);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
try {
  await fetch("https://example.com/x.png");
} catch (e) {
  console.log("= the network:", e.name);
}
