// A file read through a decompressor, as samples load their compressed volumes
// (webgpu-samples' volumeRenderingTexture3D), and the streams around it.
const response = await fetch("volume.bin.gz");
console.log(`body: ${response.body instanceof ReadableStream}, used ${response.bodyUsed}`);
const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
let sum = 0;
for (const b of bytes) sum = (sum * 31 + b) >>> 0;
console.log(`decompressed: ${bytes.length} bytes, hash ${sum}, first ${bytes.slice(0, 4).join(",")}`);

// Round trip through each format.
const text = new TextEncoder().encode("Lienzo ".repeat(50));
for (const format of ["gzip", "deflate", "deflate-raw"]) {
  const packed = new Response(new Blob([text]).stream().pipeThrough(new CompressionStream(format)));
  const back = await new Response((await packed.blob()).stream().pipeThrough(new DecompressionStream(format))).text();
  console.log(`${format}: ${back.length} characters back, same ${back === "Lienzo ".repeat(50)}`);
}

// A reader's loop over a stream the page makes, and for await.
const made = new ReadableStream({
  start(c) { c.enqueue("a"); c.enqueue("b"); c.close(); },
});
const reader = made.getReader();
const seen = [];
for (;;) {
  const { value, done } = await reader.read();
  if (done) break;
  seen.push(value);
}
console.log(`read: ${seen.join("")}, locked ${made.locked}`);
let n = 0;
const counting = new ReadableStream({
  pull(c) { if (n < 3) c.enqueue(n++); else c.close(); },
});
const got = [];
for await (const v of counting) got.push(v);
console.log(`pulled: ${got.join(",")}`);
const upper = new TransformStream({ transform(chunk, c) { c.enqueue(String(chunk).toUpperCase()); } });
const letters = new ReadableStream({ start(c) { c.enqueue("x"); c.enqueue("y"); c.close(); } });
let shouted = "";
for await (const s of letters.pipeThrough(new TransformStream()).pipeThrough(upper)) shouted += s;
console.log(`transformed: ${shouted}`);

// Mistakes: an unknown format, data that is not gzip, a body read twice.
try { new DecompressionStream("brotli"); } catch (e) { console.log(`${e.name}: ${e.message}`); }
const junk = new Response(new Blob([new Uint8Array([1, 2, 3, 4])]).stream().pipeThrough(new DecompressionStream("gzip")));
await junk.arrayBuffer().then(() => console.log("junk decoded?"), (e) => console.log(`junk: ${e.name}`));
const once = new Response("text");
await once.text();
await once.text().catch((e) => console.log(`twice: ${e.name}`));
console.log(`headers: ${new Response("x", { headers: { "Content-Type": "text/plain" } }).headers.get("content-type")}`);
console.log("done");
