// Opens pages of this site in headless Chromium on its real WebGPU (SwiftShader), as
// `lienzo run --root tests/pages` runs them, for tests/pages.rs to compare: the console
// lines in order and the uncaught errors of each page, once it said "done" (or after 20
// seconds, which the comparison then shows as a missing line).
//
//   node tests/pages/chromium.mjs OUT.json PAGE.html...
//
// PAGE is a path inside this folder, served as a site's root on 127.0.0.1.
// Exits 2 when the browser cannot start.

import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(root, "../web/package.json"));
const puppeteer = require("puppeteer-core");

const [out, ...pages] = process.argv.slice(2);
if (!out || !pages.length) {
  console.error("usage: node chromium.mjs OUT.json PAGE.html...");
  process.exit(2);
}
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(`no Chromium at ${chromium}: install it (apt-get install chromium) or set CHROMIUM`);
  process.exit(2);
}
const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".wgsl": "text/plain" };
const server = http.createServer((req, res) => {
  const name = decodeURIComponent(new URL(req.url, "http://x").pathname);
  const file = path.join(root, name);
  if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}/`;
// The browser's profile, removed when it closes (one is about 25 MB).
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "lienzo-pages-"));
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
const results = {};
for (const name of pages) {
  const page = await browser.newPage();
  // The viewport `lienzo run` gives a page by default (`--size 640x360`).
  await page.setViewport({ width: 640, height: 360, deviceScaleFactor: 1 });
  const result = { console: [], errors: [] };
  let done;
  const finished = new Promise((r) => { done = r; });
  page.on("console", (m) => {
    const text = m.text();
    // Chromium's own lines (a favicon's 404, a WebGPU warning) are not the page's.
    if (m.location()?.url?.endsWith("favicon.ico") || /^Failed to load resource/.test(text)) return;
    result.console.push(text);
    if (text === "done") done();
  });
  page.on("pageerror", (e) => result.errors.push(String(e.message ?? e)));
  await page.goto(base + name, { waitUntil: "load" });
  await Promise.race([finished, new Promise((r) => setTimeout(r, 20000))]);
  results[name] = result;
  await page.close();
}
fs.writeFileSync(out, JSON.stringify(results, null, 2));
await browser.close();
fs.rmSync(profile, { recursive: true, force: true });
server.close();
