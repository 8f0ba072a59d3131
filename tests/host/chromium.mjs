// Runs host programs in headless Chromium on its real WebGPU (SwiftShader), as
// `lienzo run` runs them on the desktop, for tests/host.rs to compare: each program
// is loaded as the module of a page with one 64x48 canvas; after its frames, the
// console lines, the page's text, uncaught errors and a screenshot of the canvas are
// written to OUT_DIR/NAME.json and OUT_DIR/NAME.png.
//
// Then each program runs again in the web build's own runtime, unchanged: a module
// Worker made by src/runtime/page_host.js with the page's world (src/page/forms.js and
// world.js)
// and src/runtime/page_worker.js, on Chromium's WebGPU, paced by a virtual clock at
// 60 frames a second as `lienzo run` paces it. The world's trace of each rendering
// update and the page's messages go to OUT_DIR/NAME.worker.json, for tests/host.rs to
// compare with `lienzo run --trace` step by step.
//
//   node tests/host/chromium.mjs OUT_DIR FRAMES NAME.js...
//
// The programs are served from this folder, or from PAGE_ROOT when set (a lesson's
// folder, `shaders/`). A `.wgsl` file imported as a module is served as a module whose
// default export is its text, as a bundler's text import does (Vite's `?raw`); fetched,
// it is plain text.
//
// Exits 2 when the browser cannot start.

import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = process.env.PAGE_ROOT ? path.resolve(process.env.PAGE_ROOT) : here;
const require = createRequire(path.join(here, "../web/package.json"));
const puppeteer = require("puppeteer-core");

const [out, framesArg, ...programs] = process.argv.slice(2);
if (!out || !programs.length) {
  console.error("usage: node chromium.mjs OUT_DIR FRAMES NAME.js...");
  process.exit(2);
}
const frames = Number(framesArg) || 3;
fs.mkdirSync(out, { recursive: true });
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(`no Chromium at ${chromium}: install it (apt-get install chromium) or set CHROMIUM`);
  process.exit(2);
}

// Cross-origin isolation (COOP and COEP) gives performance.now() its fine resolution
// (5 µs instead of 100 µs), so the per-frame times are comparable with Lienzo's.
const isolated = { "cross-origin-opener-policy": "same-origin", "cross-origin-embedder-policy": "require-corp" };
const repo = path.resolve(here, "../..");
const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://x");
  const name = decodeURIComponent(url.pathname);
  if (name === "/lienzo/page_host.js") {
    res.writeHead(200, { ...isolated, "content-type": "text/javascript" });
    res.end(fs.readFileSync(path.join(repo, "src/runtime/page_host.js")));
    return;
  }
  if (name === "/lienzo/host.html") {
    res.writeHead(200, { ...isolated, "content-type": "text/html" });
    res.end(`<!doctype html><html><body style="margin:0"><script type="module">` +
      `import { HostPage } from "/lienzo/page_host.js"; window.HostPage = HostPage; window.hostReady = true;` +
      `</script></body></html>`);
    return;
  }
  if (name === "/page.html") {
    const program = url.searchParams.get("program");
    res.writeHead(200, { ...isolated, "content-type": "text/html" });
    res.end(`<!doctype html><html><body style="margin:0">` +
      `<canvas width="64" height="48" style="width:64px;height:48px;display:block"></canvas>` +
      `<script type="module" src="${program}"></script>` +
      // The same module again (the module map gives the one already run): its promise
      // settles when the program's top level has, and its error was reported once, above.
      `<script type="module">window.__topLevel = import(${JSON.stringify("./" + program)}).catch(() => {});</script>` +
      `</body></html>`);
    return;
  }
  const file = path.join(root, name);
  if (!file.startsWith(root) || !fs.existsSync(file)) {
    res.writeHead(404);
    res.end();
    return;
  }
  if (file.endsWith(".wgsl") && req.headers["sec-fetch-dest"] === "script") {
    res.writeHead(200, { ...isolated, "content-type": "text/javascript" });
    res.end(`export default ${JSON.stringify(fs.readFileSync(file, "utf8"))};`);
    return;
  }
  res.writeHead(200, { ...isolated, "content-type": file.endsWith(".js") ? "text/javascript" : "text/plain" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "lienzo-host-")),
  args: [
    "--no-sandbox", "--enable-unsafe-webgpu", "--enable-features=Vulkan", "--use-angle=vulkan",
    "--use-vulkan=swiftshader", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run",
  ],
});

for (const program of programs) {
  const page = await browser.newPage();
  await page.setViewport({ width: 64, height: 48, deviceScaleFactor: 1 });
  const result = { program, console: [], errors: [], body: "", callbackMs: [] };
  // Host time per frame, as `lienzo bench host` measures it on the desktop:
  // performance.now() around each requestAnimationFrame callback.
  // The GPU work the program waits for (maps, submitted work, a destroyed device's
  // loss) is tracked, so the run can end when it has arrived, as `lienzo run` ends.
  await page.evaluateOnNewDocument(() => {
    const owed = new Set();
    const owe = (p) => { owed.add(p); p.then(() => owed.delete(p), () => owed.delete(p)); return p; };
    const map = GPUBuffer.prototype.mapAsync;
    GPUBuffer.prototype.mapAsync = function (...args) { return owe(map.apply(this, args)); };
    const queues = new Set();
    const submit = GPUQueue.prototype.submit;
    GPUQueue.prototype.submit = function (...args) { queues.add(this); return submit.apply(this, args); };
    const destroy = GPUDevice.prototype.destroy;
    GPUDevice.prototype.destroy = function () { owe(this.lost); return destroy.call(this); };
    window.__settle = async () => {
      for (let i = 0; i < 64; i++) {
        const waits = [...owed, ...[...queues].map((q) => q.onSubmittedWorkDone())];
        await Promise.allSettled(waits);
        // A task later: the continuations of what just arrived have run.
        await new Promise((r) => setTimeout(r, 0));
        if (!owed.size) return;
      }
    };
  });
  await page.evaluateOnNewDocument(() => {
    const raf = window.requestAnimationFrame.bind(window);
    window.__callbackMs = [];
    window.requestAnimationFrame = (fn) => raf((t) => {
      const start = performance.now();
      try { fn(t); } finally { window.__callbackMs.push(performance.now() - start); }
    });
  });
  page.on("console", (m) => {
    const text = m.text();
    // Chromium's own warnings about WebGPU errors, not the program's lines.
    if (m.type() === "warning" && /WebGPU|GPU/.test(text)) result.errors.push(text);
    else result.console.push(text);
  });
  page.on("pageerror", (e) => result.errors.push(String(e.message ?? e)));
  await page.goto(`${base}page.html?program=${encodeURIComponent(program)}`, { waitUntil: "load" });
  // The program's top level (page.html's second script resolves `__topLevel` when the
  // module has run, its top-level awaits included), then its frames: that many
  // animation frames, then the GPU work still owed.
  await page.evaluate(async (n) => {
    // (A top level that never ends is the program's to show: the frames go on.)
    await Promise.race([window.__topLevel, new Promise((r) => setTimeout(r, 20000))]);
    await window.__settle();
    await new Promise((resolve) => {
      let left = n + 2;
      const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
      requestAnimationFrame(tick);
    });
    await window.__settle();
  }, frames);
  result.body = await page.evaluate(() => document.body.innerText.trim());
  result.callbackMs = await page.evaluate(() => window.__callbackMs);
  const canvas = await page.$("canvas");
  await canvas.screenshot({ path: path.join(out, program.replace(/\.js$/, ".png")) });
  fs.writeFileSync(path.join(out, program.replace(/\.js$/, ".json")), JSON.stringify(result, null, 2));
  await page.close();
}
// The web build's runtime, as src/runtime/web.rs makes it.
const runtime = fs.readFileSync(path.join(repo, "src/page/forms.js"), "utf8") +
  fs.readFileSync(path.join(repo, "src/page/world.js"), "utf8") +
  fs.readFileSync(path.join(repo, "src/runtime/page_worker.js"), "utf8");
const files = {};
for (const f of fs.readdirSync(root)) {
  const file = path.join(root, f);
  if (!fs.statSync(file).isFile()) continue;
  // As src/runtime/web.rs hands them over: a text, or any other file's bytes.
  const bytes = fs.readFileSync(file);
  const text = new TextDecoder("utf-8", { fatal: true });
  try { files[f] = text.decode(bytes); } catch { files[f] = { bytes: [...bytes] }; }
}
const tooLong = {};
for (const what of ["Module", "AnimationFrame", "Timeout", "ResizeObserver", "Promise", "GpuCallback", "Other"]) {
  tooLong[what] = `the script took too long: ${what}`;
}
for (const program of programs) {
  const page = await browser.newPage();
  page.on("pageerror", (e) => console.error(`${program} (worker host page): ${e.message ?? e}`));
  await page.goto(`${base}lienzo/host.html`, { waitUntil: "load" });
  await page.waitForFunction(() => window.hostReady === true);
  const config = {
    name: program, source: files[program], shownRoot: "", files, canvas: [64, 48], budgetMs: 5000,
    preferred: "rgba8unorm", mask: { limits: null, hidden: [], nullAdaptersAfterLoss: 0 },
    clock: "virtual", trace: true,
    words: { tooLong, simulated: "simulated", lost: "lost: {reason} {message}", uncaptured: "uncaptured {type}: {message}" },
  };
  const result = await page.evaluate(async (config, runtime, frames) => {
    const host = new window.HostPage(JSON.stringify(config), runtime);
    // The host wakes its window when the page sends news (as src/runtime/web.rs sets
    // it up): the loop below looks then, with a second's look anyway.
    let woken = null;
    host.setWaker(() => woken?.());
    // A second with no news looks anyway: a missed notice makes a wait slower, never endless.
    const news = () => new Promise((r) => { woken = r; setTimeout(r, 1000); });
    const trace = [];
    const messages = [];
    let settled = false;
    const drain = () => {
      let acks = 0;
      for (const item of JSON.parse(host.take())) {
        if (item.kind === "trace") { trace.push(...item.steps); acks += 1; }
        else if (item.kind === "message") messages.push(item);
        else if (item.kind === "settled") settled = true;
      }
      return acks;
    };
    for (let i = 0; i < frames; i++) {
      host.frame(64, 48, 64, 48, true, 0, 0, (i + 1) * (1000 / 60));
      const until = performance.now() + 20000;
      let acked = 0;
      acked = drain();
      while (!acked && !host.stopped && performance.now() < until) {
        await news();
        acked = drain();
      }
      if (!acked) break;
    }
    // What the GPU still owes the page arrives before the end, as `lienzo run` waits for it.
    host.settle();
    const until = performance.now() + 20000;
    drain();
    while (!settled && !host.stopped && performance.now() < until) {
      await news();
      drain();
    }
    host.close();
    return { trace, messages };
  }, config, runtime, frames);
  fs.writeFileSync(path.join(out, program.replace(/\.js$/, ".worker.json")), JSON.stringify(result, null, 2));
  await page.close();
}
await browser.close();
server.close();
