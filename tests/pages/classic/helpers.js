// A classic script: its top-level declarations are globals, as older samples expect.
var HELPERS_LOADED = true;
function clearColor(t) {
  return { r: 0.5 + 0.5 * Math.sin(t), g: 0.3, b: 0.6, a: 1 };
}

// The page's entry, called from `window.onload`: a little panel built with the DOM, as
// samples build their controls, then one frame.
async function main() {
  const panel = document.createElement("div");
  panel.id = "panel";
  panel.className = "controls";
  const label = document.createElement("span");
  label.textContent = "speed";
  panel.appendChild(label);
  document.body.appendChild(panel);
  console.log("panel in the page: " + (document.getElementById("panel") === panel) + ", children " + panel.children.length);
  const canvas = document.querySelector("canvas");
  console.log("canvas default size " + canvas.width + "x" + canvas.height);
  const adapter = await navigator.gpu.requestAdapter();
  const device = await adapter.requestDevice();
  const context = canvas.getContext("webgpu");
  context.configure({ device, format: navigator.gpu.getPreferredCanvasFormat() });
  const encoder = device.createCommandEncoder();
  const c = clearColor(0);
  encoder.beginRenderPass({
    colorAttachments: [{ view: context.getCurrentTexture().createView(), loadOp: "clear", storeOp: "store", clearValue: c }],
  }).end();
  device.queue.submit([encoder.finish()]);
  await device.queue.onSubmittedWorkDone();
  console.log("cleared to " + [c.r, c.g, c.b].map((x) => x.toFixed(2)).join(" "));
  console.log("done");
}
