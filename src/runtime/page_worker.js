// A host program's runtime in a browser: the module its Worker imports before the
// program (page_host.js puts `import "<this>";` at the start of the program's first
// line). It is src/page/forms.js and src/page/world.js (the page's world, the same
// files the desktop runs) followed by this file, which waits for the page's OffscreenCanvas and makes the world
// over the browser's own `navigator.gpu`, driven by the window's rendering updates. It
// watches the program for the window: exceptions, rejections, uncaptured WebGPU errors
// and lost devices become messages at the program's `file:line:col`.
//
// To the window (postMessage): {t:"ready"}, {t:"ack", seq, trace?, graded?, shown?}
// after each rendering update (`shown`: the size of the frame it presented) (with the world's trace when the init asked for it, and what the
// update did for a check when it grades the page), {t:"enter",
// what} when a different kind of callback starts (what the watchdog names when the
// page stops answering), {t:"msg", level, text, place}, {t:"accepts", files} (what
// `import.meta.hot.accept` takes in place), {t:"reload"} (run the page again).
// From the window: {t:"init", ...}, {t:"frame", seq, box, visible, time?, read?}
// (`time`: the host's clock, when it paces the page; `read`: a graded update's pixels
// are wanted), {t:"lose"}, {t:"pointer", pointer} (`{x, y, buttons}` or null),
// {t:"hot", file, text} (an edit). With `trace` in the init,
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
    // Chromium measures its heap for a window, not for a Worker: the page's memory
    // figures are the ones a browser that has them gives, or none.
    heap: nativePerformance.memory
        ? () => [nativePerformance.memory.usedJSHeapSize, nativePerformance.memory.totalJSHeapSize, nativePerformance.memory.jsHeapSizeLimit]
        : undefined,
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
        if (!(name in texts)) return { missing: `${name}: no such file in the page's folder` };
        const file = texts[name];
        return { body: typeof file === "string" ? file : new Uint8Array(file.bytes) };
    },
    timerAdded: () => { if (!virtualClock) schedule(); },
    drawn: () => { if (readWanted && acquired) drawnPixels = pixelsOf(acquired, canvasDevice); },
    noAdapter() {},
    accepts: (files) => post({ t: "accepts", files }),
    reload: () => post({ t: "reload" }),
});
// `import.meta.hot` of each JavaScript module: page_host.js starts every module with
// `import.meta.hot = self.__lienzoHot(<its name>);`.
Object.defineProperty(self, "__lienzoHot", { value: (name) => world.host.hotContext(name) });
world.host.init(canvas.width, canvas.height, init.box, "canvas", init.mask, virtualClock ? 1 : null);
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
const resets = new WeakMap();
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
    // A simulated reset is lost at once, as the desktop's is; the browser's own
    // answer to destroy() comes back from its GPU process some frames later.
    const reset = new Promise((resolve) => resets.set(device, resolve));
    const lost = Promise.race([device.lost, reset]).then((info) => {
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
// ---------------------------------------------------------------- what a check counts
// When a check grades the page (`init.grade`): what the program did to its canvas and
// textures (the desktop's binding counts the same), the size of the frame each update
// presents, and, when the check asks, that frame's pixels (the canvas's textures get
// COPY_SRC for it).
const destroyed = new WeakSet();
const tally = {
    texturesMade: 0, texturesAlive: new Set(), canvasSized: 0, expiredEarly: 0, canvasPasses: 0, stalePasses: 0,
    configured: [], alphaModes: [], adapterRequests: 0,
    adapterLimits: {}, adapterFeatures: [], requestedLimits: null, requestedFeatures: [], grantedLimits: {},
    dynamicOffsets: new Set(), constants: {},
};
// A GPUSupportedLimits as plain numbers: its members are getters of its prototype.
const limitsOf = (limits) => {
    const out = {};
    for (const name in limits) if (typeof limits[name] === "number") out[name] = limits[name];
    return out;
};
const textureIds = new WeakMap();
// The size of the frame an update presents (it took the canvas's current texture):
// the window counts the frames the page shows.
let shown = null;
{
    const original = GPUCanvasContext.prototype.getCurrentTexture;
    Object.defineProperty(GPUCanvasContext.prototype, "getCurrentTexture", {
        configurable: true,
        writable: true,
        value: function (...args) {
            const texture = original.apply(this, args);
            shown = [texture.width, texture.height];
            return texture;
        },
    });
}
let acquired = null;
let canvasDevice = null;
// The canvas's textures, each with the updates ended when it was acquired and whether
// it expired before it was presented (a size assigned, `configure()`), and the texture
// each view was made from: a pass into a canvas texture acquired before the last update
// ended draws into a texture kept from an earlier frame (the desktop's prelude counts
// the same).
const frames = new WeakMap();
const viewOf = new WeakMap();
let updatesEnded = 0;
const expiring = () => {
    const frame = acquired && frames.get(acquired);
    if (frame && !frame.early) {
        frame.early = true;
        tally.expiredEarly += 1;
    }
};
// A graded update that wants its pixels copies them once its frame callbacks are done.
let readWanted = false;
let drawnPixels = null;
// What the page's adapter offers, what its device request asks and what the device
// got: counted always, for the window's device panel as for a check. The page's world
// masks the adapter first: `this.limits` is what the page sees.
{
    const original = GPUAdapter.prototype.requestDevice;
    Object.defineProperty(GPUAdapter.prototype, "requestDevice", {
        configurable: true,
        writable: true,
        value: function (descriptor, ...rest) {
            tally.adapterLimits = limitsOf(this.limits);
            tally.adapterFeatures = [...this.features];
            const asked = {};
            for (const [name, value] of Object.entries(descriptor?.requiredLimits ?? {})) {
                if (value !== undefined) asked[name] = Number(value);
            }
            tally.requestedLimits = asked;
            tally.requestedFeatures = [...(descriptor?.requiredFeatures ?? [])].map(String);
            const device = () => post({
                t: "device", adapterLimits: tally.adapterLimits, adapterFeatures: tally.adapterFeatures,
                requestedLimits: tally.requestedLimits, requestedFeatures: tally.requestedFeatures,
                grantedLimits: tally.grantedLimits,
            });
            tally.grantedLimits = {};
            device();
            return original.call(this, descriptor, ...rest).then((made) => {
                tally.grantedLimits = limitsOf(made.limits);
                device();
                return made;
            });
        },
    });
}
if (init.grade) {
    const wrap = (proto, name, f) => {
        const original = proto[name];
        Object.defineProperty(proto, name, {
            configurable: true,
            writable: true,
            value: function (...args) { return f.call(this, original, args); },
        });
    };
    wrap(GPUDevice.prototype, "createTexture", function (original, args) {
        const texture = original.apply(this, args);
        tally.texturesMade += 1;
        textureIds.set(texture, tally.texturesMade);
        tally.texturesAlive.add(tally.texturesMade);
        return texture;
    });
    wrap(GPUDevice.prototype, "destroy", function (original, args) {
        destroyed.add(this);
        return original.apply(this, args);
    });
    wrap(GPUTexture.prototype, "destroy", function (original, args) {
        tally.texturesAlive.delete(textureIds.get(this));
        return original.apply(this, args);
    });
    wrap(GPUCanvasContext.prototype, "configure", function (original, [config, ...rest]) {
        if (config && typeof config === "object") {
            tally.configured.push(String(config.format));
            tally.alphaModes.push(String(config.alphaMode ?? "opaque"));
            canvasDevice = config.device;
            config = { ...config, usage: (config.usage ?? GPUTextureUsage.RENDER_ATTACHMENT) | GPUTextureUsage.COPY_SRC };
        }
        expiring();
        return original.call(this, config, ...rest);
    });
    wrap(GPUCanvasContext.prototype, "unconfigure", function (original, args) {
        expiring();
        return original.apply(this, args);
    });
    wrap(GPUCanvasContext.prototype, "getCurrentTexture", function (original, args) {
        acquired = original.apply(this, args);
        if (!frames.has(acquired)) frames.set(acquired, { early: false, at: updatesEnded });
        return acquired;
    });
    wrap(GPUTexture.prototype, "createView", function (original, args) {
        const view = original.apply(this, args);
        viewOf.set(view, this);
        return view;
    });
    wrap(GPUCommandEncoder.prototype, "beginRenderPass", function (original, args) {
        let drawsCanvas = false, stale = false;
        for (const a of args[0]?.colorAttachments ?? []) {
            for (const v of [a?.view, a?.resolveTarget]) {
                const texture = viewOf.get(v) ?? v;
                const frame = texture && frames.get(texture);
                if (!frame) continue;
                drawsCanvas = true;
                if (frame.at !== updatesEnded) stale = true;
            }
        }
        if (drawsCanvas) {
            tally.canvasPasses += 1;
            if (stale) tally.stalePasses += 1;
        }
        return original.apply(this, args);
    });
    for (const proto of [GPURenderPassEncoder.prototype, GPUComputePassEncoder.prototype]) {
        wrap(proto, "setBindGroup", function (original, args) {
            const offsets = args[2];
            if (offsets && typeof offsets === "object" && typeof offsets.length === "number") {
                const [start, length] = args.length > 3 ? [args[3], args[4]] : [0, offsets.length];
                for (const o of Array.from(offsets).slice(start, start + length)) tally.dynamicOffsets.add(Number(o));
            }
            return original.apply(this, args);
        });
    }
    for (const name of ["createComputePipeline", "createComputePipelineAsync"]) {
        wrap(GPUDevice.prototype, name, function (original, args) {
            Object.assign(tally.constants, args[0]?.compute?.constants ?? {});
            return original.apply(this, args);
        });
    }
    wrap(GPU.prototype, "requestAdapter", function (original, args) {
        tally.adapterRequests += 1;
        return original.apply(this, args);
    });
    for (const side of ["width", "height"]) {
        const d = Object.getOwnPropertyDescriptor(OffscreenCanvas.prototype, side);
        Object.defineProperty(canvas, side, {
            configurable: true,
            get() { return d.get.call(this); },
            set(v) { tally.canvasSized += 1; expiring(); d.set.call(this, v); },
        });
    }
}
// The texture's stored values as tightly packed RGBA8, copied before it is presented;
// null where it cannot be read (another format, a lost device).
async function pixelsOf(texture, device) {
    const format = String(texture.format);
    if (!device || !/^(rgba8unorm|bgra8unorm)(-srgb)?$/.test(format)) return null;
    const { width, height } = texture;
    const row = Math.ceil((width * 4) / 256) * 256;
    device.pushErrorScope("validation");
    const buffer = device.createBuffer({ size: row * height, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
    const encoder = device.createCommandEncoder();
    encoder.copyTextureToBuffer({ texture }, { buffer, bytesPerRow: row }, [width, height]);
    device.queue.submit([encoder.finish()]);
    const failed = await device.popErrorScope();
    if (failed) return null;
    try {
        await buffer.mapAsync(GPUMapMode.READ);
    } catch {
        return null;
    }
    const from = new Uint8Array(buffer.getMappedRange());
    const rgba = new Array(width * height * 4);
    const bgra = format.startsWith("bgra");
    for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
            const s = y * row + x * 4;
            const d = (y * width + x) * 4;
            rgba[d] = from[s + (bgra ? 2 : 0)];
            rgba[d + 1] = from[s + 1];
            rgba[d + 2] = from[s + (bgra ? 0 : 2)];
            rgba[d + 3] = from[s + 3];
        }
    }
    buffer.unmap();
    buffer.destroy();
    return { width, height, rgba };
}
// What one graded update did, for the window's grader. The browser reports a
// device's errors from its GPU process a while later: once each device's queue has
// done its work, the errors of the update have come back, and their messages go out
// (a task later, after every listener) before the answer, as the desktop's are.
async function graded() {
    // A lost device's canvas shows nothing new, as on the desktop.
    const live = devices.has(canvasDevice) && !destroyed.has(canvasDevice);
    const presented = acquired && live ? [acquired.width, acquired.height] : null;
    const pixels = drawnPixels ? await drawnPixels : null;
    drawnPixels = null;
    readWanted = false;
    acquired = null;
    updatesEnded += 1;
    for (const d of devices) {
        if (destroyed.has(d)) continue;
        try {
            await Promise.race([d.queue.onSubmittedWorkDone(), new Promise((r) => nativeSetTimeout(r, 2000))]);
        } catch {
            // A lost device has no work to wait for.
        }
    }
    await new Promise((r) => nativeSetTimeout(r, 0));
    await new Promise((r) => nativeSetTimeout(r, 0));
    return {
        tally: {
            texturesMade: tally.texturesMade,
            texturesAlive: [...tally.texturesAlive],
            canvasSized: tally.canvasSized,
            expiredEarly: tally.expiredEarly,
            canvasPasses: tally.canvasPasses,
            stalePasses: tally.stalePasses,
            configured: tally.configured,
            alphaModes: tally.alphaModes,
            adapterRequests: tally.adapterRequests,
            adapterLimits: tally.adapterLimits,
            adapterFeatures: tally.adapterFeatures,
            requestedLimits: tally.requestedLimits,
            requestedFeatures: tally.requestedFeatures,
            grantedLimits: tally.grantedLimits,
            dynamicOffsets: [...tally.dynamicOffsets],
            constants: tally.constants,
        },
        presented,
        pixels,
        body: document.body.innerText,
    };
}
world.host.gpu(navigator.gpu);

// ---------------------------------------------------------------- the globals
// A requestAnimationFrame of an idle page is said to the window at once (the window
// sends it a rendering update), not at the next look.
{
    const request = world.globals.requestAnimationFrame;
    world.globals.requestAnimationFrame = {
        requestAnimationFrame(fn) {
            const id = request(fn);
            if (!wanted) sayWants();
            return id;
        },
    }.requestAnimationFrame;
}
Object.assign(globalThis, world.globals, { HTMLCanvasElement: OffscreenCanvas });
for (const [name, get] of Object.entries(world.getters)) {
    Object.defineProperty(globalThis, name, { get, configurable: true });
}
// The page's address, as the desktop gives it (the Worker's own is its script's).
Object.defineProperty(globalThis, "location", { get: () => world.host.location(), configurable: true });

// ---------------------------------------------------------------- an idle page
// Whether the next rendering update has anything to run (an animation frame callback, a
// new ResizeObserver), said to the window when it changes: the window sends no updates
// to a page that has none to run, until its box changes or the page asks again (a
// timer's or a promise's requestAnimationFrame), as the desktop's page says it.
let wanted = true;
function sayWants() {
    const wants = world.host.wantsFrame() > 0;
    if (wants === wanted) return;
    wanted = wants;
    post({ t: "wants", wants });
}
nativeSetTimeout(function look() {
    sayWants();
    nativeSetTimeout(look, 100);
}, 100);

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
        readWanted = !!(init.grade && m.read);
        world.host.update(virtualClock ? virtualNow : nativePerformance.now(), m.box, m.visible);
        const check = init.grade ? await graded() : undefined;
        post({
            t: "ack", seq: m.seq, trace: init.trace ? world.host.takeTrace() : undefined, graded: check, shown,
            wants: world.host.wantsFrame() > 0,
        });
        shown = null;
        sayWants();
    } else if (m.t === "settle") {
        // What the GPU still owes the page (a last mapping, a loss after destroy())
        // arrives before a paced run ends, as the desktop's `lienzo run` delivers it.
        const until = nativePerformance.now() + 5000;
        while (world.host.pendingWork() > 0 && nativePerformance.now() < until) await task();
        await task();
        post({ t: "settled" });
    } else if (m.t === "pointer") {
        world.host.pointer(m.pointer);
    } else if (m.t === "key") {
        world.host.key(m.key);
    } else if (m.t === "hot") {
        texts[m.file] = m.text;
        if (!world.host.hotUpdate(m.file, m.text)) post({ t: "reload" });
    } else if (m.t === "lose") {
        world.host.lost();
        for (const d of devices) {
            simulated.add(d);
            destroyed.add(d);
            resets.get(d)?.();
            d.destroy();
        }
    }
};
post({ t: "ready" });
enter("Module");
