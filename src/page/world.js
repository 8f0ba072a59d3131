// The page's world: everything a host program sees around WebGPU, written once for both
// runtimes. The desktop's QuickJS runs it inside its prelude (src/js/prelude/, over
// wgpu) and the web build's Worker runs it before the program (src/runtime/page_worker.js,
// over the browser's WebGPU); each hands it an `env` with what truly differs, and
// nothing else is written twice:
//
// - the DOM pieces tutorials use (`document`, elements, `querySelector`), the canvas
//   element's members on whatever canvas the runtime has;
// - timers on the host's clock (`env.now()`: real time in the window, virtual time in
//   `lienzo run` and the grader), with HTML's clamp for deeply nested timeouts;
// - rendering updates in the order of HTML's "update the rendering": visibility, the
//   window's `resize`, the animation frame callbacks, then the resize observers;
// - `console`, `performance`, `fetch()` by the page folder's rules;
// - the knobs' adapter mask (limits, hidden features, an adapter that is not ready
//   after a reset), with `requestDevice`'s rules for what it hides;
// - `<img>` and `createImageBitmap` over the runtime's own decoder;
// - the GPU promises a program awaits, counted, so a host that paces the page lets
//   them settle before the next update;
// - a trace of each update's steps, the same on both, for the tests that compare them.
//
// env: {
//   now(): the host's clock, in ms;
//   timeOrigin: the clock's origin, ms since the epoch;
//   enter(what): a kind of callback starts ("AnimationFrame", "ResizeObserver", "Timeout");
//   report(e): an exception escaped a callback;
//   print(level, text): a console line ("log", "info", "warn", "error", "debug");
//   canvas: the page's canvas; createElement(tag): a runtime's own element, or null;
//   createImageBitmap(source): the runtime's own;
//   file(name, url): `{ body }`, the bytes or text of a file of the page's folder, or
//     `{ missing: why }` where a server would answer 404 (no such file, a link out of
//     the folder, not a plain file); it throws TypeError past Lienzo's own limits;
//   timerAdded(): a timer was set (a runtime that schedules its own wake-ups);
//   noAdapter(): requestAdapter() answered null because of the mask;
//   drawn(): optional, the frame callbacks of an update are done, before the resize
//     observers (a grader reads what they drew);
//   accepts(files): optional, the files `import.meta.hot.accept` takes in place so far;
//   reload(): optional, `import.meta.hot.invalidate()`: run the page again.
// }
// Returns { globals, getters, host }: what the program's global scope gets (values, and
// getters such as `devicePixelRatio`), and the runtime's handle (init, gpu, update,
// timers, nextTimer, lost, pendingWork, pointer, hotContext, hotUpdate, trace,
// takeTrace, takeCallbackMs).
function pageWorld(env) {
"use strict";

// Bumped by every change of the page's tree and style sheets: what is read from them
// (the style sheets' rules) is read again only after one.
let treeVersion = 0;

// ---------------------------------------------------------------- the DOM pieces
// A small tree with the DOM's names: elements with attributes, `classList`, `style`
// (`setProperty` and plain members), `dataset`, children and siblings, a selector
// matcher for compound selectors and descendant combinators, custom elements with open
// shadow roots and constructed style sheets (GUI libraries such as muigui build their
// panels so). No layout: an element other than the canvas has a box of 0 x 0.
const camel = (name) => (name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase()));
const kebab = (name) => (name.startsWith("--") ? name : name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase()));
class CSSStyleDeclaration {
    setProperty(name, value) { this[camel(String(name))] = value == null ? "" : String(value); }
    getPropertyValue(name) { return this[camel(String(name))] ?? ""; }
    removeProperty(name) {
        const old = this.getPropertyValue(name);
        delete this[camel(String(name))];
        return old;
    }
    get cssText() { return Object.entries(this).map(([k, v]) => `${kebab(k)}: ${v};`).join(" "); }
    set cssText(text) {
        for (const k of Object.keys(this)) delete this[k];
        Object.assign(this, parseStyle(text));
    }
}
// `classList` over an element's `className`, as the DOM keeps the two in step.
class DOMTokenList {
    #of;
    constructor(element) { this.#of = element; }
    #list() { return String(this.#of.className ?? "").split(/\s+/).filter(Boolean); }
    #set(list) { this.#of.className = [...new Set(list)].join(" "); }
    get length() { return this.#list().length; }
    get value() { return this.#list().join(" "); }
    item(i) { return this.#list()[i] ?? null; }
    contains(t) { return this.#list().includes(String(t)); }
    add(...t) { this.#set([...this.#list(), ...t.map(String)]); }
    remove(...t) { const gone = t.map(String); this.#set(this.#list().filter((c) => !gone.includes(c))); }
    toggle(t, force) {
        const on = force === undefined ? !this.contains(t) : !!force;
        if (on) this.add(t); else this.remove(t);
        return on;
    }
    replace(a, b) {
        if (!this.contains(a)) return false;
        this.#set(this.#list().map((c) => (c === String(a) ? String(b) : c)));
        return true;
    }
    forEach(fn, self) { this.#list().forEach((c, i) => fn.call(self, c, i, this)); }
    [Symbol.iterator]() { return this.#list()[Symbol.iterator](); }
    toString() { return this.value; }
}
// ---------------------------------------------------------------- event dispatch
// The DOM's dispatch over the page's tree, written once for both runtimes (a Worker's
// own EventTarget knows no tree): an event at an element goes the way of its
// ancestors (through a shadow root to its host), the document and the window. Capture
// listeners run from the window down, then the target's, then, for an event that
// bubbles, the ancestors' back up; `target`, `currentTarget`, `eventPhase` and
// `composedPath()` as the DOM sets them; `stopPropagation`,
// `stopImmediatePropagation`, and the `capture`, `once` and `signal` options. Elements,
// the document, the window and the runtime's canvases dispatch so.
const listenersOf = new WeakMap();
const captureOf = (options) => (typeof options === "boolean" ? options : !!options?.capture);
const treeEvents = {
    addEventListener(type, fn, options) {
        if (typeof fn !== "function" && !(fn && typeof fn.handleEvent === "function")) return;
        const signal = typeof options === "object" && options ? options.signal : undefined;
        if (signal?.aborted) return;
        const capture = captureOf(options);
        let byType = listenersOf.get(this);
        if (!byType) listenersOf.set(this, (byType = new Map()));
        const list = byType.get(String(type)) ?? [];
        if (list.some((l) => l.fn === fn && l.capture === capture)) return;
        list.push({ fn, capture, once: typeof options === "object" && !!options?.once, removed: false });
        byType.set(String(type), list);
        signal?.addEventListener?.("abort", () => treeEvents.removeEventListener.call(this, type, fn, { capture }));
    },
    removeEventListener(type, fn, options) {
        const list = listenersOf.get(this)?.get(String(type));
        const at = list ? list.findIndex((l) => l.fn === fn && l.capture === captureOf(options)) : -1;
        if (at < 0) return;
        list[at].removed = true;
        list.splice(at, 1);
    },
    dispatchEvent(event) { return dispatchOnTree(this, event); },
};
// Whether a listener stopped the event: 0, 1 (after this target), 2 (at once).
const stoppedAt = new WeakMap();
const setOn = (event, name, value) => Object.defineProperty(event, name, { value, configurable: true, writable: true });
function eventPath(target) {
    const path = [target];
    let n = target;
    for (;;) {
        const up = n.parentNode ?? (n.nodeType === 11 ? n.host : null);
        if (!up) break;
        path.push(up);
        n = up;
    }
    if (n === document.documentElement) path.push(document, windowEvents);
    else if (n === document) path.push(windowEvents);
    return path;
}
function dispatchOnTree(target, event) {
    if (!(event instanceof Event)) {
        throw new TypeError("Failed to execute 'dispatchEvent' on 'EventTarget': parameter 1 is not of type 'Event'.");
    }
    const path = eventPath(target);
    stoppedAt.set(event, 0);
    for (const [name, level] of [["stopPropagation", 1], ["stopImmediatePropagation", 2]]) {
        const own = Object.getPrototypeOf(event)[name];
        setOn(event, name, function () {
            stoppedAt.set(event, Math.max(stoppedAt.get(event), level));
            return own?.call(event);
        });
    }
    setOn(event, "target", target);
    setOn(event, "srcElement", target);
    setOn(event, "composedPath", () => path.slice());
    const stopped = () => stoppedAt.get(event) > 0 || event.cancelBubble === true;
    const run = (node, phase, capture) => {
        setOn(event, "currentTarget", node);
        setOn(event, "eventPhase", phase);
        for (const l of [...(listenersOf.get(node)?.get(event.type) ?? [])]) {
            if (l.removed || l.capture !== capture) continue;
            if (l.once) treeEvents.removeEventListener.call(node, event.type, l.fn, { capture });
            try {
                if (typeof l.fn === "function") l.fn.call(node, event);
                else l.fn.handleEvent(event);
            } catch (e) {
                env.report(e);
            }
            if (stoppedAt.get(event) === 2) return;
        }
    };
    for (let i = path.length - 1; i >= 0 && !stopped(); i--) run(path[i], i === 0 ? 2 : 1, true);
    for (let i = 0; i < path.length && !stopped(); i++) {
        if (i > 0 && !event.bubbles) break;
        run(path[i], i === 0 ? 2 : 3, false);
    }
    setOn(event, "currentTarget", null);
    setOn(event, "eventPhase", 0);
    return !event.defaultPrevented;
}
// Gives an event target (the document, the window's events, a runtime's canvas) the
// tree's dispatch.
function onTree(target) {
    for (const [name, f] of Object.entries(treeEvents)) {
        Object.defineProperty(target, name, { value: f, configurable: true, writable: true });
    }
    return target;
}

// The custom elements defined so far: name -> class, and class -> name.
const customByName = new Map();
const customByClass = new Map();
// The form controls' element classes (src/page/forms.js), by tag; set once the events
// they fire are defined.
let formClasses = {};
// The mutation observers (see "mutation observers" below); declared before the tree
// that notes its mutations to them.
const mutationObservers = new Set();
let mutationsQueued = false;
// The nodes an append() or prepend() is inserting, noted as one mutation at its end.
let inserting = null;
class Node extends EventTarget {
    constructor(tag) {
        super();
        const name = tag ?? customByClass.get(new.target) ?? "div";
        this.tagName = String(name).toUpperCase();
        this.localName = String(name).toLowerCase();
        this.nodeType = name === "#text" ? 3 : name === "#shadow-root" || name === "#document-fragment" ? 11 : 1;
        this._nodes = [];
        this.parentNode = null;
        this.style = new CSSStyleDeclaration();
        this.dataset = {};
        this.id = "";
        this._class = "";
        this.attributes = {};
        this._text = "";
    }
    get nodeName() { return this.tagName; }
    // The `class` attribute: setting it (or `classList`, which sets it) is an attribute
    // mutation, as in the DOM.
    get className() { return this._class ?? ""; }
    set className(v) {
        noteMutation({ type: "attributes", target: this, attributeName: "class", oldValue: this._class || null });
        this._class = String(v);
    }
    get ownerDocument() { return document; }
    // A table's rows and a row's cells, as samples build their on-screen controls.
    get rows() { return /^(TABLE|THEAD|TBODY|TFOOT)$/.test(this.tagName) ? this.querySelectorAll("tr") : undefined; }
    get cells() { return this.tagName === "TR" ? this._nodes.filter((c) => c.tagName === "TD" || c.tagName === "TH") : undefined; }
    get classList() { return new DOMTokenList(this); }
    // Every child node (text included); `children`, the elements among them, as the DOM
    // keeps both.
    get childNodes() { return this._nodes; }
    get children() { return this._nodes.filter((c) => c.nodeType === 1); }
    get firstChild() { return this._nodes[0] ?? null; }
    get lastChild() { return this._nodes[this._nodes.length - 1] ?? null; }
    hasChildNodes() { return this._nodes.length > 0; }
    // A copy with the same attributes, classes, style and data (and, `deep`, copies of
    // the children), in no tree; its listeners are not copied, as in the DOM.
    cloneNode(deep = false) {
        const copy = this.nodeType === 3 ? document.createTextNode(this._text) : document.createElement(this.localName);
        for (const [k, v] of Object.entries(this.attributes)) copy.attributes[k] = v;
        copy.id = this.id;
        copy.className = this.className;
        copy.style.cssText = this.style.cssText;
        Object.assign(copy.dataset, this.dataset);
        copy._text = this._text;
        if (this.namespaceURI !== undefined) copy.namespaceURI = this.namespaceURI;
        if (deep) for (const c of this._nodes) copy.appendChild(c.cloneNode(true));
        return copy;
    }
    get firstElementChild() { return this._nodes.find((c) => c.nodeType === 1) ?? null; }
    get lastElementChild() { return [...this._nodes].reverse().find((c) => c.nodeType === 1) ?? null; }
    get childElementCount() { return this._nodes.filter((c) => c.nodeType === 1).length; }
    get parentElement() { return this.parentNode?.nodeType === 1 ? this.parentNode : null; }
    get nextSibling() { return sibling(this, 1); }
    get previousSibling() { return sibling(this, -1); }
    get nextElementSibling() { return sibling(this, 1); }
    get previousElementSibling() { return sibling(this, -1); }
    get ownerDocument() { return document; }
    get isConnected() {
        let n = this;
        while (n.parentNode) n = n.parentNode;
        return n === document.documentElement || n.host?.isConnected === true;
    }
    get textContent() { return this._text + this._nodes.map((c) => c.textContent ?? "").join(""); }
    set textContent(t) {
        if (this.nodeType === 3) noteMutation({ type: "characterData", target: this, oldValue: this._text });
        else if (this._nodes.length) noteMutation({ type: "childList", target: this, removedNodes: [...this._nodes] });
        for (const c of this._nodes) c.parentNode = null;
        this._nodes = [];
        this._text = String(t);
    }
    get innerText() { return innerText(this); }
    set innerText(t) { this.textContent = t; }
    // The `hidden` attribute, as a property.
    get hidden() { return this.hasAttribute("hidden"); }
    set hidden(on) { if (on) this.setAttribute("hidden", ""); else this.removeAttribute("hidden"); }
    get innerHTML() { return this._nodes.map(markup).join("") || escapeText(this._text); }
    set innerHTML(t) {
        this.textContent = "";
        for (const n of parseFragment(String(t))) this.appendChild(n);
    }
    appendChild(child) { return this.insertBefore(child, null); }
    insertBefore(child, ref) {
        if (!(child instanceof EventTarget)) {
            throw new TypeError("Failed to execute 'insertBefore' on 'Node': parameter 1 is not of type 'Node'.");
        }
        // A fragment gives its children, and is left empty.
        if (child instanceof DocumentFragment) {
            for (const c of [...child._nodes]) this.insertBefore(c, ref);
            return child;
        }
        if (child.parentNode) child.parentNode.removeChild(child);
        child.parentNode = this;
        const at = ref ? this._nodes.indexOf(ref) : -1;
        if (at < 0) this._nodes.push(child);
        else this._nodes.splice(at, 0, child);
        if (inserting) inserting.push(child);
        else noteMutation({ type: "childList", target: this, addedNodes: [child], previousSibling: child.previousSibling, nextSibling: child.nextSibling });
        return child;
    }
    // Several nodes inserted at once are one mutation, as the DOM inserts them (through
    // a fragment); `removed`: the children they replace.
    #insertAll(nodes, ref, removed = []) {
        const added = [];
        inserting = added;
        try {
            for (const n of nodes) this.insertBefore(typeof n === "string" ? document.createTextNode(n) : n, ref);
        } finally {
            inserting = null;
        }
        if (!added.length && !removed.length) return;
        const first = added[0], last = added[added.length - 1];
        noteMutation({
            type: "childList", target: this, addedNodes: added, removedNodes: removed,
            previousSibling: first ? first.previousSibling : null, nextSibling: last ? last.nextSibling : null,
        });
    }
    append(...nodes) { this.#insertAll(nodes, null); }
    prepend(...nodes) { this.#insertAll(nodes, this.firstChild); }
    replaceChildren(...nodes) {
        const removed = [...this._nodes];
        for (const c of removed) c.parentNode = null;
        this._nodes = [];
        this.#insertAll(nodes, null, removed);
    }
    removeChild(child) {
        const was = this._nodes.includes(child);
        const [previousSibling, nextSibling] = was ? [child.previousSibling, child.nextSibling] : [null, null];
        this._nodes = this._nodes.filter((c) => c !== child);
        child.parentNode = null;
        if (was) noteMutation({ type: "childList", target: this, removedNodes: [child], previousSibling, nextSibling });
        return child;
    }
    remove() { if (this.parentNode) this.parentNode.removeChild(this); }
    contains(other) {
        for (let n = other; n; n = n.parentNode) if (n === this) return true;
        return false;
    }
    closest(selector) {
        for (let n = this; n && n.nodeType === 1; n = n.parentNode) if (matches(n, selector)) return n;
        return null;
    }
    matches(selector) { return matches(this, selector); }
    setAttribute(name, value) {
        noteMutation({ type: "attributes", target: this, attributeName: name, oldValue: this.getAttribute(name) });
        this.attributes[name] = String(value);
        // A canvas's width and height attributes are its drawing buffer's size.
        if ((name === "width" || name === "height") && this.localName === "canvas") this[name] = Number(value);
        if (name === "id") this.id = String(value);
        if (name === "class") this._class = String(value);
        if (name === "style") this.style.cssText = String(value);
        if (name.startsWith("data-")) this.dataset[camel(name.slice(5))] = String(value);
    }
    getAttribute(name) {
        if (name === "class") return this.className || null;
        if (name === "id") return this.id || null;
        return this.attributes[name] ?? null;
    }
    hasAttribute(name) { return this.getAttribute(name) !== null; }
    removeAttribute(name) {
        if (this.hasAttribute(name)) noteMutation({ type: "attributes", target: this, attributeName: name, oldValue: this.getAttribute(name) });
        delete this.attributes[name];
        if (name === "class") this._class = "";
    }
    // Attributes of a namespace (SVG's `xlink:href`) by their local name.
    setAttributeNS(ns, name, value) { this.setAttribute(String(name).split(":").pop(), value); }
    getAttributeNS(ns, name) { return this.getAttribute(String(name)); }
    hasAttributeNS(ns, name) { return this.hasAttribute(String(name)); }
    removeAttributeNS(ns, name) { this.removeAttribute(String(name)); }
    toggleAttribute(name, force) {
        const on = force === undefined ? !this.hasAttribute(name) : !!force;
        if (on) this.setAttribute(name, ""); else this.removeAttribute(name);
        return on;
    }
    querySelector(selector) { return find(this, selector); }
    querySelectorAll(selector) {
        const all = [];
        walk(this, (n) => { if (matches(n, selector)) all.push(n); });
        return all;
    }
    getElementsByTagName(tag) { return this.querySelectorAll(tag); }
    getElementsByClassName(name) { return this.querySelectorAll("." + String(name).trim().split(/\s+/).join(".")); }
    // No layout: an element has no box, but for a canvas (its CSS size, see canvasBox).
    getBoundingClientRect() {
        if (this.tagName !== "CANVAS") return rect(0, 0);
        const b = canvasBox(this);
        return rect(b.width, b.height);
    }
    // An SVG element's box in its own units: no layout, so 0 x 0 as any element but the canvas.
    getBBox() { return rect(0, 0); }
    // Whole pixels, as a browser rounds them (getBoundingClientRect keeps the fraction).
    get clientWidth() { return this.tagName === "CANVAS" ? Math.round(canvasBox(this).width) : 0; }
    get clientHeight() { return this.tagName === "CANVAS" ? Math.round(canvasBox(this).height) : 0; }
    get offsetWidth() { return this.clientWidth; }
    get offsetHeight() { return this.clientHeight; }
    focus() {}
    blur() {}
    click() { this.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true })); }
    // An open shadow root: a subtree of the element's own, with its adopted style
    // sheets (kept, not applied: there is no layout).
    attachShadow(init) {
        const root = new ShadowRoot(this, init?.mode ?? "open");
        if (root.mode === "open") this.shadowRoot = root;
        return root;
    }
}
class ShadowRoot extends Node {
    constructor(host, mode) {
        super("#shadow-root");
        this.host = host;
        this.mode = mode;
        this.adoptedStyleSheets = [];
    }
}
// The element classes pages test for and extend (custom elements).
const HTMLElement = Node;
// What `createDocumentFragment()` makes: children to insert at once.
class DocumentFragment extends Node {
    constructor() { super("#document-fragment"); }
}
// Attributes an element reflects as properties (`script.type`); a URL's is resolved
// against the document (`a.href` reads the whole URL).
function reflect(cls, names, urls = []) {
    for (const name of names) {
        Object.defineProperty(cls.prototype, name, {
            get() { return this.getAttribute(name) ?? ""; },
            set(v) { this.setAttribute(name, v); },
            configurable: true,
        });
    }
    for (const name of urls) {
        Object.defineProperty(cls.prototype, name, {
            get() {
                const v = this.getAttribute(name);
                if (v === null) return "";
                try { return new URL(v, document.URL).href; } catch { return v; }
            },
            set(v) { this.setAttribute(name, v); },
            configurable: true,
        });
    }
}
class HTMLScriptElement extends Node {
    constructor() { super("script"); }
    get text() { return this.textContent; }
    set text(t) { this.textContent = t; }
}
reflect(HTMLScriptElement, ["type", "charset", "crossOrigin", "integrity"], ["src"]);
class HTMLLinkElement extends Node {
    constructor() { super("link"); }
}
reflect(HTMLLinkElement, ["rel", "as", "media", "type"], ["href"]);
// An `<a>`: its URL's parts, as a link reads them (libraries split paths with them).
class HTMLAnchorElement extends Node {
    constructor() { super("a"); }
    toString() { return this.href; }
}
reflect(HTMLAnchorElement, ["target", "download", "rel", "type"], ["href"]);
for (const part of ["protocol", "host", "hostname", "port", "pathname", "search", "hash", "origin", "username", "password"]) {
    Object.defineProperty(HTMLAnchorElement.prototype, part, {
        get() {
            const href = this.getAttribute("href");
            if (href === null) return "";
            try { return new URL(href, document.URL)[part]; } catch { return ""; }
        },
        configurable: true,
    });
}
// `<details>` and `<dialog>`: their `open` state, which control panels toggle and read.
// No layout, so an open dialog is not drawn over the page; its text shows as any.
class HTMLDetailsElement extends Node {
    constructor() { super("details"); }
    get open() { return this.hasAttribute("open"); }
    set open(on) { if (on) this.setAttribute("open", ""); else this.removeAttribute("open"); }
}
class HTMLDialogElement extends Node {
    constructor() {
        super("dialog");
        this.returnValue = "";
    }
    get open() { return this.hasAttribute("open"); }
    set open(on) { if (on) this.setAttribute("open", ""); else this.removeAttribute("open"); }
    show() { this.open = true; }
    showModal() { this.open = true; }
    close(value) {
        if (!this.open) return;
        this.open = false;
        if (value !== undefined) this.returnValue = String(value);
        // Its `close` event is a task of its own, after the script that closed it.
        setTimeout(() => this.dispatchEvent(new Event("close")), 0);
    }
}
const ELEMENT_CLASSES = {
    script: HTMLScriptElement, link: HTMLLinkElement, a: HTMLAnchorElement,
    details: HTMLDetailsElement, dialog: HTMLDialogElement,
};
const SVG_NS = "http://www.w3.org/2000/svg";
// An element of the SVG namespace (createElementNS), as libraries that draw SVG test
// for it (`node instanceof window.SVGElement`); no layout, so its box is 0 x 0.
class SVGElement extends Node {
    constructor(name) {
        super(name);
        // Not an HTML element: its name keeps its case (`text`, `linearGradient`).
        this.tagName = this.localName = String(name);
    }
    // Its user units to the screen's: no layout, so none moves it.
    getScreenCTM() { return new DOMMatrix(); }
    getCTM() { return new DOMMatrix(); }
}
const customElements = {
    define(name, cls) {
        const n = String(name);
        if (!/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(n)) {
            throw new DOMException(`Failed to execute 'define' on 'CustomElementRegistry': "${n}" is not a valid custom element name`, "SyntaxError");
        }
        if (customByName.has(n)) {
            throw new DOMException(`Failed to execute 'define' on 'CustomElementRegistry': the name "${n}" has already been used with this registry`, "NotSupportedError");
        }
        customByName.set(n, cls);
        customByClass.set(cls, n);
    },
    get: (name) => customByName.get(String(name)),
    whenDefined: (name) => (customByName.has(String(name)) ? Promise.resolve(customByName.get(String(name))) : new Promise(() => {})),
};
// A constructed style sheet: its text is kept; rules are not applied (no layout).
const sheetTexts = new WeakMap();
class CSSStyleSheet {
    get cssRules() { return []; }
    replaceSync(text) { sheetTexts.set(this, String(text)); treeVersion += 1; }
    replace(text) { this.replaceSync(text); return Promise.resolve(this); }
    insertRule(rule, index = 0) {
        sheetTexts.set(this, (sheetTexts.get(this) ?? "") + String(rule));
        treeVersion += 1;
        return index;
    }
    deleteRule() {}
}
let rules = { version: -1, key: "", list: [] };
// The rules of the page's style sheets, in order, as [selector, declarations]: its
// <style> elements (in the document and in open shadow roots) and constructed sheets,
// read again only when their text changed. At-rules (`@import`, `@media`) are skipped.
function styleRules() {
    if (rules.version === treeVersion) return rules.list;
    const texts = [];
    const visit = (root) => walk(root, (n) => {
        if (n.tagName === "STYLE") texts.push(n.textContent);
        if (n.tagName === "LINK" && n._sheet !== undefined && /(^|\s)stylesheet(\s|$)/i.test(n.getAttribute("rel") ?? "")) texts.push(n._sheet);
        if (n.shadowRoot) {
            for (const s of n.shadowRoot.adoptedStyleSheets ?? []) texts.push(sheetTexts.get(s) ?? "");
            visit(n.shadowRoot);
        }
    });
    visit(document.documentElement);
    for (const s of document.adoptedStyleSheets ?? []) texts.push(sheetTexts.get(s) ?? "");
    const key = texts.join("\n");
    if (key === rules.key) {
        rules.version = treeVersion;
        return rules.list;
    }
    const list = [];
    for (const [, sel, body] of key.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}@]+)\{([^{}]*)\}/g)) {
        // What an at-rule before it left (`@import url(a.css);`) is not the selector.
        const selector = sel.slice(sel.lastIndexOf(";") + 1).trim();
        if (selector) list.push([selector, parseStyle(body)]);
    }
    rules = { version: treeVersion, key, list };
    return list;
}
// What the page's CSS hides, for the window's panel of its controls (a closed GUI
// folder's controls are not listed): the rules that say `display: none`, or a box of no
// height that clips (`height: 0` with `overflow: hidden`), as GUI libraries close a
// folder. No cascade beyond that, and no media queries.
function hidingSelectors() {
    const selectors = [];
    for (const [sel, decl] of styleRules()) {
        const clipped = /^0(px)?$/.test(String(decl.height ?? "").replace(/\s*!important$/, ""))
            && /hidden/.test(decl.overflow ?? "");
        if (/^none\b/.test(String(decl.display ?? "")) || clipped) selectors.push(sel);
    }
    return selectors;
}
// A length in CSS px (`200px`, `0`, or in the viewport's units: `100vw`, `50vh`,
// `vmin`, `vmax`), or null for another unit or none.
function cssPx(value) {
    const m = /^\s*(\d+(?:\.\d+)?|\.\d+)(px|vw|vh|vmin|vmax)?\s*(!important)?\s*$/.exec(String(value ?? ""));
    if (!m || (!m[2] && Number(m[1]) !== 0)) return null;
    const n = Number(m[1]);
    const { width, height } = windowBox();
    const per = { px: 1, vw: width / 100, vh: height / 100, vmin: Math.min(width, height) / 100, vmax: Math.max(width, height) / 100 };
    return n * (per[m[2] ?? "px"]);
}
// A percentage (`50%`), as a fraction, or null for anything else.
function cssPercent(value) {
    const m = /^\s*(\d+(?:\.\d+)?|\.\d+)%\s*(!important)?\s*$/.exec(String(value ?? ""));
    return m ? Number(m[1]) / 100 : null;
}
// The CSS size of a canvas other than the window's, in CSS px: its inline style's
// `width` and `height`, else the last style-sheet rule that matches it and gives one (in
// px, or in % of its parent's side, see containerSide), else its drawing buffer's size,
// as a canvas with no CSS size is laid out. A canvas not in the document has no box.
function canvasBox(el) {
    if (!el.isConnected) return { width: 0, height: 0 };
    return sized(el, declaredSides(el));
}
// What the inline style, else the last matching style-sheet rule, declares for `prop`
// of `el` (a string, or undefined).
function declared(el, prop) {
    const inline = el.style?.[prop];
    if (inline !== undefined && inline !== null && String(inline) !== "") return String(inline);
    const sheets = styleRules();
    for (let i = sheets.length - 1; i >= 0; i--) {
        const v = sheets[i][1][prop];
        if (v !== undefined && matches(el, sheets[i][0])) return String(v);
    }
    return undefined;
}
// `el`'s `width` or `height` in px: declared in px, or in % of its parent's side, and
// kept within its `min-` and `max-` of the same side (a sample's `max-width: 100%`
// narrows its 600 px canvas in a smaller window); null when it is not declared so
// (auto, another unit, or a % of a height that is not definite).
function sideOf(el, prop) {
    const v = lengthOf(el, prop, prop);
    if (v === null) return null;
    const Side = prop === "width" ? "Width" : "Height";
    const max = lengthOf(el, "max" + Side, prop);
    const min = lengthOf(el, "min" + Side, prop);
    return Math.max(min ?? 0, max === null ? v : Math.min(v, max));
}
// The length `el`'s styles declare for `prop` in px, a percentage of its parent's
// `side`; null for none, `auto`, another unit or a % of a height that is not definite.
function lengthOf(el, prop, side) {
    const v = declared(el, prop);
    const px = cssPx(v);
    if (px !== null) return px;
    const pct = cssPercent(v);
    if (pct === null) return null;
    const room = containerSide(el, side);
    // In Chromium's layout units, 1/64 px, as it floors a percentage's length.
    return room === null ? null : Math.floor(pct * room * 64) / 64;
}
// The side of the box `el`'s percentages resolve against: its parent's content box,
// with no layout beyond block boxes. The root's is the viewport (the host's box); a
// parent with no declared width is as wide as its own parent's room less its margins
// (the body's 8 px by default); one with no declared height has no definite height.
function containerSide(el, prop) {
    const parent = el.parentElement;
    if (!parent) return prop === "width" ? windowBox().width : windowBox().height;
    const own = sideOf(parent, prop);
    if (own !== null) return own;
    if (prop === "height") return null;
    const room = containerSide(parent, prop);
    return room === null ? null : Math.max(0, room - 2 * marginOf(parent));
}
// An element's left (and right) margin in px, from `margin-left` or the `margin`
// shorthand (`auto` is 0 for a box as wide as its room): the body's is 8 by default.
function marginOf(el) {
    let v = declared(el, "marginLeft");
    if (v === undefined) {
        const t = String(declared(el, "margin") ?? "").replace(/!important/, "").trim().split(/\s+/).filter(Boolean);
        v = t.length === 0 ? undefined : t[t.length === 4 ? 3 : t.length === 1 ? 0 : 1];
    }
    if (v === undefined) return el.tagName === "BODY" ? 8 : 0;
    return cssPx(v) ?? 0;
}
// The `width` and `height` the page's styles give `el` in px (null for a side none
// gives, see sideOf).
function declaredSides(el) {
    return [sideOf(el, "width"), sideOf(el, "height")];
}
// A canvas's box from its declared sides: a side left out follows the other in the
// drawing buffer's aspect ratio (a canvas is a replaced element), both left out are
// the drawing buffer's size.
function sized(el, [width, height]) {
    const [w, h] = [Number(el.width) || 0, Number(el.height) || 0];
    if (width !== null && height !== null) return { width, height };
    if (width !== null) return { width, height: w > 0 ? (width * h) / w : 0 };
    if (height !== null) return { width: h > 0 ? (height * w) / h : 0, height };
    return { width: w, height: h };
}
// The window's canvas's box as the page reads it: the host's, but for a canvas its script
// made, which has none until it is in the document, and then the one its styles give it
// (the host lays it out so from the next rendering update).
function runtimeBox() {
    if (!canvasMadeByScript && !viewport) return box;
    if (!canvas.isConnected) return { width: 0, height: 0 };
    return declaredBox() ?? box;
}
// The CSS px size the page's styles give the window's canvas when a script made it (a
// page with no <canvas> in its markup), or null: each rendering update lays the canvas
// out so, whatever room the host has (the markup's canvas is sized from the same rules
// before the page runs).
function declaredBox() {
    if (!(canvasMadeByScript || viewport) || !canvas.isConnected) return null;
    const sides = declaredSides(canvas);
    // Laid out by the page, a canvas with no CSS size is its drawing buffer's size.
    return sides[0] === null && sides[1] === null && !viewport ? null : sized(canvas, sides);
}
// Whether `n` is hidden by its inline height of 0 or by one of `selectors` (from
// hidingSelectors(), read once for a whole listing).
function hiddenByStyle(n, selectors) {
    if (/^0(px)?$/.test(String(n.style?.height ?? ""))) return true;
    return selectors.some((s) => matches(n, s));
}
// The element's style as declared (the inline `style` and its attribute); nothing is
// cascaded or computed, and the canvas's box is the window's.
function getComputedStyle(element) {
    const style = new CSSStyleDeclaration();
    Object.assign(style, { display: "block" }, element?.style ?? {});
    if (element === canvas) Object.assign(style, { width: `${runtimeBox().width}px`, height: `${runtimeBox().height}px` });
    else if (element?.tagName === "CANVAS") {
        const b = canvasBox(element);
        // Six significant digits, as a browser serializes a computed length.
        const css = (v) => `${Number(v.toPrecision(6))}px`;
        Object.assign(style, { width: css(b.width), height: css(b.height) });
    }
    return style;
}
// `matchMedia`: the viewport is the canvas's box, the colour scheme light, no reduced
// motion; a query about anything else does not match.
class MediaQueryList extends EventTarget {
    constructor(media) {
        super();
        this.media = media;
    }
    get matches() {
        let all = true;
        for (const [, feature, value] of this.media.matchAll(/\(\s*([a-z-]+)\s*:\s*([^)]+?)\s*\)/g)) {
            const px = parseFloat(value);
            const ok = {
                "min-width": windowBox().width >= px, "max-width": windowBox().width <= px,
                "min-height": windowBox().height >= px, "max-height": windowBox().height <= px,
                "prefers-color-scheme": value === "light",
                "prefers-reduced-motion": value === "no-preference",
                "min-resolution": box.pixelWidth / Math.max(1, box.width) >= parseFloat(value),
            }[feature];
            all &&= ok === true;
        }
        return all;
    }
    addListener(fn) { this.addEventListener("change", fn); }
    removeListener(fn) { this.removeEventListener("change", fn); }
}
eventHandler(MediaQueryList.prototype, "change");
function matchMedia(query) { return new MediaQueryList(String(query)); }
// `innerHTML`: markup parsed into elements (attributes, nesting, void elements, raw text
// in <style> and <script>, character references), as samples build their panels and
// overlays; and the elements written back as markup.
const VOID_TAGS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW_TAGS = new Set(["script", "style", "textarea", "title"]);
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
function decodeEntities(t) {
    return t.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e) => {
        if (e[0] === "#") return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
        return ENTITIES[e.toLowerCase()] ?? all;
    });
}
function parseFragment(html) {
    const root = new Node("#fragment");
    const open = [root];
    const top = () => open[open.length - 1];
    const token = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>\/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|[^<]+|</gi;
    let m;
    while ((m = token.exec(html))) {
        const [all, close, tag, attrs, selfClosing] = m;
        if (close) {
            const at = open.map((n) => n.localName).lastIndexOf(close.toLowerCase());
            if (at > 0) open.length = at;
        } else if (tag) {
            // An <svg> and what it holds are SVG's elements, as an HTML parser makes them.
            const el = tag.toLowerCase() === "svg" || top() instanceof SVGElement
                ? document.createElementNS(SVG_NS, tag) : document.createElement(tag);
            for (const a of (attrs ?? "").matchAll(/([^\s=>\/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
                el.setAttribute(a[1].toLowerCase(), decodeEntities(a[2] ?? a[3] ?? a[4] ?? ""));
            }
            top().appendChild(el);
            const name = tag.toLowerCase();
            if (RAW_TAGS.has(name)) {
                const end = html.toLowerCase().indexOf(`</${name}`, token.lastIndex);
                const text = html.slice(token.lastIndex, end < 0 ? html.length : end);
                if (text) el.appendChild(document.createTextNode(name === "textarea" || name === "title" ? decodeEntities(text) : text));
                token.lastIndex = end < 0 ? html.length : html.indexOf(">", end) + 1 || html.length;
            } else if (!selfClosing && !VOID_TAGS.has(name)) {
                open.push(el);
            }
        } else if (!all.startsWith("<!")) {
            top().appendChild(document.createTextNode(decodeEntities(all)));
        }
    }
    const nodes = [...root._nodes];
    for (const n of nodes) root.removeChild(n);
    return nodes;
}
const escapeText = (t) => String(t).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
function markup(n) {
    if (n.nodeType === 3) return escapeText(n._text ?? "");
    const name = n.localName ?? String(n.tagName).toLowerCase();
    const attrs = { ...(n.id ? { id: n.id } : {}), ...(n.className ? { class: n.className } : {}), ...n.attributes };
    const text = Object.entries(attrs).map(([k, v]) => ` ${k}="${String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`).join("");
    if (VOID_TAGS.has(name)) return `<${name}${text}>`;
    return `<${name}${text}>${escapeText(n._text ?? "")}${(n._nodes ?? []).map(markup).join("")}</${name}>`;
}

// The text as a browser renders it (`innerText`), without layout, by HTML's algorithm:
// block elements begin and end a line (a `<p>` leaves a blank line), `<br>` breaks it,
// a table's cells are apart by a tab and its rows on lines of their own, whitespace
// collapses as CSS collapses it (kept in a `<pre>`), and hidden elements, scripts and
// styles are left out. An element that is not rendered (not in the document, or
// hidden) gives its textContent, as in a browser.
const BLOCKS = new Set(["ADDRESS", "ARTICLE", "ASIDE", "BLOCKQUOTE", "DD", "DIV", "DL", "DT", "FIELDSET",
    "FIGCAPTION", "FIGURE", "FOOTER", "FORM", "H1", "H2", "H3", "H4", "H5", "H6", "HEADER", "HR", "LI",
    "MAIN", "NAV", "OL", "PRE", "SECTION", "TABLE", "UL", "DETAILS", "SUMMARY", "DIALOG"]);
const UNRENDERED = new Set(["SCRIPT", "STYLE", "TEMPLATE", "HEAD", "TITLE", "META", "LINK", "NOSCRIPT"]);
// Boxes a line holds whole (their children are not the page's text), and a `<select>`,
// whose options are lines.
const ATOMS = new Set(["TEXTAREA", "INPUT", "IMG", "CANVAS", "VIDEO", "AUDIO", "IFRAME", "OBJECT", "EMBED", "SELECT"]);
// The items of `n`'s text: strings as they are (a `<pre>`'s text, a tab, a forced
// break), `{ text }` for text whose whitespace collapses, and numbers, the lines a
// block asks to be apart from what is around it. `skip`: elements left out with what
// they hold (the window's text panel leaves out the controls its other panel shows).
function textItems(n, skip, pre, items, none) {
    if (n.nodeType === 3) {
        const t = n._text ?? "";
        if (t) items.push(pre ? t : { text: t.replace(/[ \t\n\r\f]+/g, " ") });
        return;
    }
    if (n.tagName === "BR") { items.push("\n"); return; }
    if (UNRENDERED.has(n.tagName) || n.style?.display === "none" || skip?.has(n)) return;
    if (n.nodeType === 1 && (n.hasAttribute("hidden") || none.some((s) => matches(n, s)))) return;
    // A dialog that is not open is not shown; a closed `<details>` shows its summary.
    if (n.tagName === "DIALOG" && !n.hasAttribute("open")) return;
    if (ATOMS.has(n.tagName)) {
        items.push(ATOM);
        if (n.tagName !== "SELECT") return;
    }
    const inPre = pre || n.tagName === "PRE";
    const lines = n.tagName === "P" ? 2
        : BLOCKS.has(n.tagName) || n.tagName === "OPTION" || (n instanceof SVGElement && n.localName === "text") ? 1 : 0;
    if (lines) items.push(lines);
    if (n._text) textItems({ nodeType: 3, _text: n._text }, skip, inPre, items, none);
    const shut = n.tagName === "DETAILS" && !n.hasAttribute("open");
    const children = shut ? [(n._nodes ?? []).find((c) => c.tagName === "SUMMARY")].filter(Boolean) : n._nodes ?? [];
    for (const c of children) textItems(c, skip, inPre, items, none);
    const next = (tag) => { let s = n.nextSibling; while (s && s.tagName !== tag) s = s.nextSibling; return s; };
    if ((n.tagName === "TD" || n.tagName === "TH") && (next("TD") || next("TH"))) items.push("\t");
    if (n.tagName === "TR" && next("TR")) items.push("\n");
    if (lines) items.push(lines);
}
const ATOM = Symbol("atom");
// The selectors of the page's style sheets that say `display: none`.
function noneSelectors() {
    return styleRules().filter(([, decl]) => /^none\b/.test(String(decl.display ?? ""))).map(([sel]) => sel);
}
function rendered(n, skip) {
    const items = [];
    textItems(n, skip, false, items, noneSelectors());
    let out = "";
    let breaks = 0; // the most lines asked for since the last text
    let space = false; // a collapsed space waiting for the next text on the line
    let held = false; // the line holds a box (a control, an image) but no text yet
    const flush = () => {
        if (breaks && out) out += "\n".repeat(breaks);
        if (breaks) held = false;
        breaks = 0;
    };
    const atLineStart = () => !held && (out === "" || out.endsWith("\n") || breaks > 0);
    for (const item of items) {
        if (item === ATOM) {
            flush();
            if (space && !atLineStart()) out += " ";
            space = false;
            held = true;
        } else if (typeof item === "number") {
            breaks = Math.max(breaks, item);
            space = false;
        } else if (typeof item === "string") {
            flush();
            if (space && item !== "\n") out += " ";
            space = false;
            out += item;
        } else {
            const core = item.text.trim();
            const lead = item.text.startsWith(" ");
            if (!core) {
                if (!atLineStart()) space = true;
                continue;
            }
            const start = atLineStart();
            flush();
            if ((space || lead) && !start) out += " ";
            out += core;
            space = item.text.endsWith(" ");
        }
    }
    return out;
}
function isRendered(n) {
    if (!n.isConnected) return false;
    for (let e = n; e && e.nodeType === 1; e = e.parentNode) {
        if (/^none\b/.test(declared(e, "display") ?? "")) return false;
    }
    return true;
}
function innerText(n, skip) { return isRendered(n) ? rendered(n, skip) : n.textContent; }
function sibling(n, by) {
    const list = n.parentNode?._nodes ?? [];
    return list[list.indexOf(n) + by] ?? null;
}
function walk(node, fn) {
    for (const c of node._nodes ?? []) {
        fn(c);
        walk(c, fn);
    }
}
// One compound selector (`tag#id.a.b[attr=value]`, or `*`) against an element.
function compound(n, s) {
    if (n.nodeType !== 1) return false;
    const parts = s.match(/^[a-zA-Z*][\w-]*|#[\w-]+|\.[\w-]+|\[[^\]]+\]|:[\w-]+(\([^)]*\))?/g);
    if (!parts || parts.join("") !== s) return false;
    return parts.every((p) => {
        if (p[0] === "#") return n.id === p.slice(1);
        if (p[0] === ".") return String(n.className ?? "").split(/\s+/).includes(p.slice(1));
        if (p.startsWith(":not(")) return !compound(n, p.slice(5, -1).trim());
        if (p === ":first-child") return n.parentNode?._nodes.find((c) => c.nodeType === 1) === n;
        if (p === ":last-child") return n.parentNode?.lastElementChild === n;
        if (p[0] === ":") return p === ":scope" || p === ":root" ? true : false;
        if (p[0] === "[") {
            const m = p.slice(1, -1).match(/^([\w-]+)\s*(?:([~|^$*]?=)\s*["']?(.*?)["']?)?$/);
            if (!m) return false;
            const v = n.getAttribute?.(m[1]);
            if (v === null || v === undefined) return false;
            return !m[2] || (m[2] === "=" ? v === m[3] : m[2] === "^=" ? v.startsWith(m[3]) : m[2] === "$=" ? v.endsWith(m[3]) : m[2] === "*=" ? v.includes(m[3]) : v.split(/\s+/).includes(m[3]));
        }
        // An HTML element's name in any case; another's (SVG's) as written.
        return p === "*" || n.tagName === p.toUpperCase() || (n instanceof SVGElement && n.localName === p);
    });
}
// A selector list (`a, b`), each a chain of compound selectors joined by descendant
// (` `) or child (`>`) combinators.
function matches(n, selector) {
    return String(selector).split(",").some((one) => {
        const chain = one.trim().replace(/\s*>\s*/g, " > ").split(/\s+/).filter(Boolean);
        if (!chain.length) return false;
        const at = (el, i) => {
            if (!compound(el, chain[i])) return false;
            if (i === 0) return true;
            if (chain[i - 1] === ">") return !!el.parentNode && at(el.parentNode, i - 2);
            for (let p = el.parentNode; p; p = p.parentNode) if (at(p, i - 1)) return true;
            return false;
        };
        return at(n, chain.length - 1);
    });
}
function find(root, selector) {
    let found = null;
    walk(root, (n) => { if (!found && matches(n, selector)) found = n; });
    return found;
}
const rect = (width, height) => ({ x: 0, y: 0, left: 0, top: 0, width, height, right: width, bottom: height });

// A runtime's own element (a canvas made with createElement) given the DOM's members:
// its own fields as a new element has them, then the methods it lacks.
function asElement(el, tag) {
    onTree(el);
    const fields = new Node(tag);
    for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(fields))) {
        if (!(name in el)) Object.defineProperty(el, name, d);
    }
    for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(Node.prototype))) {
        if (name !== "constructor" && !(name in el)) Object.defineProperty(el, name, d);
    }
    return el;
}

// The canvas's box: its CSS size and its size in device pixels, as the window lays it
// out for each rendering update.
let box = { width: 300, height: 150, pixelWidth: 300, pixelHeight: 150 };
// The viewport, when the page lays its canvas out (`lienzo run` of an HTML page, as a
// browser window: the host's box is the window's room, and the canvas's box is what
// the page's styles make of it); null when the canvas fills the host's box (the
// window's panel, a lesson), which is then the viewport too.
let viewport = null;
const windowBox = () => viewport ?? box;

// The page's canvas is the runtime's own (it draws), given the element's members.
const canvas = onTree(env.canvas);
const canvasAttributes = { id: "canvas" };
Object.defineProperties(canvas, {
    clientWidth: { get: () => runtimeBox().width, configurable: true },
    clientHeight: { get: () => runtimeBox().height, configurable: true },
    tagName: { value: "CANVAS", configurable: true },
    id: { value: "canvas", writable: true, configurable: true },
    className: { value: "", writable: true, configurable: true },
    style: { value: new CSSStyleDeclaration(), configurable: true },
    dataset: { value: {}, configurable: true },
    localName: { value: "canvas", configurable: true },
    nodeType: { value: 1, configurable: true },
    _nodes: { value: [], configurable: true },
    parentNode: { value: null, writable: true, configurable: true },
    attributes: { value: canvasAttributes, configurable: true },
    textContent: { get: () => "", configurable: true },
    offsetWidth: { get: () => runtimeBox().width, configurable: true },
    offsetHeight: { get: () => runtimeBox().height, configurable: true },
    getBoundingClientRect: { value: () => rect(runtimeBox().width, runtimeBox().height), configurable: true },
    setAttribute: {
        value(name, value) {
            canvasAttributes[name] = String(value);
            if (name === "id") canvas.id = String(value);
            if (name === "width" || name === "height") canvas[name] = Number(value);
        },
        configurable: true,
    },
    getAttribute: { value: (name) => canvasAttributes[name] ?? null, configurable: true },
    remove: { value() {}, configurable: true },
});
// The rest of an element's members, from the DOM's elements (those the runtime's canvas
// has of its own stay).
for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(Node.prototype))) {
    if (name !== "constructor" && !(name in canvas)) Object.defineProperty(canvas, name, d);
}

// An `on<type>` attribute, as the DOM's event handler attributes are: assigning a
// function adds it as a listener (in place of the one assigned before).
function eventHandler(proto, type) {
    const key = Symbol(type);
    Object.defineProperty(proto, "on" + type, {
        get() { return this[key] ?? null; },
        set(fn) {
            if (this[key]) this.removeEventListener(type, this[key]);
            this[key] = typeof fn === "function" ? fn : null;
            if (this[key]) this.addEventListener(type, this[key]);
        },
        configurable: true,
        enumerable: true,
    });
}

// An <img>: its file fetched by the page folder's rules and decoded by the runtime's
// createImageBitmap; it stands for its bitmap where WebGPU takes an image.
const BITMAP = Symbol("bitmap");
class HTMLImageElement extends Node {
    #src = "";
    #loading = null;
    constructor(width, height) {
        super("img");
        this.width = width ?? 0;
        this.height = height ?? 0;
        this.complete = false;
        this.crossOrigin = null;
        this[BITMAP] = null;
    }
    get naturalWidth() { return this[BITMAP]?.width ?? 0; }
    get naturalHeight() { return this[BITMAP]?.height ?? 0; }
    get src() { return this.#src; }
    set src(url) {
        this.#src = String(url);
        this.complete = false;
        this.#loading = this.#load();
        this.#loading.catch(() => {});
    }
    async #load() {
        try {
            const response = await fetch(this.#src);
            const bitmap = await createImageBitmap(await response.blob());
            this[BITMAP] = bitmap;
            this.width = bitmap.width;
            this.height = bitmap.height;
            this.complete = true;
            this.dispatchEvent(new Event("load"));
        } catch (e) {
            this.dispatchEvent(new Event("error"));
            throw e;
        }
    }
    decode() { return this.#loading ?? Promise.reject(new DOMException("the image has no src", "EncodingError")); }
}
eventHandler(HTMLImageElement.prototype, "load");
eventHandler(HTMLImageElement.prototype, "error");
onTree(Node.prototype);
eventHandler(Node.prototype, "click");
const bitmapOf = (source) => (source instanceof HTMLImageElement ? source[BITMAP] : source);
function createImageBitmap(source, ...rest) { return track(env.createImageBitmap(bitmapOf(source), ...rest)); }

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
        // The element with the keyboard: the body, or a form control the page or the
        // window's panel focused.
        this.activeElement = this.body;
        // The classic script that is running, if one is.
        this.currentScript = null;
    }
    get defaultView() { return globalThis; }
    // The document's URL is the window's (`document.location === window.location`).
    get location() { return globalThis.location; }
    get URL() { return String(globalThis.location); }
    createElement(tag) {
        const t = String(tag).toLowerCase();
        const custom = customByName.get(t);
        if (custom) return new custom();
        if (t === "canvas" && runtimeCanvasFree) return takeRuntimeCanvas();
        const own = env.createElement(t);
        if (own) return asElement(own, t);
        if (t === "img") return new HTMLImageElement();
        if (ELEMENT_CLASSES[t]) return new ELEMENT_CLASSES[t]();
        return formClasses[t] ? new formClasses[t]() : new Node(t);
    }
    // An element of another namespace (SVG, MathML): an element of the tree with its
    // name kept as written (SVG's are case-sensitive: `linearGradient`); no layout.
    createElementNS(ns, name) {
        const qualified = String(name);
        const n = ns === "http://www.w3.org/1999/xhtml" ? this.createElement(qualified)
            : ns === SVG_NS ? new SVGElement(qualified)
            : new Node(qualified.toLowerCase());
        n.namespaceURI = ns == null ? null : String(ns);
        return n;
    }
    createDocumentFragment() { return new DocumentFragment(); }
    createTextNode(text) {
        const n = new Node("#text");
        n._text = String(text);
        return n;
    }
    querySelector(s) { return find(this.documentElement, s); }
    querySelectorAll(s) { return this.documentElement.querySelectorAll(s); }
    getElementById(id) { return find(this.documentElement, "#" + id); }
    getElementsByTagName(tag) { return this.documentElement.querySelectorAll(tag); }
    getElementsByClassName(name) { return this.documentElement.getElementsByClassName(name); }
})();
onTree(document);
document.body._nodes.push(canvas);
canvas.parentNode = document.body;
// Whether the runtime's canvas (the one the window shows) is still nobody's: an HTML
// page without a <canvas> gets it from its first `createElement("canvas")`, as samples
// make and append their canvas from a script.
let runtimeCanvasFree = false;
let canvasMadeByScript = false;
function takeRuntimeCanvas() {
    runtimeCanvasFree = false;
    canvasMadeByScript = true;
    canvas.parentNode = null;
    canvas.id = "";
    delete canvasAttributes.id;
    // A new canvas's drawing buffer, as HTML sizes it.
    canvas.width = 300;
    canvas.height = 150;
    return canvas;
}

// The page's own elements, from its HTML (`host.document`): each element a Node with its
// id, class, attributes and text; the first <canvas> is the runtime's canvas, a later
// one a canvas of its own. A page without a <canvas> has none in its document: the
// runtime's is the first one its scripts create.
function buildDocument(spec) {
    if (spec.path) documentPath = spec.path;
    document.head._nodes = [];
    document.body._nodes = [];
    runtimeCanvasFree = true;
    canvasMadeByScript = false;
    let first = true;
    const make = (e, svg) => {
        if (e.text !== undefined) return document.createTextNode(e.text);
        let n;
        svg ||= e.tag === "svg";
        if (svg) {
            n = document.createElementNS(SVG_NS, e.tag);
        } else if (e.tag === "canvas" && first) {
            first = false;
            runtimeCanvasFree = false;
            n = canvas;
            canvas.parentNode = null;
        } else {
            n = document.createElement(e.tag);
        }
        for (const [k, v] of Object.entries(e.attrs ?? {})) {
            if (k === "class") n.className = v;
            else if (k === "style") Object.assign(n.style, parseStyle(v));
            else if (n === canvas && (k === "width" || k === "height")) continue; // sized by init
            n.setAttribute(k, v);
        }
        for (const c of e.children ?? []) n.appendChild(make(c, svg));
        if (e.sheet !== undefined) n._sheet = e.sheet;
        return n;
    };
    for (const e of spec.head ?? []) document.head.appendChild(make(e));
    for (const e of spec.body ?? []) document.body.appendChild(make(e));
    if (spec.title !== undefined) document.title = spec.title;
    document.readyState = "loading";
    nameElements(document.documentElement);
}
// Named access on the window: an element of the page's markup with an id is a global of
// that name (`<input id=speed>` read as `speed.value` or `window["speed"]`), as HTML's
// named properties object makes it. It lies below the window's own properties, so a
// global of the same name wins; each name reads the element that has the id now. Ids
// that scripts give later are not named (a page looks those up with getElementById).
const namedProperties = (() => {
    const above = Object.getPrototypeOf(globalThis);
    // The browser's Worker scope has a prototype of its own (and refuses a new one).
    if (above !== Object.prototype) return above;
    const named = Object.create(above);
    Object.setPrototypeOf(globalThis, named);
    return named;
})();
function nameElements(root) {
    for (const n of root.querySelectorAll("[id]")) {
        const id = n.id;
        if (!id || Object.hasOwn(namedProperties, id) || id in Object.prototype) continue;
        Object.defineProperty(namedProperties, id, {
            get: () => document.getElementById(id) ?? undefined,
            // Assigning the name (`view = ...` in a classic script) makes a global of
            // the window's own, as assigning over a named element does in a browser.
            set(v) { Object.defineProperty(this, id, { value: v, writable: true, enumerable: true, configurable: true }); },
            configurable: true,
        });
    }
}
function parseStyle(text) {
    const style = {};
    for (const d of String(text).split(";")) {
        const at = d.indexOf(":");
        if (at < 0) continue;
        const key = d.slice(0, at).trim().replace(/-([a-z])/g, (_, c) => c.toUpperCase());
        if (key) style[key] = d.slice(at + 1).trim();
    }
    return style;
}

// The window's own events (`load`, `DOMContentLoaded` on the document), fired once the
// page's scripts have run (`host.loaded`).
const windowEvents = onTree(new EventTarget());

// ---------------------------------------------------------------- the trace
// What each rendering update did, in order, when a test asks (`host.trace(true)`):
// the same words on both runtimes, so their traces can be compared step by step.
let tracing = false;
let steps = [];
function step(what) { if (tracing) steps.push(what); }
// The calls that shape a frame join the trace: configure, getCurrentTexture, submit.
function traceGpu() {
    const wrap = (proto, name, say) => {
        const f = proto[name];
        Object.defineProperty(proto, name, {
            configurable: true,
            writable: true,
            value: function (...args) {
                const r = f.apply(this, args);
                step(say(args, r));
                return r;
            },
        });
    };
    wrap(GPUCanvasContext.prototype, "configure", ([c]) => `configure ${c && c.format}`);
    wrap(GPUCanvasContext.prototype, "getCurrentTexture", (a, t) => `getCurrentTexture ${t.width}x${t.height}`);
    wrap(GPUQueue.prototype, "submit", ([list]) => `submit ${[...list].length}`);
}

// ---------------------------------------------------------------- timers
// Timers run on the host's clock: `host.timers()` runs those due, in the order they
// are due (then set), each with `performance.now()` reading its due time when the
// clock is virtual. HTML clamps a timeout set more than five timeouts deep to 4 ms.
let nextTimer = 1;
let nesting = 0;
const timers = new Map();
function addTimer(fn, delay, args, repeat) {
    if (typeof fn !== "function") {
        throw new TypeError("setTimeout: Lienzo runs only functions, not strings of code");
    }
    const level = nesting + 1;
    let ms = Math.max(0, Number(delay) || 0);
    if (nesting > 5) ms = Math.max(4, ms);
    const id = nextTimer++;
    timers.set(id, { fn, args, due: env.now() + ms, every: repeat ? Math.max(1, ms) : null, level });
    env.timerAdded();
    return id;
}
function setTimeout(fn, delay = 0, ...args) { return addTimer(fn, delay, args, false); }
function setInterval(fn, delay = 0, ...args) { return addTimer(fn, delay, args, true); }
function clearTimeout(id) { timers.delete(id); }
function nextDue() {
    let next = -1;
    for (const t of timers.values()) next = next < 0 ? t.due : Math.min(next, t.due);
    return next;
}

// ---------------------------------------------------------------- frames and observers
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
    // Each target, with the box last reported for a canvas of the page's own.
    #fn; #targets = new Map();
    constructor(fn) {
        if (typeof fn !== "function") throw new TypeError("ResizeObserver: the argument must be a function");
        this.#fn = fn;
    }
    observe(target) {
        if (!this.#targets.has(target)) this.#targets.set(target, { width: 0, height: 0 });
        observers.add(this);
        observedNew = true;
    }
    unobserve(target) { this.#targets.delete(target); }
    disconnect() { this.#targets.clear(); observers.delete(this); }
    // This rendering update's entries: every target but the page's other canvases gets
    // the window's box when it changed (or a target is newly observed); another canvas
    // gets its own box (canvasBox) when that changed since it was last reported.
    _entries(changed) {
        const entries = [];
        const dpr = box.width > 0 ? box.pixelWidth / box.width : 1;
        for (const [target, last] of this.#targets) {
            // Laid out by the page, an element other than a canvas is as wide as the
            // viewport (no layout beyond that).
            const whole = viewport && target !== canvas ? viewport : box;
            let b = whole, pixels = [whole.pixelWidth, whole.pixelHeight];
            if (target !== canvas && target?.tagName === "CANVAS") {
                b = canvasBox(target);
                if (b.width === last.width && b.height === last.height) continue;
                this.#targets.set(target, b);
                pixels = [Math.round(b.width * dpr), Math.round(b.height * dpr)];
            } else if (!changed) {
                continue;
            }
            const css = [{ inlineSize: b.width, blockSize: b.height }];
            entries.push({
                target,
                contentRect: rect(b.width, b.height),
                contentBoxSize: css,
                borderBoxSize: css,
                devicePixelContentBoxSize: [{ inlineSize: pixels[0], blockSize: pixels[1] }],
            });
        }
        return entries;
    }
    _notify(entries) { this.#fn(entries, this); }
}

// ---------------------------------------------------------------- mutation observers
// A MutationObserver over the page's tree: children added and removed (`childList`),
// attributes set and removed through setAttribute and removeAttribute (`attributes`,
// with `attributeFilter` and `attributeOldValue`), a text node's text replaced
// (`characterData`); on the target or, with `subtree`, anywhere below it. The records
// of a task are delivered together in one microtask, as the DOM delivers them.
class MutationRecord {
    constructor(init) {
        Object.assign(this, {
            type: "", target: null, addedNodes: [], removedNodes: [], previousSibling: null, nextSibling: null,
            attributeName: null, attributeNamespace: null, oldValue: null,
        }, init);
    }
}
class MutationObserver {
    #fn; #targets = new Map(); #records = [];
    constructor(fn) {
        if (typeof fn !== "function") {
            throw new TypeError("Failed to construct 'MutationObserver': parameter 1 is not of type 'Function'.");
        }
        this.#fn = fn;
    }
    observe(target, options = {}) {
        const o = { ...options };
        if (o.attributeOldValue !== undefined || o.attributeFilter !== undefined) o.attributes ??= true;
        if (o.characterDataOldValue !== undefined) o.characterData ??= true;
        if (!o.childList && !o.attributes && !o.characterData) {
            throw new TypeError("Failed to execute 'observe' on 'MutationObserver': The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.");
        }
        this.#targets.set(target === document ? document.documentElement : target, o);
        mutationObservers.add(this);
    }
    disconnect() { this.#targets.clear(); this.#records = []; mutationObservers.delete(this); }
    takeRecords() { const r = this.#records; this.#records = []; return r; }
    // Keeps `record` when an observed target wants it; whether it did.
    _note(record) {
        for (const [target, o] of this.#targets) {
            const below = record.target === target || (o.subtree && target.contains?.(record.target));
            if (!below) continue;
            const kind = record.type === "childList" ? o.childList : record.type === "attributes" ? o.attributes : o.characterData;
            if (!kind) continue;
            if (record.type === "attributes" && o.attributeFilter && !o.attributeFilter.includes(record.attributeName)) continue;
            const old = record.type === "attributes" ? o.attributeOldValue : record.type === "characterData" ? o.characterDataOldValue : false;
            this.#records.push(new MutationRecord({ ...record, oldValue: old ? record.oldValue : null }));
            return true;
        }
        return false;
    }
    _deliver() {
        if (!this.#records.length) return;
        const records = this.takeRecords();
        env.enter("MutationObserver");
        try { this.#fn(records, this); } catch (e) { env.report(e); }
    }
}
function noteMutation(record) {
    treeVersion += 1;
    if (!mutationObservers.size) return;
    let kept = false;
    for (const o of mutationObservers) kept = o._note(record) || kept;
    if (kept && !mutationsQueued) {
        mutationsQueued = true;
        Promise.resolve().then(() => {
            mutationsQueued = false;
            for (const o of [...mutationObservers]) o._deliver();
        });
    }
}

// An IntersectionObserver: the page is all in view (there is no scrolling), so each
// target observed is reported intersecting once, at the next rendering update, after
// the resize observers, as HTML runs "update intersection observations" after them.
const sightings = new Set();
class IntersectionObserver {
    #fn; #targets = new Set(); #due = [];
    constructor(fn, options = {}) {
        if (typeof fn !== "function") throw new TypeError("IntersectionObserver: the argument must be a function");
        this.#fn = fn;
        this.root = options?.root ?? null;
        this.rootMargin = options?.rootMargin ?? "0px 0px 0px 0px";
        this.thresholds = [].concat(options?.threshold ?? 0);
    }
    observe(target) {
        if (this.#targets.has(target)) return;
        this.#targets.add(target);
        this.#due.push(target);
        sightings.add(this);
    }
    unobserve(target) {
        this.#targets.delete(target);
        this.#due = this.#due.filter((t) => t !== target);
    }
    disconnect() { this.#targets.clear(); this.#due = []; sightings.delete(this); }
    takeRecords() { const r = this.#entries(); this.#due = []; return r; }
    #entries() {
        return this.#due.map((target) => {
            const r = target.getBoundingClientRect?.() ?? rect(0, 0);
            return {
                target, time: performance.now(), isIntersecting: true, intersectionRatio: 1,
                boundingClientRect: r, intersectionRect: r, rootBounds: rect(windowBox().width, windowBox().height),
            };
        });
    }
    _notify() {
        const entries = this.#entries();
        this.#due = [];
        if (entries.length) this.#fn(entries, this);
    }
    get _due() { return this.#due.length > 0; }
}

// ---------------------------------------------------------------- console
// The console's text, as a browser's console shows a line before anything is
// expanded: strings as they are, `%s %d %i %f %o %O %c %%` in a first string argument,
// and objects as their previews (`{a: 1, b: 'x', c: {…}}`, `(3) [1, 2, 3]`,
// `Float32Array(2) [0.5, 1]`, `Map(1) {'k' => 1}`), nested ones folded as `{…}` and
// `Array(3)`.
const PREVIEW_ITEMS = 100;
function isTyped(v) { return ArrayBuffer.isView(v) && !(v instanceof DataView); }
function folded(v) {
    if (Array.isArray(v)) return `Array(${v.length})`;
    if (isTyped(v)) return `${v.constructor.name}(${v.length})`;
    if (v instanceof Map || v instanceof Set) return `${v.constructor.name}(${v.size})`;
    if (typeof v === "function") return "ƒ";
    const name = v.constructor && v.constructor !== Object ? v.constructor.name : "";
    return name && name !== "Object" ? name : "{…}";
}
function inner(v) {
    if (typeof v === "string") return `'${v}'`;
    if (v !== null && (typeof v === "object" || typeof v === "function")) {
        if (v instanceof Error) return `${v.name}: ${v.message}`;
        return folded(v);
    }
    return primitive(v);
}
function primitive(v) {
    if (typeof v === "bigint") return `${v}n`;
    if (typeof v === "symbol") return v.toString();
    if (Object.is(v, -0)) return "-0";
    return String(v);
}
function items(list, more) {
    const shown = list.slice(0, PREVIEW_ITEMS).join(", ");
    return more > PREVIEW_ITEMS ? `${shown}, …` : shown;
}
function preview(v) {
    if (v === null || (typeof v !== "object" && typeof v !== "function")) return primitive(v);
    if (typeof v === "function") return `ƒ ${v.name || ""}()`;
    if (v instanceof Error || (typeof GPUError !== "undefined" && v instanceof GPUError)) {
        const name = v instanceof Error ? v.name : v.constructor.name;
        return v.message ? `${name}: ${v.message}` : String(name);
    }
    if (typeof GPUSupportedLimits !== "undefined" && v instanceof GPUSupportedLimits) {
        const values = [];
        for (const name in v) values.push(`${name}: ${v[name]}`);
        return `GPUSupportedLimits {${items(values, values.length)}}`;
    }
    if (Array.isArray(v)) return `(${v.length}) [${items(v.slice(0, PREVIEW_ITEMS).map(inner), v.length)}]`;
    if (isTyped(v)) {
        return `${v.constructor.name}(${v.length}) [${items(Array.from(v.subarray(0, PREVIEW_ITEMS), inner), v.length)}]`;
    }
    if (v instanceof ArrayBuffer) return `ArrayBuffer(${v.byteLength})`;
    if (v instanceof Map) {
        const pairs = [...v].slice(0, PREVIEW_ITEMS).map(([k, x]) => `${inner(k)} => ${inner(x)}`);
        return `Map(${v.size}) {${items(pairs, v.size)}}`;
    }
    if (v instanceof Set) return `Set(${v.size}) {${items([...v].slice(0, PREVIEW_ITEMS).map(inner), v.size)}}`;
    if (v instanceof Promise) return "Promise {…}";
    let keys;
    try { keys = Object.keys(v); } catch { return "{…}"; }
    const fields = [];
    for (const k of keys.slice(0, PREVIEW_ITEMS)) {
        let x;
        try { x = v[k]; } catch { x = "(…)"; }
        fields.push(`${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${inner(x)}`);
    }
    const name = v.constructor && v.constructor !== Object && v.constructor.name !== "Object" ? `${v.constructor.name} ` : "";
    return `${name}{${items(fields, keys.length)}}`;
}
function show(v) {
    return typeof v === "string" ? v : preview(v);
}
// A console line from a call's arguments: the first string's format specifiers take
// arguments in order; the rest follow, separated by spaces.
function consoleLine(args) {
    if (typeof args[0] !== "string" || !args[0].includes("%")) return args.map(show).join(" ");
    let next = 1;
    const take = () => (next < args.length ? { ok: true, v: args[next++] } : { ok: false });
    const text = args[0].replace(/%([sdifoOc%])/g, (all, k) => {
        if (k === "%") return "%";
        const a = take();
        if (!a.ok) return all;
        switch (k) {
            case "s": return typeof a.v === "string" ? a.v : typeof a.v === "object" && a.v !== null ? preview(a.v) : primitive(a.v);
            case "d":
            case "i": return typeof a.v === "symbol" ? "NaN" : String(typeof a.v === "bigint" ? `${a.v}n` : parseInt(a.v, 10));
            case "f": return typeof a.v === "symbol" ? "NaN" : String(parseFloat(a.v));
            case "c": return ""; // CSS: the window's console has no styles.
            default: return typeof a.v === "string" ? `'${a.v}'` : preview(a.v);
        }
    });
    return [text, ...args.slice(next).map(show)].join(" ");
}
const consoleObject = {};
for (const level of ["log", "info", "warn", "error", "debug"]) {
    consoleObject[level] = (...args) => env.print(level, consoleLine(args));
}
consoleObject.assert = (ok, ...args) => { if (!ok) consoleObject.error("Assertion failed:", ...args); };
consoleObject.table = consoleObject.log;
consoleObject.trace = consoleObject.log;

// ---------------------------------------------------------------- files
// fetch() reads the files of the page's own folder by a relative path (a leading `/`
// is the folder), never the network.
// The page's URL: its document's path on the site's origin (`host.document` sets it).
const ORIGIN = "http://localhost";
let documentPath = "index.html";
// A URL the page fetches, as a path inside the site's folder: relative to the document,
// `/` at the site's root, the site's own origin; any other origin is the network.
function fileName(url) {
    let u;
    try {
        u = new URL(url, `${ORIGIN}/${documentPath}`);
    } catch {
        throw new TypeError(`fetch('${url}'): not a URL`);
    }
    if (u.origin !== ORIGIN) {
        throw new TypeError(`fetch('${url}'): a page in Lienzo has no network; put the file in the site's folder and fetch it by a relative path`);
    }
    const relative = /^(\.\.?\/|[^/:?#]*(\/|$))/.test(url) && !/^[a-z][a-z0-9+.-]*:/i.test(url);
    const dir = documentPath.split("/").slice(0, -1);
    if (relative) {
        // `..` past the site's root is refused, not clamped, so the mistake is said.
        let depth = dir.length;
        for (const p of url.split(/[?#]/)[0].split("/")) {
            if (p === "..") depth -= 1;
            else if (p !== "." && p !== "") depth += 1;
            if (depth < 0) throw new TypeError(`fetch('${url}') leaves the site's folder; a page can fetch only files inside it`);
        }
    }
    return decodeURIComponent(u.pathname).replace(/^\/+/, "");
}

// A file the site does not serve is a 404 response, as a server answers, with the
// console's line a browser prints and Lienzo's reason.
// A `data:` URL's bytes and type (`data:[type][;base64],data`), as fetch reads one: no
// network, the data is the URL itself.
function dataUrl(url) {
    const comma = url.indexOf(",");
    if (comma < 0) throw new TypeError(`Failed to fetch: '${url.slice(0, 40)}' is a data: URL with no comma`);
    const head = url.slice(5, comma).split(";");
    const base64 = head.length > 1 && head[head.length - 1].toLowerCase() === "base64";
    const type = (base64 ? head.slice(0, -1) : head).join(";") || "text/plain;charset=US-ASCII";
    const data = url.slice(comma + 1);
    let bytes;
    if (base64) {
        let text;
        try {
            text = atob(decodeURIComponent(data).replace(/\s+/g, ""));
        } catch {
            throw new TypeError("Failed to fetch: the data: URL's base64 does not decode");
        }
        bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
    } else {
        bytes = new TextEncoder().encode(decodeURIComponent(data));
    }
    return { bytes, type };
}

function fetch(input) {
    const url = String(input && typeof input === "object" && "url" in input ? input.url : input);
    return track((async () => {
        if (/^data:/i.test(url)) {
            const { bytes, type } = dataUrl(url);
            const response = new Response(bytes, { status: 200, statusText: "OK", headers: { "content-type": type } });
            Object.defineProperty(response, "url", { value: url, enumerable: true });
            return response;
        }
        const got = env.file(fileName(url), url);
        const href = new URL(url, `${ORIGIN}/${documentPath}`).href;
        let response;
        if (got.missing === undefined) {
            response = new Response(got.body, { status: 200, statusText: "OK" });
        } else {
            env.print("error", `Failed to load resource: the server responded with a status of 404 (Not Found): ${href} (${got.missing})`);
            response = new Response(got.missing, { status: 404, statusText: "Not Found" });
        }
        Object.defineProperty(response, "url", { value: href, enumerable: true });
        return response;
    })());
}

// ---------------------------------------------------------------- UI events
// The events pages construct or test for (`new CustomEvent("change", { detail })`,
// `e instanceof PointerEvent`): the runtime's own where it has them (a Worker has
// CustomEvent), else classes over its `Event` whose init members become the event's
// (those `Event` itself takes, such as `bubbles`, are left to it).
function eventClass(name, Base, defaults) {
    if (typeof globalThis[name] === "function") return globalThis[name];
    const own = (k) => !(k in Event.prototype);
    const made = {
        [name]: class extends Base {
            constructor(type, init = {}) {
                super(type, init);
                for (const [k, v] of Object.entries({ ...defaults, ...(init ?? {}) })) {
                    if (own(k)) this[k] = v;
                }
            }
        },
    }[name];
    return made;
}
const keys = { altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };
const CustomEvent = eventClass("CustomEvent", Event, { detail: null });
const UIEvent = eventClass("UIEvent", Event, { detail: 0, view: null });
const MouseEvent = eventClass("MouseEvent", UIEvent, {
    ...keys, clientX: 0, clientY: 0, offsetX: 0, offsetY: 0, pageX: 0, pageY: 0, screenX: 0, screenY: 0,
    x: 0, y: 0, movementX: 0, movementY: 0, button: 0, buttons: 0, relatedTarget: null,
});
const PointerEvent = eventClass("PointerEvent", MouseEvent, {
    pointerId: 0, pointerType: "", isPrimary: false, width: 1, height: 1, pressure: 0,
});
const WheelEvent = eventClass("WheelEvent", MouseEvent, { deltaX: 0, deltaY: 0, deltaZ: 0, deltaMode: 0 });
const KeyboardEvent = eventClass("KeyboardEvent", UIEvent, { ...keys, key: "", code: "", location: 0, repeat: false });
const FocusEvent = eventClass("FocusEvent", UIEvent, { relatedTarget: null });

// ---------------------------------------------------------------- form controls
// <input>, <select>, <textarea>, <button> with the DOM's values, and the window's
// panel of them (src/page/forms.js).
const forms = pageForms({
    Node, document, Event, MouseEvent, FocusEvent, innerText, hidingSelectors, hiddenByStyle,
    report: (e) => env.report(e),
});
formClasses = forms.classes;

// ---------------------------------------------------------------- the pointer
// The window's pointer over the canvas, as a browser reports a mouse: `pointer*` and
// `mouse*` events on the canvas, then on the document and the window, in CSS pixels
// from the canvas's top left corner (`offsetX`, and `clientX` too: the canvas is the
// whole page's box). Each change is one task, before the next rendering update.
let pointerAt = null;
let pointerButtons = 0;
function pointerEvent(type, p, buttons, button, bubbles) {
    const x = p ? p.x : pointerAt ? pointerAt.x : 0;
    const y = p ? p.y : pointerAt ? pointerAt.y : 0;
    const init = {
        clientX: x, clientY: y, offsetX: x, offsetY: y, pageX: x, pageY: y, screenX: x, screenY: y,
        x, y, movementX: p && pointerAt ? x - pointerAt.x : 0, movementY: p && pointerAt ? y - pointerAt.y : 0,
        buttons, button, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false,
        bubbles, cancelable: bubbles, composed: true,
    };
    return type.startsWith("pointer")
        ? new PointerEvent(type, { ...init, pointerId: 1, pointerType: "mouse", isPrimary: true })
        : new MouseEvent(type, init);
}
// An event that bubbles goes from the canvas up its tree to the window (one canvas
// the page took out of the document still tells the document and the window, which
// have no other way to hear the pointer); `pointerenter`/`pointerleave` do not
// bubble and are told to each of the three.
function firePointer(type, p, buttons, button) {
    step(type);
    const bubbles = !/enter|leave/.test(type);
    const targets = bubbles && canvas.isConnected ? [canvas] : [canvas, document, windowEvents];
    for (const target of targets) {
        for (const kind of [type, type.replace("pointer", "mouse")]) {
            const e = pointerEvent(kind, p, buttons, button, bubbles);
            try { target.dispatchEvent(e); } catch (err) { env.report(err); }
        }
    }
}
// `p`: { x, y, buttons } over the canvas, or null when the pointer left it.
function pointer(p) {
    const buttons = p ? p.buttons | 0 : 0;
    if (!p) {
        if (pointerButtons) firePointer("pointerup", null, 0, 0);
        if (pointerAt) firePointer("pointerleave", null, 0, 0);
        pointerAt = null;
        pointerButtons = 0;
        return;
    }
    const moved = !pointerAt || pointerAt.x !== p.x || pointerAt.y !== p.y;
    if (!pointerAt) firePointer("pointerenter", p, buttons, 0);
    if (moved) firePointer("pointermove", p, buttons, -1);
    pointerAt = { x: p.x, y: p.y };
    if (buttons && !pointerButtons) firePointer("pointerdown", p, buttons, 0);
    if (!buttons && pointerButtons) firePointer("pointerup", p, buttons, 0);
    pointerButtons = buttons;
}
// A key pressed or released while the viewport has the keyboard: `keydown`/`keyup` at
// the focused element (the body when none is), bubbling to the document and the
// window. One task.
function key(k) {
    const type = k.down ? "keydown" : "keyup";
    step(type);
    const init = {
        key: k.key, code: k.code, repeat: !!k.repeat,
        altKey: !!k.alt, ctrlKey: !!k.ctrl, metaKey: !!k.meta, shiftKey: !!k.shift,
    };
    const at = document.activeElement?.isConnected ? document.activeElement : document.body;
    const e = new KeyboardEvent(type, { ...init, bubbles: true, cancelable: true, composed: true });
    try { at.dispatchEvent(e); } catch (err) { env.report(err); }
}
eventHandler(Object.getPrototypeOf(canvas), "pointermove");
eventHandler(Object.getPrototypeOf(canvas), "pointerdown");
eventHandler(Object.getPrototypeOf(canvas), "pointerup");
eventHandler(Object.getPrototypeOf(canvas), "mousemove");
eventHandler(Object.getPrototypeOf(canvas), "mousedown");
eventHandler(Object.getPrototypeOf(canvas), "mouseup");

// ---------------------------------------------------------------- hot updates
// `import.meta.hot`, the hot-module API of Vite that page authors know: a module
// accepts a text it imports (`accept("./shader.wgsl", (m) => rebuild(m.default))`),
// and an edit of that file reaches the running page as the new module, without
// running it again. Only text files (WGSL and the like) are accepted this way; an edit
// of a JavaScript module, or of a file nobody accepts, runs the page again, as Vite
// reloads a page nothing accepts.
const hotAccepts = new Map(); // file name -> [callback]
const hotDispose = new Map(); // file name -> [callback]
const hotData = new Map();
function hotName(from, spec) {
    return decodeURIComponent(new URL(String(spec), `${ORIGIN}/${from}`).pathname).replace(/^\/+/, "");
}
function hotContext(name) {
    if (!hotData.has(name)) hotData.set(name, {});
    const accepted = (deps, cb) => {
        const list = Array.isArray(deps) ? deps : [deps];
        for (const d of list) {
            const file = hotName(name, d);
            if (/\.m?js$/i.test(file)) {
                env.print("warn", `import.meta.hot.accept('${d}'): Lienzo updates only text files (WGSL) in place; an edit of ${file} runs the page again`);
                continue;
            }
            if (!hotAccepts.has(file)) hotAccepts.set(file, []);
            hotAccepts.get(file).push((files) => {
                if (typeof cb !== "function") return;
                cb(Array.isArray(deps) ? list.map((x) => files.get(hotName(name, x))) : files.get(file));
            });
        }
        if (env.accepts) env.accepts([...hotAccepts.keys()]);
    };
    return Object.freeze({
        data: hotData.get(name),
        accept(deps, cb) {
            // Self-accepting (`accept()`, `accept(cb)`): this module is JavaScript, run
            // again with the page.
            if (deps === undefined || typeof deps === "function") return;
            accepted(deps, cb);
        },
        dispose(cb) {
            if (!hotDispose.has(name)) hotDispose.set(name, []);
            hotDispose.get(name).push(cb);
        },
        prune() {},
        invalidate(message) {
            if (message) env.print("info", `[hot] ${message}`);
            if (env.reload) env.reload();
        },
        on() {},
        off() {},
        send() {},
    });
}
// A file of the page changed: its accepting callbacks get the new module (a text file
// as `{ default: text }`). Returns whether anyone accepted it.
function hotUpdate(file, text) {
    const callbacks = hotAccepts.get(file);
    if (!callbacks || !callbacks.length) return false;
    step(`hot ${file}`);
    const files = new Map([[file, Object.freeze({ __proto__: null, default: String(text), [Symbol.toStringTag]: "Module" })]]);
    env.enter("Timeout");
    for (const cb of callbacks) {
        try { cb(files); } catch (e) { env.report(e); }
    }
    env.print("info", `[hot] updated ${file}`);
    return true;
}

// ---------------------------------------------------------------- GPU work awaited
// The promises the GPU settles, counted while they are pending: a host that paces the
// page (a virtual clock) lets them settle before the next rendering update, as
// `lienzo run` and the grader do, so a program's steps land in the same updates on
// both runtimes.
// The program gets a promise of its own that settles as the GPU's does, so a
// rejection it leaves unhandled is still reported as uncaught.
let pendingWork = 0;
function track(promise) {
    pendingWork += 1;
    return Promise.resolve(promise).finally(() => { pendingWork -= 1; });
}
function trackGpu() {
    const wrap = (proto, name) => {
        const f = proto && proto[name];
        if (typeof f !== "function") return;
        Object.defineProperty(proto, name, {
            configurable: true,
            writable: true,
            value: function (...args) { return track(f.apply(this, args)); },
        });
    };
    wrap(GPUBuffer.prototype, "mapAsync");
    wrap(GPUQueue.prototype, "onSubmittedWorkDone");
    wrap(GPUDevice.prototype, "popErrorScope");
    wrap(GPUDevice.prototype, "createRenderPipelineAsync");
    wrap(GPUDevice.prototype, "createComputePipelineAsync");
    wrap(GPUShaderModule.prototype, "getCompilationInfo");
    // Files and images too: a browser reads and decodes them in the background.
    for (const name of ["arrayBuffer", "blob", "text", "json"]) wrap(Response.prototype, name);
    for (const name of ["arrayBuffer", "text"]) wrap(Blob.prototype, name);
    // An <img> goes to WebGPU as its bitmap.
    const copy = GPUQueue.prototype.copyExternalImageToTexture;
    Object.defineProperty(GPUQueue.prototype, "copyExternalImageToTexture", {
        configurable: true,
        writable: true,
        value: function (source, ...rest) {
            const image = source && typeof source === "object" && source.source instanceof HTMLImageElement
                ? { ...source, source: bitmapOf(source.source) }
                : source;
            return copy.call(this, image, ...rest);
        },
    });
    // And to a 2D canvas's drawImage, where a runtime has one.
    const contexts2d = [
        typeof CanvasRenderingContext2D === "function" ? CanvasRenderingContext2D : null,
        typeof OffscreenCanvasRenderingContext2D === "function" ? OffscreenCanvasRenderingContext2D : null,
    ];
    for (const ctx of contexts2d) {
        const draw = ctx?.prototype?.drawImage;
        if (!draw || draw.takesImg) continue;
        const drawImage = function (image, ...rest) {
            return draw.call(this, image instanceof HTMLImageElement ? bitmapOf(image) : image, ...rest);
        };
        drawImage.takesImg = true;
        Object.defineProperty(ctx.prototype, "drawImage", { configurable: true, writable: true, value: drawImage });
    }
}

// ---------------------------------------------------------------- the adapter mask
// The knobs' world: an adapter that reports the default limits, hides features, or
// answers null for a while after a reset, in a browser that may not know the newest
// limit names. What the mask hides is refused by requestDevice as the specification
// refuses what an adapter lacks, and a name the browser does not know as an unknown
// name.
let mask = { limits: null, hidden: [], nullAdaptersAfterLoss: 0, query: "", unknownLimits: [] };
let nullAdaptersLeft = 0;
function maskLimits(real) {
    const unknown = mask.unknownLimits ?? [];
    if (!mask.limits && !unknown.length) return real;
    const limits = Object.create(GPUSupportedLimits.prototype);
    for (const name in real) {
        if (unknown.includes(name)) continue;
        const value = mask.limits && name in mask.limits
            ? (name.startsWith("min") ? Math.max(mask.limits[name], real[name]) : Math.min(mask.limits[name], real[name]))
            : real[name];
        Object.defineProperty(limits, name, { value, enumerable: true });
    }
    if (!unknown.length) return limits;
    // The names a browser does not know are not there at all: not `in` the limits
    // (their getters on GPUSupportedLimits' prototype are out of reach), read as undefined.
    return new Proxy(limits, {
        has: (t, k) => !unknown.includes(k) && k in t,
        get: (t, k, r) => (unknown.includes(k) ? undefined : Reflect.get(t, k, r)),
    });
}
// A device of a browser that does not know some limit names reads none of them.
function maskDevice(device) {
    if (!(mask.unknownLimits ?? []).length || !device) return device;
    const limits = maskLimits(device.limits);
    Object.defineProperty(device, "limits", { get: () => limits, configurable: true, enumerable: true });
    return device;
}
function maskFeatures(real) {
    if (!mask.hidden.length) return real;
    return new Set([...real].filter((f) => !mask.hidden.includes(f)));
}
function maskAdapter(adapter) {
    const limits = maskLimits(adapter.limits);
    const features = maskFeatures(adapter.features);
    Object.defineProperty(adapter, "limits", { get: () => limits, configurable: true, enumerable: true });
    Object.defineProperty(adapter, "features", { get: () => features, configurable: true, enumerable: true });
    const requestDevice = adapter.requestDevice;
    Object.defineProperty(adapter, "requestDevice", {
        configurable: true,
        value: async function (descriptor = {}) {
            for (const f of descriptor.requiredFeatures ?? []) {
                if (mask.hidden.includes(f)) {
                    throw new TypeError(`requestDevice: the adapter does not support the feature '${f}'; check adapter.features first`);
                }
            }
            for (const [name, value] of Object.entries(descriptor.requiredLimits ?? {})) {
                // A name this browser does not know, with a value its WebIDL conversion
                // takes (a NaN is that conversion's TypeError, first).
                if ((mask.unknownLimits ?? []).includes(name) && value !== undefined && Number.isFinite(Number(value))) {
                    throw new DOMException(`Failed to execute 'requestDevice' on 'GPUAdapter': The limit "${name}" with a non-undefined value is not recognized.`, "OperationError");
                }
                if (value === undefined || !mask.limits || !(name in mask.limits) || !(name in limits)) continue;
                const alignment = name.startsWith("min");
                const v = Number(value);
                if (alignment && !(v > 0 && (v & (v - 1)) === 0)) {
                    throw new DOMException(`requestDevice: ${name} must be a power of two, not ${value}`, "OperationError");
                }
                if (alignment ? v < limits[name] : v > limits[name]) {
                    throw new DOMException(`requestDevice: ${name} of ${value} is better than the adapter's ${limits[name]}; requiredLimits asks for at least a value, never more than adapter.limits has`, "OperationError");
                }
            }
            return track(requestDevice.call(this, descriptor)).then(maskDevice);
        },
    });
    return adapter;
}
function maskGpu(gpu) {
    const requestAdapter = gpu.requestAdapter;
    Object.defineProperty(gpu, "requestAdapter", {
        configurable: true,
        value: async function (options) {
            if (nullAdaptersLeft > 0) {
                nullAdaptersLeft -= 1;
                env.noAdapter();
                return null;
            }
            const adapter = await track(requestAdapter.call(this, options));
            return adapter && maskAdapter(adapter);
        },
    });
}

// ---------------------------------------------------------------- localStorage
// The page's `localStorage`: a Storage with the Web's methods and named items, kept for
// the page's run; Lienzo does not write it anywhere, so a page starts with it empty.
class Storage {
    #items = new Map();
    get length() { return this.#items.size; }
    key(i) { return [...this.#items.keys()][i] ?? null; }
    getItem(k) { return this.#items.has(String(k)) ? this.#items.get(String(k)) : null; }
    setItem(k, v) { this.#items.set(String(k), String(v)); }
    removeItem(k) { this.#items.delete(String(k)); }
    clear() { this.#items.clear(); }
}
function storage() {
    const s = new Storage();
    const own = (k) => typeof k === "string" && !(k in Storage.prototype);
    return new Proxy(s, {
        get: (t, k) => (own(k) && t.getItem(k) !== null ? t.getItem(k) : typeof t[k] === "function" ? t[k].bind(t) : t[k]),
        set: (t, k, v) => (own(k) ? (t.setItem(k, v), true) : false),
        has: (t, k) => (own(k) ? t.getItem(k) !== null : k in t),
        deleteProperty: (t, k) => (own(k) && t.removeItem(k), true),
        ownKeys: (t) => Array.from({ length: t.length }, (_, i) => t.key(i)),
        getOwnPropertyDescriptor: (t, k) =>
            own(k) && t.getItem(k) !== null ? { value: t.getItem(k), writable: true, enumerable: true, configurable: true } : undefined,
    });
}
const localStorage = storage();
const sessionStorage = storage();

// ---------------------------------------------------------------- a seeded Math.random
// Where the host paces the page on a virtual clock (`lienzo run`, the grader), the page
// is deterministic: Math.random() is mulberry32 from the seed the host gives, the same
// numbers on every run and in both runtimes (tests/others/chromium.mjs seeds Chromium
// with it too).
function seededRandom(seed) {
    let a = seed >>> 0;
    return function random() {
        a = (a + 0x6D2B79F5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

// ---------------------------------------------------------------- a date on the clock
// On a virtual clock, dates are part of the page's deterministic world: `Date.now()` and
// `new Date()` read 2026-01-01T00:00:00Z plus `performance.now()`, so a page that turns
// by `Date.now() / 1000` draws the same frame on every run (tests/others/chromium.mjs
// gives Chromium the same dates). The virtual clock stands still inside a callback, so
// within one instant of it a date moves on with the machine's time (a page that waits
// with `while (Date.now() < until) {}` still gets there), and dates never go back.
const VIRTUAL_EPOCH = Date.UTC(2026, 0, 1);
function virtualDate(EngineDate, now) {
    let instant = NaN;
    let base = 0;
    let realAt = 0;
    let last = -Infinity;
    const dateNow = () => {
        const virtual = now();
        const real = EngineDate.now();
        if (virtual !== instant) {
            // A new instant starts from its own time, or from the last date read when a
            // callback that waited on dates went past it.
            instant = virtual;
            base = Math.max(last, VIRTUAL_EPOCH + virtual);
            realAt = real;
        }
        last = Math.floor(base + (real - realAt));
        return last;
    };
    function Date(...args) {
        if (!new.target) return new EngineDate(dateNow()).toString();
        return Reflect.construct(EngineDate, args.length ? args : [dateNow()], new.target);
    }
    Date.prototype = EngineDate.prototype;
    Date.now = dateNow;
    Date.parse = EngineDate.parse;
    Date.UTC = EngineDate.UTC;
    Object.defineProperty(EngineDate.prototype, "constructor", { value: Date, writable: true, configurable: true });
    return Date;
}

// ---------------------------------------------------------------- the runtime's handle
const performance = { now: () => env.now(), timeOrigin: env.timeOrigin };
// `performance.memory` (Chromium's; stats.js shows its MB panel when it is there): the
// page's JavaScript heap, in bytes.
class MemoryInfo {
    #sizes;
    constructor(sizes) { this.#sizes = sizes; }
    get usedJSHeapSize() { return this.#sizes[0]; }
    get totalJSHeapSize() { return this.#sizes[1]; }
    get jsHeapSizeLimit() { return this.#sizes[2]; }
}
if (env.heap) {
    Object.defineProperty(performance, "memory", { enumerable: true, get: () => new MemoryInfo(env.heap()) });
}

const host = {
    // The canvas as the page declares it (its attributes), its box, the knobs' mask.
    // `seed`: a number makes Math.random() a seeded sequence (see seededRandom).
    // `pageLayout`: `firstBox` is the viewport, and the page's styles lay the canvas out.
    init(width, height, firstBox, id, knobs, seed, pageLayout) {
        if (typeof seed === "number") {
            Math.random = seededRandom(seed);
            Object.defineProperty(globalThis, "Date", {
                value: virtualDate(globalThis.Date, env.now),
                writable: true,
                configurable: true,
            });
        }
        canvas.width = width;
        canvas.height = height;
        canvas.id = id;
        canvasAttributes.id = id;
        box = firstBox;
        if (pageLayout) viewport = firstBox;
        if (knobs) mask = knobs;
    },
    // The page's elements, from its HTML (see buildDocument).
    document(spec) { buildDocument(typeof spec === "string" ? JSON.parse(spec) : spec); },
    // The page's URL on the site's origin, with the query the knobs open it at (both
    // runtimes give the page this one).
    location: () => new URL(documentPath + (mask.query ?? ""), `${ORIGIN}/`),
    // The page's HTML is parsed (its classic scripts ran): deferred and module scripts
    // run next.
    parsed() { document.readyState = "interactive"; },
    // The classic script that runs next is the document's `index`th <script> (-1: none
    // runs).
    currentScript(index) {
        document.currentScript = index < 0 ? null : document.querySelectorAll("script")[index] ?? null;
    },
    // The page's scripts have run: the document is loaded, as a browser says it.
    loaded() {
        step("DOMContentLoaded");
        try { document.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true })); } catch (e) { env.report(e); }
        document.readyState = "complete";
        const load = new Event("load");
        try {
            if (typeof globalThis.onload === "function") globalThis.onload(load);
            windowEvents.dispatchEvent(load);
        } catch (e) { env.report(e); }
    },
    // The page's GPU: the knobs' mask on it, and the promises it settles counted.
    gpu(gpu) {
        maskGpu(gpu);
        trackGpu();
    },
    // `on<type>` attributes for a runtime's own event targets.
    eventHandler,
    // GPU promises not settled yet.
    pendingWork: () => pendingWork,
    // 1 when the next rendering update has callbacks to run (animation frames, a new
    // observer's first observation), else 0: an idle page needs no updates.
    wantsFrame: () => (frameCallbacks.size > 0 || observedNew || [...sightings].some((o) => o._due) ? 1 : 0),
    // Runs the first timer due on the host's clock (the earliest, then the first set),
    // as one task: the host runs the microtask checkpoint after it. Returns when the
    // next timer is due (ms; it may be due already), or -1.
    timers() {
        const now = env.now();
        let first = null;
        for (const [id, t] of timers) {
            if (t.due <= now && (!first || t.due < first[1].due)) first = [id, t];
        }
        if (first) {
            const [id, t] = first;
            if (t.every === null) timers.delete(id);
            else t.due = Math.max(now, t.due) + t.every;
            step("timeout");
            env.enter("Timeout");
            nesting = t.level;
            try { t.fn(...t.args); } catch (e) { env.report(e); } finally { nesting = 0; }
        }
        return nextDue();
    },
    nextTimer: nextDue,
    // One rendering update, in the order of HTML's "update the rendering": visibility,
    // the animation frame callbacks, then (after layout) the resize observers when the
    // box changed or a target is newly observed. A size assigned in an observer's
    // callback is the next frame's to use: it replaces the drawing buffer this frame
    // drew into. Returns how many frame callbacks ran.
    update(timestamp, next, visible) {
        // A canvas the script made is laid out by the page's styles, whatever room the
        // host has for it (at the host's pixel ratio).
        const viewed = viewport !== null && (next.width !== viewport.width || next.height !== viewport.height);
        if (viewport) viewport = next;
        const declared = declaredBox();
        if (declared) {
            const dpr = next.width > 0 ? next.pixelWidth / next.width : 1;
            next = {
                width: declared.width,
                height: declared.height,
                pixelWidth: Math.max(1, Math.round(declared.width * dpr)),
                pixelHeight: Math.max(1, Math.round(declared.height * dpr)),
            };
        }
        const boxChanged = next.width !== box.width || next.height !== box.height ||
            next.pixelWidth !== box.pixelWidth || next.pixelHeight !== box.pixelHeight;
        // The window's `resize` is the viewport's; the canvas's box is the observers'.
        const resized = viewport ? viewed : boxChanged;
        box = next;
        step(`update ${box.width}x${box.height}@${box.pixelWidth}x${box.pixelHeight}${visible ? "" : " hidden"}`);
        const state = visible ? "visible" : "hidden";
        if (document.visibilityState !== state) {
            document.visibilityState = state;
            document.hidden = !visible;
            step(`visibilitychange ${state}`);
            document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
        }
        if (!visible) return 0;
        // HTML's "run the resize steps": the viewport (here the canvas's box) changed
        // since the last update, so `resize` fires at the window before the frame
        // callbacks.
        if (resized) {
            step("resize");
            env.enter("Other");
            const e = new Event("resize");
            try {
                if (typeof globalThis.onresize === "function") globalThis.onresize(e);
                windowEvents.dispatchEvent(e);
            } catch (err) { env.report(err); }
        }
        const callbacks = frameCallbacks;
        frameCallbacks = new Map();
        for (const fn of callbacks.values()) {
            step("animationframe");
            env.enter("AnimationFrame");
            const start = performance.now();
            try { fn(timestamp); } catch (e) { env.report(e); }
            host.callbackMs.push(performance.now() - start);
            if (host.callbackMs.length > 1000) host.callbackMs.shift();
        }
        // What the frame callbacks drew, before an observer can resize it away.
        if (env.drawn) env.drawn();
        const changed = boxChanged || resized || observedNew;
        observedNew = false;
        for (const o of [...observers]) {
            const entries = o._entries(changed);
            if (!entries.length) continue;
            step(`resizeobserver ${box.width}x${box.height}`);
            env.enter("ResizeObserver");
            try { o._notify(entries); } catch (e) { env.report(e); }
        }
        for (const o of [...sightings]) {
            if (!o._due) continue;
            step("intersectionobserver");
            env.enter("IntersectionObserver");
            try { o._notify(); } catch (e) { env.report(e); }
        }
        return callbacks.size;
    },
    // The pointer over the canvas changed (see `pointer`).
    pointer,
    // A key over the page (see `key`).
    key,
    // The document's form controls as the window's panel shows them (JSON), and what
    // the student did to one there, as one task (see src/page/forms.js).
    controls: () => JSON.stringify(forms.controls()),
    // The body's text without the controls that panel shows and their names.
    textBesideControls: () => forms.textBesideControls(),
    control(c) {
        step("control");
        return forms.change(typeof c === "string" ? JSON.parse(c) : c);
    },
    // `import.meta.hot` for the module `name`, and an edit of a file (see hotUpdate).
    hotContext,
    hotUpdate,
    // A reset (the loss knob): the adapter is not ready for the next requests.
    lost() { nullAdaptersLeft = mask.nullAdaptersAfterLoss; },
    // Time spent in each requestAnimationFrame callback, for `lienzo bench host`.
    callbackMs: [],
    takeCallbackMs() { const t = host.callbackMs; host.callbackMs = []; return t; },
    // The trace: `trace(true)` starts it; `takeTrace()` hands over the steps so far.
    trace(on) {
        if (on && !tracing) traceGpu();
        tracing = !!on;
    },
    step,
    takeTrace() { const s = steps; steps = []; return s; },
};

// WebGL's constructors, for the enums glTF is written in (a loader reads its component
// types and primitive modes as `WebGLRenderingContext.FLOAT`): those constants only,
// as a browser's constructors have them; no WebGL context is ever made (`getContext
// ("webgl")` is null here).
const GLTF_ENUMS = {
    POINTS: 0, LINES: 1, LINE_LOOP: 2, LINE_STRIP: 3, TRIANGLES: 4, TRIANGLE_STRIP: 5, TRIANGLE_FAN: 6,
    BYTE: 5120, UNSIGNED_BYTE: 5121, SHORT: 5122, UNSIGNED_SHORT: 5123, INT: 5124, UNSIGNED_INT: 5125, FLOAT: 5126,
    ARRAY_BUFFER: 34962, ELEMENT_ARRAY_BUFFER: 34963,
    NEAREST: 9728, LINEAR: 9729, NEAREST_MIPMAP_NEAREST: 9984, LINEAR_MIPMAP_NEAREST: 9985,
    NEAREST_MIPMAP_LINEAR: 9986, LINEAR_MIPMAP_LINEAR: 9987,
    TEXTURE_MAG_FILTER: 10240, TEXTURE_MIN_FILTER: 10241, TEXTURE_WRAP_S: 10242, TEXTURE_WRAP_T: 10243,
    REPEAT: 10497, CLAMP_TO_EDGE: 33071, MIRRORED_REPEAT: 33648,
};
function webglConstructor(name) {
    const cls = { [name]: class { constructor() { throw new TypeError("Illegal constructor"); } } }[name];
    for (const [k, v] of Object.entries(GLTF_ENUMS)) {
        Object.defineProperty(cls, k, { value: v, enumerable: true });
        Object.defineProperty(cls.prototype, k, { value: v, enumerable: true });
    }
    return cls;
}
const WebGLRenderingContext = webglConstructor("WebGLRenderingContext");
const WebGL2RenderingContext = webglConstructor("WebGL2RenderingContext");

const globals = {
    document, window: globalThis, console: consoleObject, performance,
    addEventListener: (...a) => windowEvents.addEventListener(...a),
    removeEventListener: (...a) => windowEvents.removeEventListener(...a),
    dispatchEvent: (e) => windowEvents.dispatchEvent(e),
    setTimeout, setInterval, clearTimeout, clearInterval: clearTimeout,
    requestAnimationFrame, cancelAnimationFrame, ResizeObserver, fetch,
    Image: HTMLImageElement, HTMLImageElement, createImageBitmap,
    HTMLElement, Element: HTMLElement, Node: HTMLElement, SVGElement, ShadowRoot, customElements, CSSStyleSheet,
    DocumentFragment, HTMLScriptElement, HTMLLinkElement, HTMLAnchorElement, HTMLDetailsElement, HTMLDialogElement,
    WebGLRenderingContext, WebGL2RenderingContext,
    CSSStyleDeclaration, getComputedStyle, matchMedia, MediaQueryList, IntersectionObserver,
    MutationObserver, MutationRecord,
    Storage, localStorage, sessionStorage,
    CustomEvent, UIEvent, MouseEvent, PointerEvent, WheelEvent, KeyboardEvent, FocusEvent,
    HTMLInputElement: forms.classes.input, HTMLSelectElement: forms.classes.select,
    HTMLOptionElement: forms.classes.option, HTMLTextAreaElement: forms.classes.textarea,
    HTMLButtonElement: forms.classes.button, HTMLLabelElement: forms.classes.label,
    // The window's event handler attributes a page assigns by name (`onresize = f` in
    // a module, where an undeclared name would throw).
    onload: null, onresize: null,
};
const getters = {
    devicePixelRatio: () => box.pixelWidth / Math.max(1, box.width),
    innerWidth: () => windowBox().width,
    innerHeight: () => windowBox().height,
};
return { globals, getters, host };
}
