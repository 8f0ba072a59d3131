// (Part of the prelude: see head.js.) The DOM pieces, the canvas element, timers,
// animation frames, ResizeObserver, console.
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
    get textContent() { return this._text + this.children.map((c) => c.textContent).join(""); }
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
        if (name === "width" || name === "height") this[name] = Number(value);
    }
    getAttribute(name) { return this.attributes[name] ?? null; }
    querySelector(selector) { return find(this, selector); }
    querySelectorAll(selector) {
        const all = [];
        walk(this, (n) => { if (matches(n, selector)) all.push(n); });
        return all;
    }
    getBoundingClientRect() {
        const w = this.clientWidth ?? 0, h = this.clientHeight ?? 0;
        return { x: 0, y: 0, left: 0, top: 0, width: w, height: h, right: w, bottom: h };
    }
}
function walk(node, fn) {
    for (const c of node.children) { fn(c); walk(c, fn); }
}
function matches(n, selector) {
    const s = selector.trim();
    if (s.startsWith("#")) return n.id === s.slice(1);
    if (s.startsWith(".")) return n.className.split(/\s+/).includes(s.slice(1));
    return n.tagName === s.toUpperCase();
}
function find(root, selector) {
    let found = null;
    walk(root, (n) => { if (!found && matches(n, selector)) found = n; });
    return found;
}

class HTMLCanvasElement extends Node {
    #context = null;
    #width; #height;
    constructor() {
        super("canvas");
        this.#width = 300;
        this.#height = 150;
    }
    get width() { return this.#width; }
    set width(v) { this.#width = Math.max(0, Math.floor(Number(v)) || 0); lz.canvasSized(this.#width, this.#height); }
    get height() { return this.#height; }
    set height(v) { this.#height = Math.max(0, Math.floor(Number(v)) || 0); lz.canvasSized(this.#width, this.#height); }
    get clientWidth() { return host.box.width; }
    get clientHeight() { return host.box.height; }
    getContext(kind) {
        if (kind !== "webgpu") return null;
        this.#context ??= new GPUCanvasContext(this);
        return this.#context;
    }
    transferControlToOffscreen() { return this; }
}

const document = new (class Document extends EventTarget {
    constructor() {
        super();
        this.documentElement = new Node("html");
        this.body = new Node("body");
        this.documentElement.appendChild(this.body);
        this.hidden = false;
        this.visibilityState = "visible";
        this.readyState = "complete";
    }
    createElement(tag) {
        const t = tag.toLowerCase();
        return t === "canvas" ? new HTMLCanvasElement() : t === "img" ? new Image() : new Node(tag);
    }
    createTextNode(text) { const n = new Node("#text"); n._text = String(text); return n; }
    querySelector(s) { return find(this.documentElement, s); }
    querySelectorAll(s) { return this.documentElement.querySelectorAll(s); }
    getElementById(id) { return find(this.documentElement, "#" + id); }
    getElementsByTagName(tag) { return this.documentElement.querySelectorAll(tag); }
})();

// The page's canvas: first in the body, as the lesson page or the .html file sets it.
const canvas = new HTMLCanvasElement();
canvas.id = "canvas";
canvas.attributes.id = "canvas";
document.body.appendChild(canvas);

// ---------------------------------------------------------------- timers and frames
let nextTimer = 1;
const timers = new Map();
function setTimeout(fn, delay = 0, ...args) {
    const id = nextTimer++;
    timers.set(id, { fn, args, due: performance.now() + Math.max(0, Number(delay) || 0), every: null });
    return id;
}
function setInterval(fn, delay = 0, ...args) {
    const id = setTimeout(fn, delay, ...args);
    timers.get(id).every = Math.max(1, Number(delay) || 0);
    return id;
}
function clearTimeout(id) { timers.delete(id); }

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
class ResizeObserver {
    #fn; #targets = new Set();
    constructor(fn) { this.#fn = fn; }
    observe(target) { this.#targets.add(target); observers.add(this); host.observed(this, target); }
    unobserve(target) { this.#targets.delete(target); }
    disconnect() { this.#targets.clear(); observers.delete(this); }
    _notify(box) {
        const entries = [...this.#targets].map((target) => {
            const css = [{ inlineSize: box.width, blockSize: box.height }];
            return {
                target,
                contentRect: { x: 0, y: 0, width: box.width, height: box.height, top: 0, left: 0, right: box.width, bottom: box.height },
                contentBoxSize: css,
                borderBoxSize: css,
                devicePixelContentBoxSize: [{ inlineSize: box.pixelWidth, blockSize: box.pixelHeight }],
            };
        });
        if (entries.length) this.#fn(entries, this);
    }
}

const consoleObject = {};
for (const level of ["log", "info", "warn", "error", "debug"]) {
    consoleObject[level] = (...args) => lz.log(level, args.map(show).join(" "));
}
consoleObject.assert = (ok, ...args) => { if (!ok) consoleObject.error("Assertion failed:", ...args); };
consoleObject.table = consoleObject.log;
consoleObject.trace = consoleObject.log;
function show(v) {
    if (typeof v === "string") return v;
    if (v instanceof Error) return `${v.name}: ${v.message}`;
    if (v instanceof GPUError) return `${v.constructor.name}: ${v.message}`;
    if (typeof v === "object" && v !== null) {
        if (v instanceof GPUSupportedLimits || v instanceof GPUSupportedFeatures) {
            return v.constructor.name + " " + JSON.stringify(v instanceof Set ? [...v] : Object.fromEntries(limitNames.map((n) => [n, v[n]])));
        }
        try { return JSON.stringify(v, (k, x) => typeof x === "bigint" ? String(x) : x); } catch { return String(v); }
    }
    return String(v);
}

