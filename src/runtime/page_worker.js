// A host program's runtime in a browser: the module its Worker imports before the
// program (page_host.js puts `import "<this>";` at the start of the program's first
// line). It is src/page/world.js (the page's world, the same file the desktop runs)
// followed by this file, which waits for the page's OffscreenCanvas and makes the world
// over the browser's own `navigator.gpu`, driven by the window's rendering updates. It
// watches the program for the window: exceptions, rejections, uncaptured WebGPU errors
// and lost devices become messages at the program's `file:line:col`.
//
// To the window (postMessage): {t:"ready"}, {t:"ack", seq, trace?} after each
// rendering update (with the world's trace when the init asked for it), {t:"enter",
// what} when a different kind of callback starts (what the watchdog names when the
// page stops answering), {t:"msg", level, text, place}.
// From the window: {t:"init", ...}, {t:"frame", seq, box, visible, time?} (`time`:
// the host's clock, when it paces the page), {t:"lose"}. With `trace` in the init,
// each ack carries the world's trace.

const init = await new Promise((resolve) => {
    self.onmessage = (e) => {
        if (e.data && e.data.t === "init") resolve(e.data);
    };
});
const { canvas, names, texts, words } = init;
const post = (m) => self.postMessage(m);
const nativeConsole = self.console;
const nativeSetTimeout = self.setTimeout.bind(self);
const nativeClearTimeout = self.clearTimeout.bind(self);
const nativePerformance = self.performance;

let lastWhat = null;
function enter(what) {
    if (what !== lastWhat) {
        lastWhat = what;
        post({ t: "enter", what });
    }
}

// ---------------------------------------------------------------- places and messages
function join(loc) {
    const root = init.shownRoot;
    return !root || root === "." ? loc : `${root.replace(/\/+$/, "")}/${loc}`;
}
// `name:line:col` of a module's blob URL; the first line lost `shift` columns to the
// runtime's import.
function placeOf(url, line, col) {
    const known = names[url];
    if (!known || !line) return null;
    const [name, shift] = known;
    return join(`${name}:${line}:${line === 1 ? Math.max(1, col - shift) : col}`);
}
// The first frame of a stack in the program (not this runtime).
function placeIn(stack) {
    for (const line of String(stack ?? "").split("\n")) {
        const m = /(blob:[^\s()]+?):(\d+):(\d+)\)?\s*$/.exec(line.trim());
        if (m && names[m[1]]) return placeOf(m[1], Number(m[2]), Number(m[3]));
    }
    return null;
}
function say(level, text, place = null) {
    post({ t: "msg", level, text, place });
}
function describe(v) {
    if (v !== null && typeof v === "object" && ("message" in v || "name" in v)) {
        const name = v.name ?? v.constructor?.name;
        return v.message ? `${name}: ${v.message}` : String(name);
    }
    return String(v);
}
function report(e) {
    say("Exception", `Uncaught ${describe(e)}`, placeIn(e?.stack));
}
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (all, k) => values[k] ?? all);

self.addEventListener("error", (e) => {
    e.preventDefault();
    // The thrown value says more than the event's message (a DOMException that ends a
    // module's top-level await arrives with the message "Uncaught " alone).
    const text = e.error != null ? `Uncaught ${describe(e.error)}` : e.message || "Uncaught error";
    say("Exception", text, placeIn(e.error?.stack) ?? placeOf(e.filename, e.lineno, e.colno));
});
self.addEventListener("unhandledrejection", (e) => {
    e.preventDefault();
    say("Exception", `Uncaught (in promise) ${describe(e.reason)}`, placeIn(e.reason?.stack));
});

// ---------------------------------------------------------------- the world
// The host's clock: real time in the window; virtual when the host paces the page (a
// check), moved by each rendering update's `time`.
const virtualClock = init.clock === "virtual";
let virtualNow = 0;
const world = pageWorld({
    now: () => (virtualClock ? virtualNow : nativePerformance.now()),
    timeOrigin: nativePerformance.timeOrigin,
    enter,
    report,
    print(level, text) {
        say(level[0].toUpperCase() + level.slice(1), text);
        nativeConsole[level](text);
    },
    canvas,
    createElement: (tag) => (tag === "canvas" ? new OffscreenCanvas(300, 150) : null),
    createImageBitmap: self.createImageBitmap.bind(self),
    file(name, url) {
        if (!(name in texts)) {
            throw new TypeError(`fetch('${url}'): ${name} is not in the page's folder`);
        }
        const file = texts[name];
        return new Response(typeof file === "string" ? file : new Uint8Array(file.bytes));
    },
    timerAdded: () => { if (!virtualClock) schedule(); },
    noAdapter() {},
});
world.host.init(canvas.width, canvas.height, init.box, "canvas", init.mask);
if (init.trace) world.host.trace(true);

// The world's timers wake this Worker when they are due, one task per timer.
let wake = null;
let wakeAt = Infinity;
function schedule() {
    const next = world.host.nextTimer();
    if (next < 0 || (wake !== null && wakeAt <= next)) return;
    if (wake !== null) nativeClearTimeout(wake);
    wakeAt = next;
    wake = nativeSetTimeout(() => {
        wake = null;
        wakeAt = Infinity;
        world.host.timers();
        schedule();
    }, Math.max(0, next - nativePerformance.now()));
}

// ---------------------------------------------------------------- WebGPU, observed
// The browser is the binding: it reports what the program does wrong, and this
// forwards it. The world applies the knobs' adapter mask.
const devices = new Set();
const simulated = new WeakSet();
const gpuErrorType = (error) =>
    error instanceof GPUOutOfMemoryError ? "out-of-memory" : error instanceof GPUInternalError ? "internal" : "validation";
if (init.preferred) {
    GPU.prototype.getPreferredCanvasFormat = function getPreferredCanvasFormat() { return init.preferred; };
}
const requestDevice = GPUAdapter.prototype.requestDevice;
GPUAdapter.prototype.requestDevice = async function (descriptor = {}) {
    const device = await requestDevice.call(this, descriptor);
    devices.add(device);
    device.addEventListener("uncapturederror", (e) => {
        // After every listener: one that calls preventDefault() keeps it quiet.
        nativeSetTimeout(() => {
            if (!e.defaultPrevented) {
                say("GpuError", fill(words.uncaptured, { type: gpuErrorType(e.error), message: e.error.message }));
            }
        }, 0);
    });
    const lost = device.lost.then((info) => {
        devices.delete(device);
        const seen = simulated.has(device)
            ? Object.create(GPUDeviceLostInfo.prototype, {
                reason: { value: "unknown", enumerable: true },
                message: { value: words.simulated, enumerable: true },
            })
            : info;
        say("Warn", fill(words.lost, { reason: seen.reason, message: seen.message }));
        return seen;
    });
    Object.defineProperty(device, "lost", { value: lost, configurable: true, enumerable: true });
    return device;
};
world.host.gpu(navigator.gpu);

// ---------------------------------------------------------------- the globals
Object.assign(globalThis, world.globals, { HTMLCanvasElement: OffscreenCanvas });
for (const [name, get] of Object.entries(world.getters)) {
    Object.defineProperty(globalThis, name, { get, configurable: true });
}

// ---------------------------------------------------------------- the window's requests
// A macrotask later: the microtask checkpoint, and what the browser delivers meanwhile.
const task = () => new Promise((resolve) => nativeSetTimeout(resolve, 0));
self.onmessage = async (e) => {
    const m = e.data;
    if (m.t === "frame") {
        if (virtualClock) {
            // The GPU work the page waits for settles first (up to five seconds), as
            // the desktop's paced runs let it.
            const until = nativePerformance.now() + 5000;
            while (world.host.pendingWork() > 0 && nativePerformance.now() < until) await task();
            // The timers due on the way run at their own times, one task each.
            for (let i = 0; i < 10000; i++) {
                const next = world.host.nextTimer();
                if (next < 0 || next > m.time) break;
                virtualNow = Math.max(virtualNow, next);
                world.host.timers();
                await task();
            }
            virtualNow = Math.max(virtualNow, m.time);
        }
        world.host.update(virtualClock ? virtualNow : nativePerformance.now(), m.box, m.visible);
        post({ t: "ack", seq: m.seq, trace: init.trace ? world.host.takeTrace() : undefined });
    } else if (m.t === "lose") {
        world.host.lost();
        for (const d of devices) {
            simulated.add(d);
            d.destroy();
        }
    }
};
post({ t: "ready" });
enter("Module");
