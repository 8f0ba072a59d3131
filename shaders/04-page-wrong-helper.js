// A wrong attempt: the resize taken from the other lessons' helper instead of written
// here. It works, and it is the answer this lesson builds: the check asks for your own.
import code from "./04-page.wgsl";
import { followBox } from "./canvas-size.js";

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
console.log("drawing buffer before any assignment:", canvas.width, "x", canvas.height);

const resize = followBox(canvas);

async function start() {
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) {
    throw new Error("WebGPU is not available here: requestAdapter() answered null");
  }
  const device = await adapter.requestDevice({
    requiredLimits: { maxTextureDimension2D: Math.min(16384, adapter.limits.maxTextureDimension2D) },
  });
  const maxSide = device.limits.maxTextureDimension2D;
  context.configure({ device, format });
  console.log("preferred format:", format);

  const module = device.createShaderModule({ label: "04-page.wgsl", code });
  const pipeline = device.createRenderPipeline({
    label: "page pipeline",
    layout: "auto",
    vertex: { module },
    fragment: { module, targets: [{ format }] },
    depthStencil: { format: "depth24plus", depthWriteEnabled: true, depthCompare: "less" },
  });
  const uniforms = device.createBuffer({
    label: "frame uniforms",
    size: 16,
    usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST,
  });
  const bindGroup = device.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: [{ binding: 0, resource: { buffer: uniforms } }],
  });

  // The depth target has the current texture's size: a new one for each new size, and
  // the old one destroyed at once (a dropped texture would wait for the garbage collector).
  let depth = null;
  function depthView(texture) {
    if (!depth || depth.width !== texture.width || depth.height !== texture.height) {
      depth?.destroy();
      depth = device.createTexture({
        label: "depth",
        size: [texture.width, texture.height],
        format: "depth24plus",
        usage: GPUTextureUsage.RENDER_ATTACHMENT,
      });
    }
    return depth.createView();
  }

  const begin = performance.now();
  function frame(now) {
    // 1. Resize first, with the helper.
    resize(maxSide);
    // 2. Then acquire the frame's texture, once, and record and submit the frame.
    const texture = context.getCurrentTexture();
    device.queue.writeBuffer(uniforms, 0, new Float32Array([canvas.width, canvas.height, (now - begin) / 1000, 0]));
    const encoder = device.createCommandEncoder({ label: "frame" });
    const pass = encoder.beginRenderPass({
      colorAttachments: [{ view: texture.createView(), clearValue: [0, 0, 0, 1], loadOp: "clear", storeOp: "store" }],
      depthStencilAttachment: {
        view: depthView(texture),
        depthClearValue: 1,
        depthLoadOp: "clear",
        depthStoreOp: "discard",
      },
    });
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, bindGroup);
    pass.draw(3, 1, 0, 1); // the near triangle first
    pass.draw(3, 1, 0, 0); // then the far background, hidden behind it by the depth test
    pass.end();
    device.queue.submit([encoder.finish()]);
    // 3. The texture is presented at the end of this rendering update, once every
    //    frame callback and resize observer has run.
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
}

start();
