// The page's world in a browser: the runtime a host program's module Worker imports
// before the program (page_host.js puts `import "<this>";` at the start of the
// program's first line). It waits for the page's OffscreenCanvas, then gives the
// program what the desktop's prelude gives it (src/js/prelude/): the browser's own
// `navigator.gpu`, a `document` whose `querySelector("canvas")` is that canvas (with
// `clientWidth`/`clientHeight` from the window's box), `devicePixelRatio`,
// `requestAnimationFrame` and `ResizeObserver` driven by the window's rendering
// updates, a little DOM, `console` forwarded. It watches the program for the window:
// exceptions, rejections, uncaptured WebGPU errors and lost devices become messages
// at the program's `file:line:col`.
//
// To the window (postMessage): {t:"ready"}, {t:"ack", seq} after each rendering
// update, {t:"enter", what} when a different kind of callback starts (what the
// watchdog names when the page stops answering), {t:"msg", level, text, place}.
// From the window: {t:"init", ...}, {t:"frame", seq, box, visible}, {t:"lose"}.

const init = await new Promise((resolve) => {
    self.onmessage = (e) => {
        if (e.data && e.data.t === "init") resolve(e.data);
    };
});
const { canvas, names, texts, words } = init;
let box = init.box;
const post = (m) => self.postMessage(m);
const nativeConsole = self.console;
const nativeSetTimeout = self.setTimeout.bind(self);
const nativeSetInterval = self.setInterval.bind(self);

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

function show(v) {
    if (typeof v === "string") return v;
    if (v instanceof Error || (typeof GPUError !== "undefined" && v instanceof GPUError)) return describe(v);
    if (typeof v === "object" && v !== null) {
        try {
            return JSON.stringify(v, (k, x) => (typeof x === "bigint" ? String(x) : x));
        } catch {
            return String(v);
        }
    }
    return String(v);
}
const consoleObject = {};
for (const level of ["log", "info", "warn", "error", "debug"]) {
    const kind = level[0].toUpperCase() + level.slice(1);
    consoleObject[level] = (...args) => {
        say(kind, args.map(show).join(" "));
        nativeConsole[level](...args);
    };
}
consoleObject.assert = (ok, ...args) => {
    if (!ok) consoleObject.error("Assertion failed:", ...args);
};
consoleObject.table = consoleObject.log;
consoleObject.trace = consoleObject.log;

// ---------------------------------------------------------------- the page
class Node extends EventTarget {
    constructor(tag) {
        super();
        this.tagName = tag.toUpperCase();
        this.children = [];
        this.parentNode = null;
        this.style = {};
        this.id = "";
        this.className = "";
        this.attributes = {};
        this._text = "";
    }
    get textContent() { return this._text + this.children.map((c) => c.textContent ?? "").join(""); }
    set textContent(t) {
        this.children = [];
        this._text = String(t);
    }
    get innerText() { return this.textContent; }
    set innerText(t) { this.textContent = t; }
    get innerHTML() { return this.textContent; }
    set innerHTML(t) { this.textContent = String(t).replace(/<[^>]*>/g, ""); }
    appendChild(child) {
        if (child.parentNode) child.parentNode.removeChild(child);
        child.parentNode = this;
        this.children.push(child);
        return child;
    }
    append(...nodes) {
        for (const n of nodes) this.appendChild(typeof n === "string" ? document.createTextNode(n) : n);
    }
    removeChild(child) {
        this.children = this.children.filter((c) => c !== child);
        child.parentNode = null;
        return child;
    }
    remove() { if (this.parentNode) this.parentNode.removeChild(this); }
    setAttribute(name, value) {
        this.attributes[name] = String(value);
        if (name === "id") this.id = String(value);
    }
    getAttribute(name) { return this.attributes[name] ?? null; }
    querySelector(selector) { return find(this, selector); }
    querySelectorAll(selector) {
        const all = [];
        walk(this, (n) => { if (matches(n, selector)) all.push(n); });
        return all;
    }
}
function walk(node, fn) {
    for (const c of node.children ?? []) { fn(c); walk(c, fn); }
}
function matches(n, selector) {
    const s = selector.trim();
    if (s.startsWith("#")) return n.id === s.slice(1);
    if (s.startsWith(".")) return String(n.className ?? "").split(/\s+/).includes(s.slice(1));
    return n.tagName === s.toUpperCase();
}
function find(root, selector) {
    let found = null;
    walk(root, (n) => { if (!found && matches(n, selector)) found = n; });
    return found;
}

// The page's canvas is the real OffscreenCanvas, dressed as the element it stands for.
const rect = () => ({ x: 0, y: 0, left: 0, top: 0, width: box.width, height: box.height, right: box.width, bottom: box.height });
const canvasAttributes = { id: "canvas" };
Object.defineProperties(canvas, {
    clientWidth: { get: () => box.width },
    clientHeight: { get: () => box.height },
    tagName: { value: "CANVAS" },
    id: { value: "canvas", writable: true },
    className: { value: "", writable: true },
    style: { value: {} },
    children: { value: [] },
    parentNode: { value: null, writable: true },
    attributes: { value: canvasAttributes },
    getBoundingClientRect: { value: rect },
    setAttribute: {
        value(name, value) {
            canvasAttributes[name] = String(value);
            if (name === "id") canvas.id = String(value);
            if (name === "width" || name === "height") canvas[name] = Number(value);
        },
    },
    getAttribute: { value: (name) => canvasAttributes[name] ?? null },
    remove: { value() {} },
});

const document = new (class Document extends EventTarget {
    constructor() {
        super();
        this.documentElement = new Node("html");
        this.head = new Node("head");
        this.body = new Node("body");
        this.documentElement.appendChild(this.head);
        this.documentElement.appendChild(this.body);
        this.hidden = false;
        this.visibilityState = "visible";
        this.readyState = "complete";
    }
    createElement(tag) {
        return tag.toLowerCase() === "canvas" ? new OffscreenCanvas(300, 150) : new Node(tag);
    }
    createTextNode(text) {
        const n = new Node("#text");
        n._text = String(text);
        return n;
    }
    querySelector(s) { return find(this.documentElement, s); }
    querySelectorAll(s) { return this.documentElement.querySelectorAll(s); }
    getElementById(id) { return find(this.documentElement, "#" + id); }
    getElementsByTagName(tag) { return this.documentElement.querySelectorAll(tag); }
})();
document.body.children.push(canvas);
canvas.parentNode = document.body;

// ---------------------------------------------------------------- frames and timers
let nextFrame = 1;
let frameCallbacks = new Map();
function requestAnimationFrame(fn) {
    if (typeof fn !== "function") throw new TypeError("requestAnimationFrame: the argument must be a function");
    const id = nextFrame++;
    frameCallbacks.set(id, fn);
    return id;
}
function cancelAnimationFrame(id) { frameCallbacks.delete(id); }

const observers = new Set();
let observedNew = false;
class ResizeObserver {
    #fn; #targets = new Set();
    constructor(fn) { this.#fn = fn; }
    observe(target) {
        this.#targets.add(target);
        observers.add(this);
        observedNew = true;
    }
    unobserve(target) { this.#targets.delete(target); }
    disconnect() { this.#targets.clear(); observers.delete(this); }
    _notify() {
        const entries = [...this.#targets].map((target) => {
            const css = [{ inlineSize: box.width, blockSize: box.height }];
            return {
                target,
                contentRect: rect(),
                contentBoxSize: css,
                borderBoxSize: css,
                devicePixelContentBoxSize: [{ inlineSize: box.pixelWidth, blockSize: box.pixelHeight }],
            };
        });
        if (entries.length) this.#fn(entries, this);
    }
}

const timed = (fn) => (typeof fn === "function" ? (...a) => { enter("Timeout"); return fn(...a); } : fn);

// fetch() reads the page's own files (those the window sent), never the network.
function resolveName(base, spec) {
    if (!spec.startsWith("./") && !spec.startsWith("../")) return null;
    const parts = base.split("/").slice(0, -1);
    for (const p of spec.split("/")) {
        if (p === "..") { if (!parts.length) return null; parts.pop(); } else if (p !== "." && p !== "") parts.push(p);
    }
    return parts.join("/");
}
async function pageFetch(url) {
    const path = String(url instanceof Request ? url.url : url).split(/[?#]/)[0];
    const name = resolveName("index.html", "./" + path.replace(/^\/+/, ""));
    if (/^[a-z]+:/i.test(path) || name === null || !(name in texts)) {
        throw new TypeError(`fetch('${url}'): a page in Lienzo has no network; it can fetch the files of its own folder by a relative path`);
    }
    return new Response(texts[name]);
}

// ---------------------------------------------------------------- WebGPU, observed
const devices = new Set();
const simulated = new WeakSet();
const mask = init.mask;
const gpuErrorType = (error) =>
    error instanceof GPUOutOfMemoryError ? "out-of-memory" : error instanceof GPUInternalError ? "internal" : "validation";
if (init.preferred) {
    GPU.prototype.getPreferredCanvasFormat = function getPreferredCanvasFormat() { return init.preferred; };
}
const adapterLimits = Object.getOwnPropertyDescriptor(GPUAdapter.prototype, "limits").get;
const adapterFeatures = Object.getOwnPropertyDescriptor(GPUAdapter.prototype, "features").get;
function maskedLimits(adapter) {
    const real = adapterLimits.call(adapter);
    if (!mask.limits) return real;
    const limits = Object.create(GPUSupportedLimits.prototype);
    for (const name in GPUSupportedLimits.prototype) {
        const value = name in mask.limits ? Math.min(mask.limits[name], real[name]) : real[name];
        Object.defineProperty(limits, name, { value, enumerable: true });
    }
    return limits;
}
function maskedFeatures(adapter) {
    return new Set([...adapterFeatures.call(adapter)].filter((f) => !mask.hidden.includes(f)));
}
Object.defineProperty(GPUAdapter.prototype, "limits", { get() { return maskedLimits(this); }, configurable: true });
Object.defineProperty(GPUAdapter.prototype, "features", { get() { return maskedFeatures(this); }, configurable: true });
const requestDevice = GPUAdapter.prototype.requestDevice;
GPUAdapter.prototype.requestDevice = async function (descriptor = {}) {
    const features = maskedFeatures(this);
    for (const f of descriptor.requiredFeatures ?? []) {
        if (!features.has(f)) throw new TypeError(`requestDevice: the adapter does not have the feature '${f}'`);
    }
    const limits = maskedLimits(this);
    for (const [name, value] of Object.entries(descriptor.requiredLimits ?? {})) {
        if (value === undefined || !(name in limits)) continue;
        const over = name.startsWith("min") ? value < limits[name] : value > limits[name];
        if (over) throw new DOMException(`requestDevice: requiredLimits.${name} (${value}) is better than the adapter's ${limits[name]}`, "OperationError");
    }
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

// ---------------------------------------------------------------- the globals
Object.assign(globalThis, {
    window: globalThis,
    document,
    console: consoleObject,
    requestAnimationFrame,
    cancelAnimationFrame,
    ResizeObserver,
    fetch: pageFetch,
    setTimeout: (fn, delay, ...args) => nativeSetTimeout(timed(fn), delay, ...args),
    setInterval: (fn, delay, ...args) => nativeSetInterval(timed(fn), delay, ...args),
    HTMLCanvasElement: OffscreenCanvas,
});
Object.defineProperty(globalThis, "devicePixelRatio", { get: () => box.pixelWidth / Math.max(1, box.width), configurable: true });
Object.defineProperty(globalThis, "innerWidth", { get: () => box.width, configurable: true });
Object.defineProperty(globalThis, "innerHeight", { get: () => box.height, configurable: true });

// ---------------------------------------------------------------- the window's requests
self.onmessage = (e) => {
    const m = e.data;
    if (m.t === "frame") {
        const resized = m.box.width !== box.width || m.box.height !== box.height ||
            m.box.pixelWidth !== box.pixelWidth || m.box.pixelHeight !== box.pixelHeight;
        box = m.box;
        const state = m.visible ? "visible" : "hidden";
        if (document.visibilityState !== state) {
            document.visibilityState = state;
            document.hidden = !m.visible;
            document.dispatchEvent(new Event("visibilitychange"));
        }
        if (m.visible) {
            if (resized || observedNew) {
                observedNew = false;
                for (const o of [...observers]) {
                    enter("ResizeObserver");
                    try { o._notify(); } catch (err) { report(err); }
                }
            }
            const callbacks = frameCallbacks;
            frameCallbacks = new Map();
            const now = performance.now();
            for (const fn of callbacks.values()) {
                enter("AnimationFrame");
                try { fn(now); } catch (err) { report(err); }
            }
        }
        post({ t: "ack", seq: m.seq });
    } else if (m.t === "lose") {
        for (const d of devices) {
            simulated.add(d);
            d.destroy();
        }
    }
};
post({ t: "ready" });
enter("Module");
