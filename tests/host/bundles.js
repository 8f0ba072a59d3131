// Render bundles and occlusion queries, as samples use them: the draws recorded once
// in a bundle and executed each frame, a bundle whose pipeline does not match its
// formats (an error at finish(), an invalid bundle, an invalid pass), a format that
// is no GPUTextureFormat, and occlusion queries around a draw and around nothing.
const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const context = document.querySelector("canvas").getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();
context.configure({ device, format });
const module = device.createShaderModule({
  code: `
@vertex fn vs(@builtin(vertex_index) i: u32, @builtin(instance_index) k: u32) -> @builtin(position) vec4f {
  let p = array(vec2f(-1, -1), vec2f(1, -1), vec2f(-1, 1));
  return vec4f(p[i] * 0.4 + vec2f(f32(k) - 0.5, 0.0), 0, 1);
}
@fragment fn fs() -> @location(0) vec4f { return vec4f(1, 0.5, 0, 1); }`,
});
const pipeline = device.createRenderPipeline({ layout: "auto", vertex: { module }, fragment: { module, targets: [{ format }] } });

const encoder = device.createRenderBundleEncoder({ colorFormats: [format] });
encoder.setPipeline(pipeline);
encoder.draw(3, 2);
const bundle = encoder.finish({ label: "two triangles" });
console.log("bundle:", bundle.label, bundle instanceof GPURenderBundle);

device.pushErrorScope("validation");
const other = device.createRenderBundleEncoder({ colorFormats: ["rgba16float"] });
other.setPipeline(pipeline);
other.draw(3);
const invalid = other.finish();
console.log("a pipeline for another format:", (await device.popErrorScope())?.constructor.name);

try {
  device.createRenderBundleEncoder({ colorFormats: ["rgba9000"] });
} catch (e) {
  console.log(`${e.name}: ${e.message}`);
}

const pass = (view, bundles, querySet) => {
  const e = device.createCommandEncoder();
  const p = e.beginRenderPass({
    colorAttachments: [{ view, loadOp: "clear", storeOp: "store", clearValue: [0, 0, 0.3, 1] }],
    occlusionQuerySet: querySet,
  });
  if (querySet) p.beginOcclusionQuery(0);
  p.executeBundles(bundles);
  if (querySet) {
    p.endOcclusionQuery();
    p.beginOcclusionQuery(1);
    p.endOcclusionQuery();
  }
  p.end();
  return e;
};

device.pushErrorScope("validation");
const scratch = device.createTexture({ size: [4, 4], format, usage: GPUTextureUsage.RENDER_ATTACHMENT });
device.queue.submit([pass(scratch.createView(), [invalid]).finish()]);
console.log("an invalid bundle executed:", (await device.popErrorScope())?.constructor.name);

const querySet = device.createQuerySet({ type: "occlusion", count: 2 });
const resolve = device.createBuffer({ size: 16, usage: GPUBufferUsage.QUERY_RESOLVE | GPUBufferUsage.COPY_SRC });
const read = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
let asked = false;
function frame() {
  const e = pass(context.getCurrentTexture().createView(), [bundle], asked ? undefined : querySet);
  if (!asked) {
    e.resolveQuerySet(querySet, 0, 2, resolve, 0);
    e.copyBufferToBuffer(resolve, 0, read, 0, 16);
  }
  device.queue.submit([e.finish()]);
  if (!asked) {
    asked = true;
    read.mapAsync(GPUMapMode.READ).then(() => {
      const q = new BigUint64Array(read.getMappedRange());
      console.log("occlusion: samples passed around the bundle", q[0] > 0n, "around nothing", q[1] === 0n);
      read.unmap();
    });
  }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
