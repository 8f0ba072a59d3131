// A wrong attempt: it asks for no limit at all, and hard-codes what the defaults allow
// (tiles of 16, slots 256 bytes apart). It runs everywhere, and a bigger adapter's
// limits go unused.
import code from "./03-page.wgsl";
import { followBox } from "./canvas-size.js";

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
let frameId = 0;

// What the page would like to have; each is a wish, not a need.
const WANTED = {
  maxTextureDimension2D: 16384, // large canvases
  maxComputeInvocationsPerWorkgroup: 1024, // 32 x 32 tiles
  maxComputeWorkgroupStorageSize: 32768, // a 32 x 32 tile and its border: 18,496 bytes
  maxStorageBuffersInFragmentStage: 1, // the grain table, read by the fragment stage (a name of 2025)
  minUniformBufferOffsetAlignment: 64, // uniform slots closer together
};

// requiredLimits means "at least": never ask for better than the adapter has. For a
// max* limit better is larger; for a min* limit (an alignment) better is smaller.
function clampToAdapter(wanted, supported) {
  const limits = {};
  for (const [name, value] of Object.entries(wanted)) {
    limits[name] = name.startsWith("min")
      ? Math.max(value, supported[name])
      : Math.min(value, supported[name]);
  }
  return limits;
}

// The largest tile whose workgroup fits the granted limits: TILE x TILE invocations,
// TILE a side, and (TILE + 2)^2 entries of 16 bytes of workgroup memory.
function tileFor(limits) {
  for (const side of [32, 16]) {
    if (side * side <= limits.maxComputeInvocationsPerWorkgroup &&
        side <= limits.maxComputeWorkgroupSizeX &&
        side <= limits.maxComputeWorkgroupSizeY &&
        (side + 2) ** 2 * 16 <= limits.maxComputeWorkgroupStorageSize) {
      return side;
    }
  }
  return 8;
}

// The drawing buffer follows the canvas's box: canvas-size.js, as the lesson
// current-texture builds it. Each frame calls resize() before getCurrentTexture().
const resize = followBox(canvas);

// Everything that belongs to a device is made here, so a new device gets all of it.
async function start() {
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) {
    throw new Error("WebGPU is not available here: requestAdapter() answered null");
  }
  const device = await adapter.requestDevice({ requiredLimits: {} });
  device.lost.then((info) => {
    console.warn(`the page lost its device (${info.reason})`);
    cancelAnimationFrame(frameId);
    // destroy() was the page's own decision; anything else gets a new device.
    if (info.reason !== "destroyed") setTimeout(start, 250);
  });

  context.configure({ device, format });
  console.log("preferred format:", format);

  // The granted limits decide: dynamic offsets are multiples of the device's
  // alignment, and the tile is the largest the device allows.
  const stride = 256; // the default alignment
  const TILE = 16; // 256 invocations, the default
  console.log("uniform slot stride:", stride);
  console.log("tile:", TILE);

  const module = device.createShaderModule({ label: "03-page.wgsl", code });
  const computeLayout = device.createBindGroupLayout({
    label: "blur bindings",
    entries: [
      { binding: 0, visibility: GPUShaderStage.COMPUTE, buffer: { hasDynamicOffset: true, minBindingSize: 16 } },
      { binding: 4, visibility: GPUShaderStage.COMPUTE, storageTexture: { access: "write-only", format: "rgba8unorm" } },
    ],
  });
  const renderLayout = device.createBindGroupLayout({
    label: "show bindings",
    entries: [
      { binding: 0, visibility: GPUShaderStage.FRAGMENT, buffer: { hasDynamicOffset: true, minBindingSize: 16 } },
      { binding: 1, visibility: GPUShaderStage.FRAGMENT, texture: { sampleType: "unfilterable-float" } },
      { binding: 5, visibility: GPUShaderStage.FRAGMENT, buffer: { type: "read-only-storage" } },
    ],
  });
  const blur = device.createComputePipeline({
    label: "blur pipeline",
    layout: device.createPipelineLayout({ bindGroupLayouts: [computeLayout] }),
    compute: { module, entryPoint: "blur", constants: { TILE } },
  });
  const show = device.createRenderPipeline({
    label: "show pipeline",
    layout: device.createPipelineLayout({ bindGroupLayouts: [renderLayout] }),
    vertex: { module, entryPoint: "vs" },
    fragment: { module, entryPoint: "fs", targets: [{ format }] },
  });

  // The grain table, 2048 x 2048 entries of 4 bytes, made once for this device.
  const GRAIN = 2048 * 2048;
  const grain = device.createBuffer({ label: "grain", size: GRAIN * 4, usage: GPUBufferUsage.STORAGE });
  const fillLayout = device.createBindGroupLayout({
    label: "fill bindings",
    entries: [{ binding: 6, visibility: GPUShaderStage.COMPUTE, buffer: { type: "storage" } }],
  });
  const fill = device.createComputePipeline({
    label: "fill pipeline",
    layout: device.createPipelineLayout({ bindGroupLayouts: [fillLayout] }),
    compute: { module, entryPoint: "fill" },
  });
  {
    const encoder = device.createCommandEncoder({ label: "grain" });
    const pass = encoder.beginComputePass({ label: "fill" });
    pass.setPipeline(fill);
    pass.setBindGroup(0, device.createBindGroup({
      layout: fillLayout,
      entries: [{ binding: 6, resource: { buffer: grain } }],
    }));
    // 65,536 workgroups of 64 in a line are one too many for a dimension: spread
    // them over x and y (fill rebuilds the line's index).
    const groups = Math.ceil(GRAIN / 64);
    const x = Math.min(groups, device.limits.maxComputeWorkgroupsPerDimension);
    pass.dispatchWorkgroups(x, Math.ceil(groups / x));
    pass.end();
    device.queue.submit([encoder.finish()]);
  }

  // Two 16-byte slots, one per pass: slot 0 at offset 0, slot 1 at offset `stride`.
  const uniforms = device.createBuffer({
    label: "pass uniforms",
    size: stride + 16,
    usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST,
  });

  // The picture the compute pass draws, remade when the drawing buffer's size changes.
  let picture = null;
  let groups = null;
  function pictureFor(width, height) {
    if (picture && picture.width === width && picture.height === height) return;
    picture?.destroy();
    picture = device.createTexture({
      label: "picture",
      size: [width, height],
      format: "rgba8unorm",
      usage: GPUTextureUsage.STORAGE_BINDING | GPUTextureUsage.TEXTURE_BINDING,
    });
    const view = picture.createView();
    groups = {
      blur: device.createBindGroup({
        layout: computeLayout,
        entries: [{ binding: 0, resource: { buffer: uniforms, size: 16 } }, { binding: 4, resource: view }],
      }),
      show: device.createBindGroup({
        layout: renderLayout,
        entries: [{ binding: 0, resource: { buffer: uniforms, size: 16 } }, { binding: 1, resource: view }, { binding: 5, resource: { buffer: grain } }],
      }),
    };
  }

  const begin = performance.now();
  function frame(now) {
    resize(device.limits.maxTextureDimension2D); // first: before getCurrentTexture()
    const { width, height } = canvas;
    pictureFor(width, height);
    const slot = new Float32Array([width, height, (now - begin) / 1000, 0]);
    device.queue.writeBuffer(uniforms, 0, slot);
    device.queue.writeBuffer(uniforms, stride, slot);
    const encoder = device.createCommandEncoder({ label: "frame" });
    const compute = encoder.beginComputePass({ label: "blur" });
    compute.setPipeline(blur);
    compute.setBindGroup(0, groups.blur, [0]);
    compute.dispatchWorkgroups(Math.ceil(width / TILE), Math.ceil(height / TILE));
    compute.end();
    const pass = encoder.beginRenderPass({
      colorAttachments: [{
        view: context.getCurrentTexture().createView(),
        clearValue: [0, 0, 0, 1],
        loadOp: "clear",
        storeOp: "store",
      }],
    });
    pass.setPipeline(show);
    pass.setBindGroup(0, groups.show, [stride]);
    pass.draw(3);
    pass.end();
    device.queue.submit([encoder.finish()]);
    frameId = requestAnimationFrame(frame);
  }
  frameId = requestAnimationFrame(frame);
}

start();
