// Opens pages written by others (the folders beside this file, each a site as its
// authors publish it) in headless Chromium on its real WebGPU (SwiftShader), as
// `lienzo run --root` runs them, for tests/others.rs to compare: each page's console
// lines (`log` and `info`, each argument as DevTools previews it), the console's
// errors and warnings, the uncaught errors, and the page's text, once the page has had
// FRAMES animation frames after its `load`.
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
  await page.goto(base + name, { waitUntil: "load" });
  await page.evaluate((n) => new Promise((resolve) => {
    let left = n;
    const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }), frames);
  result.body = await page.evaluate(() => document.body.innerText.trim());
  result.console = await Promise.all(lines);
  results[name] = result;
  await page.close();
}
fs.writeFileSync(out, JSON.stringify(results, null, 2));
await browser.close();
fs.rmSync(profile, { recursive: true, force: true });
server.close();
