// A shortcut (exercise 4 still wrong: the pixel ratio capped below 2).
// Otherwise as fixed: the drawing buffer follows the canvas's box in device pixels (never
// 0, never past the device's limit, the same scale for both sides), a new size is
// applied only when it differs and before the frame's texture is acquired, and the
// depth target follows the canvas, the old one destroyed.
import code from "./04-page.wgsl";

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
console.log("drawing buffer before any assignment:", canvas.width, "x", canvas.height);

// The box and devicePixelRatio are known before the module runs: the first frame applies
// this size. After that, the ResizeObserver (which runs after the frame callbacks) only
// notes the box's size in device pixels, and the next frame applies it.
// The pixel ratio capped at 1.5 to save work: below 2, so the picture is blurry on
// every dense screen.
const RATIO = Math.min(devicePixelRatio, 1.5);
let wanted = { width: canvas.clientWidth * RATIO, height: canvas.clientHeight * RATIO };
new ResizeObserver(([entry]) => {
  wanted = {
    width: entry.contentBoxSize[0].inlineSize * RATIO,
    height: entry.contentBoxSize[0].blockSize * RATIO,
  };
}).observe(canvas);

// The size the drawing buffer should have: at least 1 px a side, and at most `max`
// on the larger side, both sides scaled by the same factor.
function fit({ width, height }, max) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.min(max, Math.max(1, Math.round(width * scale))),
    height: Math.min(max, Math.max(1, Math.round(height * scale))),
  };
}

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
    // 1. Resize first: assign the size only when it changed.
    if (wanted) {
      const { width, height } = fit(wanted, maxSide);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      wanted = null;
    }
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
