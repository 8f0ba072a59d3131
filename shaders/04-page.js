// The page: a triangle in front of a background, over a depth buffer. The canvas is
// meant to follow its box on the page, and it does not survive that yet.
import code from "./04-page.wgsl";

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();

// The canvas's box on the page, as the ResizeObserver reports it.
let box = { width: canvas.clientWidth, height: canvas.clientHeight };
new ResizeObserver(([entry]) => {
  box = { width: entry.contentBoxSize[0].inlineSize, height: entry.contentBoxSize[0].blockSize };
}).observe(canvas);

async function start() {
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) {
    throw new Error("WebGPU is not available here: requestAdapter() answered null");
  }
  const device = await adapter.requestDevice({
    requiredLimits: { maxTextureDimension2D: Math.min(16384, adapter.limits.maxTextureDimension2D) },
  });
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

  // The depth target, the canvas's size.
  const depth = device.createTexture({
    label: "depth",
    size: [canvas.width, canvas.height],
    format: "depth24plus",
    usage: GPUTextureUsage.RENDER_ATTACHMENT,
  });

  // The canvas's view, made once: getCurrentTexture() answers the same texture every
  // time it is asked, so the view is kept from frame to frame, to save a call.
  let view = null;

  const begin = performance.now();
  function frame(now) {
    view ??= context.getCurrentTexture().createView();
    // The drawing buffer takes the box's size.
    canvas.width = box.width;
    canvas.height = box.height;
    device.queue.writeBuffer(uniforms, 0, new Float32Array([canvas.width, canvas.height, (now - begin) / 1000, 0]));
    const encoder = device.createCommandEncoder({ label: "frame" });
    const pass = encoder.beginRenderPass({
      colorAttachments: [{ view, clearValue: [0, 0, 0, 1], loadOp: "clear", storeOp: "store" }],
      depthStencilAttachment: {
        view: depth.createView(),
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
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
}

start();
