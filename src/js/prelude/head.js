// The desktop's prelude: the WebGPU API a host program runs on (`navigator.gpu` and
// its objects, by the specification's names) and its `<canvas>`, with the page's world
// around them (src/page/world.js, the same file the web build's Worker runs: the DOM
// pieces, timers, `requestAnimationFrame`, `ResizeObserver`, `console`, `fetch` and the
// knobs' adapter mask). Objects and rules live here; the work is done by native
// operations over wgpu (`src/js/*.rs`), reached through `__lz`, which this script
// hides. It is one script in twelve files (head, webidl, gpu, objects, canvas, page,
// canvas2d, web, streams, the world's form controls, the world, host), joined in that
// order by `page.rs`.
//
// Handles: every GPU object holds the number of its native resource in `[H]` and
// serializes to it (`toJSON`), so a descriptor goes to Rust as one JSON string.
// A FinalizationRegistry releases the native resource when the object is collected,
// as a browser does.
(() => {
"use strict";
const lz = globalThis.__lz;
delete globalThis.__lz;
// The engine's own constructors, taken before the program runs: a page that replaces
// `globalThis.Error` or `JSON.parse` changes its own world, never the errors and
// answers of the WebGPU objects (as a browser's bindings use their realm's intrinsics).
const { Error, TypeError, RangeError, SyntaxError, Promise, Reflect } = globalThis;
const JSON = Object.freeze({ parse: globalThis.JSON.parse, stringify: globalThis.JSON.stringify });
// The program's stack where a GPU call was made, with the engine's `Error` and the
// page's `Error.prepareStackTrace` and `Error.stackTraceLimit` set aside (native
// accessors, taken now), so reading it runs none of the page's code.
const quietStack = (() => {
    const prepare = Reflect.getOwnPropertyDescriptor(Error, "prepareStackTrace");
    const limit = Reflect.getOwnPropertyDescriptor(Error, "stackTraceLimit");
    return () => {
        const saved = [Reflect.apply(prepare.get, Error, []), Reflect.apply(limit.get, Error, [])];
        Reflect.apply(prepare.set, Error, [undefined]);
        Reflect.apply(limit.set, Error, [10]);
        try {
            return new Error().stack;
        } finally {
            Reflect.apply(prepare.set, Error, [saved[0]]);
            Reflect.apply(limit.set, Error, [saved[1]]);
        }
    };
})();
const H = Symbol("handle");
// The device an object was made on: WebGPU's [[device]] slot. It keeps the device
// alive (and in the binding's table) as long as one of its objects is.
const OF = Symbol("device");
const released = new FinalizationRegistry((id) => lz.drop(id));
const json = (v) => JSON.stringify(v === undefined ? {} : v);

function own(obj, id, device) {
    obj[H] = id;
    if (device) obj[OF] = device;
    released.register(obj, id);
    return obj;
}

