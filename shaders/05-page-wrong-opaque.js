// A wrong attempt: the format and the light are fixed, but configure() keeps the
// default alphaMode, "opaque": the compositor ignores the alpha, and the card's
// transparent corners show their stored black instead of the page.
import code from "./05-page.wgsl";
import { followBox } from "./canvas-size.js";

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
// The one format constant: configure(), the pipeline's targets and every texture
// that is copied into the canvas take it from here.
const format = navigator.gpu.getPreferredCanvasFormat();
// The same bytes, read and written through the sRGB curve: copy-compatible with
// `format`, because the two differ only in the -srgb suffix.
const pictureFormat = `${format}-srgb`;
let frameId = 0;

// The drawing buffer follows the canvas's box: canvas-size.js, as the lesson
// current-texture builds it. Each frame calls resize() before getCurrentTexture().
const resize = followBox(canvas);

// Everything that belongs to a device is made here, so a new device gets all of it.
async function start() {
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) {
    throw new Error("WebGPU is not available here: requestAdapter() answered null");
  }
  const device = await adapter.requestDevice();
  device.lost.then((info) => {
    console.warn(`the page lost its device (${info.reason})`);
    cancelAnimationFrame(frameId);
    if (info.reason !== "destroyed") setTimeout(start, 250);
  });

  // COPY_DST: each frame's picture is copied into the canvas's texture.
  context.configure({
    device,
    format,
    usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_DST,
  });
  console.log("preferred format:", format);
  const module = device.createShaderModule({ label: "05-page.wgsl", code });
  const pipeline = device.createRenderPipeline({
    label: "picture pipeline",
    layout: "auto",
    vertex: { module },
    fragment: { module, targets: [{ format: pictureFormat }] },
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

  // The picture is drawn into a texture the page keeps (a later pass, or a screenshot,
  // can read it), then copied into the canvas. It is remade only when the size changes.
  let picture = null;
  const begin = performance.now();
  function frame(now) {
    resize(device.limits.maxTextureDimension2D); // first: before getCurrentTexture()
    const target = context.getCurrentTexture();
    if (!picture || picture.width !== target.width || picture.height !== target.height) {
      picture?.destroy();
      picture = device.createTexture({
        label: "picture",
        size: [target.width, target.height],
        format: pictureFormat,
        usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC,
      });
    }
    device.queue.writeBuffer(uniforms, 0, new Float32Array([target.width, target.height, (now - begin) / 1000, 0]));
    const encoder = device.createCommandEncoder({ label: "frame" });
    const pass = encoder.beginRenderPass({
      colorAttachments: [{
        view: picture.createView(),
        clearValue: [0, 0, 0, 1],
        loadOp: "clear",
        storeOp: "store",
      }],
    });
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, bindGroup);
    pass.draw(3);
    pass.end();
    encoder.copyTextureToTexture({ texture: picture }, { texture: target }, [target.width, target.height]);
    device.queue.submit([encoder.finish()]);
    frameId = requestAnimationFrame(frame);
  }
  frameId = requestAnimationFrame(frame);
}

start();
