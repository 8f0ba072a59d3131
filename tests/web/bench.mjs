// Measures the web build: the size of its .wasm (raw and gzipped) and how long headless
// Chromium takes from navigation to the first viewport frame, over a few cold loads.
//
//   node tests/web/bench.mjs [--build] [--runs N] [--json] [DIST_DIR]
//
// --build runs `bash web/build.sh` first (and reports how long it took); otherwise the
// dist/ already built is measured (DIST_DIR, default dist/). Each load is a fresh
// Chromium with an empty profile (no HTTP cache, no compiled-code cache), on WebGPU
// (SwiftShader) with the flags of tests/web/drive.mjs, the page served from localhost
// as application/wasm. Times are the page's own clock (performance.now(), from the
// navigation's start):
//   wasm fetched    the .wasm's last byte arrived (Resource Timing)
//   instantiated    WebAssembly.instantiate(Streaming) resolved (compiled and linked)
//   first frame     the app published its first viewport frame (`page_frames >= 1` in
//                   <pre id="lienzo-state">, the signal drive.mjs waits for)
// The median of the loads is printed with each load's numbers. The machine's load
// average is printed too: on a busy machine the times are slower. Nothing here is
// asserted against a threshold; tests/web.rs does not run this.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
let runs = 5;
let build = false;
let json = false;
let distArg = null;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === "--build") build = true;
  else if (a === "--json") json = true;
  else if (a === "--runs") runs = Number(args[++i]);
  else if (a.startsWith("-")) {
    console.error("usage: node tests/web/bench.mjs [--build] [--runs N] [--json] [DIST_DIR]");
    process.exit(2);
  } else distArg = a;
}
if (!(runs >= 1)) {
  console.error("--runs wants a number of loads, 1 or more");
  process.exit(2);
}
const dist = path.resolve(distArg ?? path.join(root, "dist"));
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(`no Chromium at ${chromium}: install it (apt-get install chromium) or set CHROMIUM`);
  process.exit(2);
}

const report = { dist, loadavg_before: os.loadavg().map((x) => +x.toFixed(2)) };
if (build) {
  const t = process.hrtime.bigint();
  const b = spawnSync("bash", ["web/build.sh"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (b.status !== 0) {
    console.error("web/build.sh failed");
    process.exit(2);
  }
  report.build_s = +(Number(process.hrtime.bigint() - t) / 1e9).toFixed(1);
}
const wasmFile = path.join(dist, "lienzo_bg.wasm");
if (!fs.existsSync(wasmFile)) {
  console.error(`no ${wasmFile}: build it first (bash web/build.sh) or pass --build`);
  process.exit(2);
}
const wasm = fs.readFileSync(wasmFile);
const js = fs.readFileSync(path.join(dist, "lienzo.js"));
report.wasm_bytes = wasm.length;
report.wasm_gzip_bytes = zlib.gzipSync(wasm, { level: 9 }).length;
report.js_bytes = js.length;
report.js_gzip_bytes = zlib.gzipSync(js, { level: 9 }).length;

const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };
let wasmRequests = 0;
const server = http.createServer((req, res) => {
  const name = decodeURIComponent(new URL(req.url, "http://x").pathname);
  if (name.endsWith(".wasm")) wasmRequests++;
  const file = path.join(dist, name === "/" ? "index.html" : name);
  if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { "content-type": types[path.extname(file)] || "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${server.address().port}/`;

// Installed in the page before its scripts: asks the app to publish its state, notes
// when WebAssembly.instantiate(Streaming) resolves and when the first viewport frame
// is published.
function probe() {
  window.__lienzo_observe = true;
  const b = (window.__bench = { streaming: false });
  for (const name of ["instantiateStreaming", "instantiate"]) {
    const orig = WebAssembly[name];
    WebAssembly[name] = async function (...a) {
      const r = await orig.apply(this, a);
      b.instantiated ??= performance.now();
      if (name === "instantiateStreaming") b.streaming = true;
      return r;
    };
  }
  // The steps between the module and the first frame: eframe's start (the loading
  // text goes), the page's Worker created, and each kind of message it first sends.
  b.steps = {};
  const step = (name) => (b.steps[name] ??= performance.now());
  const OrigWorker = window.Worker;
  window.Worker = function (...a) {
    step("worker created");
    const w = new OrigWorker(...a);
    w.addEventListener("message", (e) => e.data && e.data.t && step(`worker said ${e.data.t}`));
    return w;
  };
  window.Worker.prototype = OrigWorker.prototype;
  // The window's own frames before the first one that shows the page.
  b.window_frames = 0;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (f) => raf((t) => (b.first_frame === undefined && b.window_frames++, f(t)));
  document.addEventListener("DOMContentLoaded", () => {
    new MutationObserver((_, obs) => {
      if (!document.getElementById("status")) {
        step("app started");
        obs.disconnect();
      }
    }).observe(document.body, { childList: true });
    const el = document.getElementById("lienzo-state");
    new MutationObserver((_, obs) => {
      try {
        const s = JSON.parse(el.textContent);
        if (s.page_frames >= 1) {
          b.first_frame = performance.now();
          obs.disconnect();
          window.__benchNews?.();
        }
      } catch {
        // Not JSON yet.
      }
    }).observe(el, { childList: true, characterData: true, subtree: true });
  });
}

async function load() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "lienzo-bench-"));
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    userDataDir: profile,
    args: [
      "--no-sandbox",
      "--enable-unsafe-webgpu",
      "--enable-features=Vulkan",
      "--use-angle=vulkan",
      "--use-vulkan=swiftshader",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 720, deviceScaleFactor: 1 });
    const errors = [];
    // The wait below looks again when the page has news (its first frame, an error);
    // a second with no news looks anyway, so a missed notice is slower, never endless.
    let wake = () => {};
    const news = () => new Promise((r) => { wake = r; setTimeout(r, 1000); });
    page.on("console", (m) => m.type() === "error" && (errors.push(m.text()), wake()));
    page.on("pageerror", (e) => (errors.push(String(e)), wake()));
    await page.exposeFunction("__benchNews", () => wake());
    await page.evaluateOnNewDocument(probe);
    wasmRequests = 0;
    await page.goto(url, { waitUntil: "load" });
    const until = Date.now() + 120_000;
    let b = {};
    while (Date.now() < until) {
      b = await page.evaluate(() => window.__bench);
      if (b.first_frame !== undefined || errors.length) break;
      await news();
    }
    if (b.first_frame === undefined) {
      throw new Error(`no first frame within 120 s; console errors: ${JSON.stringify(errors)}; status: ${await page
        .$eval("#status", (e) => e.textContent)
        .catch(() => "?")}`);
    }
    const fetched = await page.evaluate(
      () => performance.getEntriesByType("resource").find((e) => e.name.endsWith(".wasm"))?.responseEnd,
    );
    const ms = (x) => (x === undefined ? null : Math.round(x));
    return {
      wasm_fetched_ms: ms(fetched),
      instantiated_ms: ms(b.instantiated),
      first_frame_ms: ms(b.first_frame),
      window_frames: b.window_frames,
      steps: Object.fromEntries(Object.entries(b.steps).map(([k, v]) => [k, ms(v)])),
      streaming: b.streaming,
      wasm_requests: wasmRequests,
      console_errors: errors,
    };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  if (!s.length) return null;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
};

report.loads = [];
try {
  for (let i = 0; i < runs; i++) report.loads.push(await load());
} catch (e) {
  console.error(`the page did not reach its first frame: ${e.message}`);
  server.close();
  process.exit(1);
}
server.close();
report.loadavg_after = os.loadavg().map((x) => +x.toFixed(2));
for (const k of ["wasm_fetched_ms", "instantiated_ms", "first_frame_ms"]) {
  report[`median_${k}`] = median(report.loads.map((l) => l[k]));
}

report.median_steps = {};
for (const k of [...new Set(report.loads.flatMap((l) => Object.keys(l.steps)))]) {
  report.median_steps[k] = median(report.loads.map((l) => l.steps[k] ?? null));
}
report.median_steps = Object.fromEntries(Object.entries(report.median_steps).sort((a, b) => a[1] - b[1]));

if (json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
  const lines = [
    `dist: ${dist}`,
    ...(report.build_s !== undefined ? [`build (bash web/build.sh): ${report.build_s} s`] : []),
    `wasm: ${report.wasm_bytes} bytes (${mb(report.wasm_bytes)}), gzip -9: ${report.wasm_gzip_bytes} bytes (${mb(report.wasm_gzip_bytes)})`,
    `js glue: ${report.js_bytes} bytes, gzip -9: ${report.js_gzip_bytes} bytes`,
    `load average: ${report.loadavg_before.join(" ")} before, ${report.loadavg_after.join(" ")} after`,
    ...report.loads.map(
      (l, i) =>
        `load ${i + 1}: wasm fetched ${l.wasm_fetched_ms} ms, instantiated ${l.instantiated_ms} ms` +
        `${l.streaming ? " (streaming)" : " (not streaming)"}${l.wasm_requests === 1 ? "" : `, ${l.wasm_requests} requests for the .wasm`}, first frame ${l.first_frame_ms} ms after ${l.window_frames} window frames` +
        (l.console_errors.length ? `, console errors: ${JSON.stringify(l.console_errors)}` : ""),
    ),
    `median of ${runs}: wasm fetched ${report.median_wasm_fetched_ms} ms, instantiated ${report.median_instantiated_ms} ms, ` +
      `first frame ${report.median_first_frame_ms} ms`,
    `adapter: ${report.loads[0].adapter}`,
    `steps (median ms from navigation): ${Object.entries(report.median_steps)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  ];
  console.log(lines.join("\n"));
}
