import { report } from "report";
import { report as sameReport } from "../lib/report.js";

order.push("module");
report("same library through the import map and the relative path", report === sameReport);
report("module sees readyState", document.readyState);
report("heading", document.getElementById("heading").textContent);
report("classes", document.querySelector(".title").className);
report("canvas found by id", document.getElementById("view") === document.querySelector("canvas"));
report("meta url path", new URL(import.meta.url).pathname);
const info = document.querySelector("#info");
info.textContent = "ready";
report("info", info.textContent);

const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const canvas = document.getElementById("view");
const context = canvas.getContext("webgpu");
context.configure({ device, format: navigator.gpu.getPreferredCanvasFormat() });
const encoder = device.createCommandEncoder();
encoder.beginRenderPass({
  colorAttachments: [{ view: context.getCurrentTexture().createView(), loadOp: "clear", storeOp: "store", clearValue: [0, 0.5, 1, 1] }],
}).end();
device.queue.submit([encoder.finish()]);
await device.queue.onSubmittedWorkDone();
report("drew", `${canvas.width}x${canvas.height}`);

// A file the site does not have: a 404 response, not an exception; a module it does not
// have: a TypeError from import().
const missing = await fetch("./no-such-file.json");
report("missing file", `${missing.status} ${missing.ok} ${missing.statusText} ${new URL(missing.url).pathname}`);
try {
  await import("./no-such-module.js");
  report("missing module", "imported");
} catch (e) {
  report("missing module", e.constructor.name);
}
console.log("done");
