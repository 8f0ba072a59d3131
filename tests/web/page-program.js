// The web test's page program (tests/web/drive.mjs): a copy of the first page lesson's
// solution as it stood, with its shader inline, run in the lesson's place.
// The page, fixed: it asks only for what the adapter has, survives a collapsed canvas,
// and starts again after a device loss that was not its own doing.
// The shader is inline, so the test does not follow the lesson's shader as it changes.
const code = `// The page's shader: main.js (the tab beside this one) imports this text, makes a
// shader module from it and draws one triangle that covers the canvas.

struct Frame {
    resolution: vec2f, // the canvas's drawing buffer in pixels (main.js writes it)
    time: f32,         // seconds since the page started
}
@group(0) @binding(0) var<uniform> frame: Frame;

@vertex
fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
    // One triangle larger than the screen: (-1,-1), (3,-1), (-1,3).
    let p = vec2f(f32((i << 1u) & 2u), f32(i & 2u));
    return vec4f(p * 2.0 - 1.0, 0.0, 1.0);
}

@fragment
fn fs(@builtin(position) pos: vec4f) -> @location(0) vec4f {
    let uv = pos.xy / frame.resolution;
    let aspect = frame.resolution.x / max(frame.resolution.y, 1.0);
    let p = (uv - 0.5) * vec2f(aspect, 1.0) * 2.0;
    let bands = 0.5 + 0.5 * sin(10.0 * length(p) - 2.0 * frame.time);
    let color = mix(vec3f(0.08, 0.10, 0.20), vec3f(0.95, 0.55, 0.20), bands);
    return vec4f(color, 1.0);
}
`;

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
let maxSide = 8192; // the device's maxTextureDimension2D, once there is a device
let frameId = 0;

// The drawing buffer follows the canvas's box in device pixels: at least 1 px, at most
// the device's limit on each side.
new ResizeObserver(([entry]) => {
  const size = entry.devicePixelContentBoxSize?.[0];
  const width = size ? size.inlineSize : entry.contentBoxSize[0].inlineSize * devicePixelRatio;
  const height = size ? size.blockSize : entry.contentBoxSize[0].blockSize * devicePixelRatio;
  canvas.width = Math.max(1, Math.min(Math.round(width), maxSide));
  canvas.height = Math.max(1, Math.min(Math.round(height), maxSide));
}).observe(canvas);

// Everything that belongs to a device is made here, so a new device gets all of it.
async function start() {
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) {
    throw new Error("WebGPU is not available here: requestAdapter() answered null");
  }
  // Ask for what is wanted and available, never more.
  const requiredFeatures = ["timestamp-query"].filter((f) => adapter.features.has(f));
  const requiredLimits = {
    maxTextureDimension2D: Math.min(16384, adapter.limits.maxTextureDimension2D),
  };
  const device = await adapter.requestDevice({ requiredFeatures, requiredLimits });
  console.log("timestamp-query:", device.features.has("timestamp-query"));
  maxSide = device.limits.maxTextureDimension2D;
  device.lost.then((info) => {
    console.warn(`the page lost its device (${info.reason})`);
    cancelAnimationFrame(frameId);
    // destroy() was the page's own decision; anything else gets a new device.
    if (info.reason !== "destroyed") setTimeout(start, 250);
  });

  context.configure({ device, format });
  console.log("preferred format:", format);
  const module = device.createShaderModule({ label: "01-page.wgsl", code });
  const pipeline = device.createRenderPipeline({
    label: "page pipeline",
    layout: "auto",
    vertex: { module },
    fragment: { module, targets: [{ format }] },
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

  const begin = performance.now();
  function frame(now) {
    device.queue.writeBuffer(uniforms, 0, new Float32Array([canvas.width, canvas.height, (now - begin) / 1000, 0]));
    const encoder = device.createCommandEncoder({ label: "frame" });
    const pass = encoder.beginRenderPass({
      colorAttachments: [{
        view: context.getCurrentTexture().createView(),
        clearValue: [0, 0, 0, 1],
        loadOp: "clear",
        storeOp: "store",
      }],
    });
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, bindGroup);
    pass.draw(3);
    pass.end();
    device.queue.submit([encoder.finish()]);
    frameId = requestAnimationFrame(frame);
  }
  frameId = requestAnimationFrame(frame);
}

start();
