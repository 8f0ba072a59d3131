// Four samples and a depth buffer: two overlapping triangles, the nearer one wins,
// and the multisampled texture resolves into the canvas.
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
context.configure({ device, format });
const module = device.createShaderModule({ code: `
  struct O { @builtin(position) p: vec4f, @location(0) c: vec4f };
  @vertex fn vs(@builtin(vertex_index) i: u32, @builtin(instance_index) k: u32) -> O {
    let pos = array(vec2f(0.0, 0.7), vec2f(-0.7, -0.7), vec2f(0.7, -0.7));
    let z = select(0.25, 0.75, k == 0u);
    let shift = select(0.2, -0.2, k == 0u);
    let c = select(vec4f(0, 1, 0, 1), vec4f(1, 0, 1, 1), k == 0u);
    return O(vec4f(pos[i] + vec2f(shift, 0), z, 1), c);
  }
  @fragment fn fs(o: O) -> @location(0) vec4f { return o.c; }
` });
const pipeline = device.createRenderPipeline({
  layout: "auto",
  vertex: { module },
  fragment: { module, targets: [{ format }] },
  depthStencil: { format: "depth24plus", depthWriteEnabled: true, depthCompare: "less" },
  multisample: { count: 4 },
});
const color = device.createTexture({ size: [canvas.width, canvas.height], sampleCount: 4, format, usage: GPUTextureUsage.RENDER_ATTACHMENT });
const depth = device.createTexture({ size: [canvas.width, canvas.height], sampleCount: 4, format: "depth24plus", usage: GPUTextureUsage.RENDER_ATTACHMENT });
function frame() {
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginRenderPass({
    colorAttachments: [{ view: color.createView(), resolveTarget: context.getCurrentTexture().createView(), clearValue: [0, 0, 0, 1], loadOp: "clear", storeOp: "discard" }],
    depthStencilAttachment: { view: depth.createView(), depthClearValue: 1, depthLoadOp: "clear", depthStoreOp: "discard" },
  });
  pass.setPipeline(pipeline);
  pass.draw(3, 2);
  pass.end();
  device.queue.submit([encoder.finish()]);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
await device.queue.onSubmittedWorkDone();
console.log("= work done after the first submit");
