// Opens pages written by others (the folders beside this file, each a site as its
// authors publish it) in headless Chromium on its real WebGPU (SwiftShader), as
// `lienzo run --root` runs them, for tests/others.rs to compare: each page's console
// lines (`log` and `info`, each argument as DevTools previews it), the console's
// errors and warnings, the uncaught errors, and the page's text, once the page has had
// FRAMES animation frames; and a screenshot of its first canvas, OUT.json's name with
// the page's path, `/` as `_`, and `.png`.
//
// The page runs on a virtual clock, as `lienzo run` runs it: its Nth animation frame
// callback is given the time N x 1000/60 ms, `performance.now()` reads the time of
// the frame last begun and `Date.now()` 2026-01-01 plus that; after its FRAMES frames its callbacks are held, so the picture
// is the one it drew at FRAMES.
//
//   node tests/others/chromium.mjs OUT.json WIDTHxHEIGHT FRAMES SITE/PAGE.html...
//
// SITE is a folder beside this file, served as a site's root on 127.0.0.1.
// Exits 2 when the browser cannot start.

import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "../web/package.json"));
const puppeteer = require("puppeteer-core");

const [out, size, framesArg, ...pages] = process.argv.slice(2);
const [width, height] = (size ?? "").split("x").map(Number);
const frames = Number(framesArg);
if (!out || !width || !height || !frames || !pages.length) {
  console.error("usage: node chromium.mjs OUT.json WIDTHxHEIGHT FRAMES SITE/PAGE.html...");
  process.exit(2);
}
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(`no Chromium at ${chromium}: install it (apt-get install chromium) or set CHROMIUM`);
  process.exit(2);
}
const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json" };
const server = http.createServer((req, res) => {
  const name = decodeURIComponent(new URL(req.url, "http://x").pathname);
  const file = path.join(here, name);
  if (!file.startsWith(here) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}/`;
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "lienzo-others-"));
const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  userDataDir: profile,
  args: [
    "--no-sandbox", "--enable-unsafe-webgpu", "--enable-features=Vulkan", "--use-angle=vulkan",
    "--use-vulkan=swiftshader", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run",
  ],
});

// One console argument as DevTools' console line shows it before it is expanded.
function shown(o) {
  if (o.type === "string") return o.value;
  if (o.type === "undefined") return "undefined";
  if (o.type === "number" || o.type === "boolean" || o.type === "bigint") return o.description ?? String(o.value);
  if (o.subtype === "null") return "null";
  const p = o.preview;
  if (p && (o.subtype === "typedarray" || o.subtype === "array")) {
    const items = p.properties.filter((x) => /^\d+$/.test(x.name)).map((x) => (x.type === "string" ? `'${x.value}'` : x.value));
    if (p.overflow) items.push("…");
    const name = o.subtype === "array" ? `(${o.description.replace(/^Array\((\d+)\)$/, "$1")})` : o.description;
    return `${name} [${items.join(", ")}]`;
  }
  if (p && o.type === "object") {
    const items = p.properties.map((x) => `${x.name}: ${x.type === "string" ? `'${x.value}'` : x.value}`);
    if (p.overflow) items.push("…");
    const name = o.className && o.className !== "Object" ? `${o.className} ` : "";
    return `${name}{${items.join(", ")}}`;
  }
  return o.description ?? String(o.value);
}

const results = {};
for (const name of pages) {
  const page = await browser.newPage();
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  const result = { console: [], problems: [], errors: [], body: "" };
  const lines = [];
  page.on("console", (m) => {
    // A favicon's 404 is the browser's own line, not the page's.
    if (m.location()?.url?.endsWith("favicon.ico")) return;
    if (m.type() === "log" || m.type() === "info") {
      lines.push(Promise.all(m.args().map((a) => a.remoteObject())).then((args) => args.map(shown).join(" ")));
    } else if (m.type() === "error" || m.type() === "warn" || m.type() === "warning") {
      result.problems.push(m.text());
    }
  });
  page.on("pageerror", (e) => result.errors.push(String(e.message ?? e)));
  await page.evaluateOnNewDocument((frames) => {
    // Math.random as Lienzo's page world seeds it on a virtual clock (src/page/world.js,
    // seededRandom, seed 1).
    let a = 1;
    Math.random = function random() {
      a = (a + 0x6D2B79F5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const raf = window.requestAnimationFrame.bind(window);
    window.__nativeFrame = raf;
    let frame = 0;
    let queued = [];
    let now = 0;
    performance.now = () => now;
    // Dates on the same clock, as Lienzo's page world keeps them (src/page/world.js,
    // virtualDate): 2026-01-01 plus the virtual time; within one instant a date moves
    // on with the machine's time, and never goes back.
    const EngineDate = Date;
    let instant = NaN, base = 0, realAt = 0, last = -Infinity;
    const dateNow = () => {
      const real = EngineDate.now();
      if (now !== instant) { instant = now; base = Math.max(last, EngineDate.UTC(2026, 0, 1) + now); realAt = real; }
      last = Math.floor(base + (real - realAt));
      return last;
    };
    function PageDate(...args) {
      if (!new.target) return new EngineDate(dateNow()).toString();
      return Reflect.construct(EngineDate, args.length ? args : [dateNow()], new.target);
    }
    PageDate.prototype = EngineDate.prototype;
    Object.assign(PageDate, { now: dateNow, parse: EngineDate.parse, UTC: EngineDate.UTC });
    EngineDate.prototype.constructor = PageDate;
    window.Date = PageDate;
    window.requestAnimationFrame = (fn) => { queued.push(fn); return queued.length; };
    window.cancelAnimationFrame = () => {};
    window.__framesDone = new Promise((done) => {
      // The clock starts at the page's first animation frame callback (Lienzo settles
      // the page's GPU promises before its first rendering update; Chromium may take a
      // few frames to answer requestDevice). A page that asks for none is done after
      // 120 frames.
      let idle = 0;
      const tick = () => {
        if (frame === 0 && !queued.length) {
          if (++idle > 120) done();
          else raf(tick);
          return;
        }
        frame += 1;
        now = frame * (1000 / 60);
        const run = queued;
        queued = [];
        for (const fn of run) {
          try { fn(now); } catch (e) { setTimeout(() => { throw e; }); }
        }
        if (frame < frames) raf(tick);
        else raf(() => raf(done));
      };
      raf(tick);
    });
  }, frames);
  await page.goto(base + name, { waitUntil: "load" });
  await page.evaluate(() => window.__framesDone);
  result.body = await page.evaluate(() => document.body.innerText.trim());
  // The canvas alone, over white: the page's other elements (a GUI's panel laid over
  // it) and its background are hidden, as Lienzo's picture has only the canvas.
  await page.evaluate(() => {
    const canvas = document.querySelector("canvas");
    for (const e of document.body.querySelectorAll("*")) {
      if (canvas && e !== canvas && !e.contains(canvas)) e.style.setProperty("display", "none", "important");
    }
  });
  await page.addStyleTag({ content: "html, body, canvas { background: white !important; }" });
  await page.evaluate(() => new Promise((r) => window.__nativeFrame(() => window.__nativeFrame(r))));
  const canvas = await page.$("canvas");
  // A canvas the page hides (or sizes to nothing) has no picture to compare.
  const visible = canvas && (await canvas.evaluate((c) => c.getClientRects().length > 0 && c.clientWidth > 0));
  if (visible) await canvas.screenshot({ path: out.replace(/\.json$/, "") + "." + name.replace(/\//g, "_").replace(/\.html$/, ".png") });
  result.console = await Promise.all(lines);
  results[name] = result;
  await page.close();
}
fs.writeFileSync(out, JSON.stringify(results, null, 2));
await browser.close();
fs.rmSync(profile, { recursive: true, force: true });
server.close();
