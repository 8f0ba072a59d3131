// The desktop's prelude: the WebGPU API a host program runs on (`navigator.gpu` and
// its objects, by the specification's names) and its `<canvas>`, with the page's world
// around them (src/page/world.js, the same file the web build's Worker runs: the DOM
// pieces, timers, `requestAnimationFrame`, `ResizeObserver`, `console`, `fetch` and the
// knobs' adapter mask). Objects and rules live here; the work is done by native
// operations over wgpu (`src/js/*.rs`), reached through `__lz`, which this script
// hides. It is one script in nine files (head, webidl, gpu, objects, canvas, page, web,
// the world, host), joined in that order by `page.rs`.
//
// Handles: every GPU object holds the number of its native resource in `[H]` and
// serializes to it (`toJSON`), so a descriptor goes to Rust as one JSON string.
// A FinalizationRegistry releases the native resource when the object is collected,
// as a browser does.
(() => {
"use strict";
const lz = globalThis.__lz;
delete globalThis.__lz;
const H = Symbol("handle");
const released = new FinalizationRegistry((id) => lz.drop(id));
const json = (v) => JSON.stringify(v === undefined ? {} : v);

function own(obj, id) {
    obj[H] = id;
    released.register(obj, id);
    return obj;
}

