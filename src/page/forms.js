// The page's form controls, for the page's world (src/page/world.js calls this with its
// DOM pieces; both runtimes run it before the world, the desktop in its prelude and the
// web build's Worker in its runtime):
//
// - `<input>`, `<select>`, `<option>`, `<textarea>`, `<button>` and `<label>` with the
//   DOM's members: the `value` attribute is the default a script's `value` replaces,
//   `checked` likewise; a range's value is clamped to its `min`/`max`; a select's
//   `selectedIndex` and `value` over its options; `focus()` and `blur()` move
//   `document.activeElement` and fire `focus`/`blur` (and `focusin`/`focusout`, which bubble);
// - the window's panel of them: `controls()` lists the document's controls in document
//   order (open shadow roots included, hidden ones left out), each named as a
//   browser's accessibility tree names it (`aria-labelledby`, `aria-label`, a
//   `<label>`, a button's text), else by the text just before it, as GUI libraries
//   such as lil-gui, dat.gui and muigui place a control's name;
// - `textBesideControls()`: the body's text without them, their labels and names (the
//   window's other panel shows the page's text);
// - `change(c)`: what the student did to one of them in that panel, with the events
//   a browser fires for it (`input` as a value changes, `change` when it is committed;
//   a checkbox's `click`, `input` and `change`; a button's `click`).
//
// Lienzo lays out no HTML, so the window shows these as its own widgets; the page
// reads them through the same members and events as in a browser.
function pageForms(world) {
"use strict";
const { Node, document, Event, MouseEvent, FocusEvent, innerText, hidingSelectors, hiddenByStyle, report } = world;

const flag = (name) => ({
    get() { return this.hasAttribute(name); },
    set(on) { this.toggleAttribute(name, !!on); },
    configurable: true,
    enumerable: true,
});
const text = (name, fallback = "") => ({
    get() { return this.getAttribute(name) ?? fallback; },
    set(v) { this.setAttribute(name, String(v)); },
    configurable: true,
    enumerable: true,
});
const number = (v, fallback) => {
    const n = parseFloat(v);
    return Number.isFinite(n) ? n : fallback;
};

// focus() and blur() of the elements that take the keyboard.
class FocusableElement extends Node {
    focus() {
        if (document.activeElement === this) return;
        const was = document.activeElement;
        if (was && was !== document.body && typeof was.blur === "function") was.blur();
        document.activeElement = this;
        fire(this, new FocusEvent("focus", { composed: true }));
        fire(this, new FocusEvent("focusin", { bubbles: true, composed: true }));
    }
    blur() {
        if (document.activeElement !== this) return;
        document.activeElement = document.body;
        fire(this, new FocusEvent("blur", { composed: true }));
        fire(this, new FocusEvent("focusout", { bubbles: true, composed: true }));
    }
}
for (const [name, d] of Object.entries({ disabled: flag("disabled"), name: text("name") })) {
    Object.defineProperty(FocusableElement.prototype, name, d);
}

const INPUT_TYPES = new Set(["text", "number", "range", "checkbox", "radio", "color", "button", "submit",
    "reset", "hidden", "password", "email", "search", "url", "tel", "date", "time", "file"]);
class HTMLInputElement extends FocusableElement {
    #value = null; // a script's value, once it set one
    #checked = null;
    constructor() { super("input"); }
    get type() {
        const t = String(this.getAttribute("type") ?? "text").toLowerCase();
        return INPUT_TYPES.has(t) ? t : "text";
    }
    set type(t) { this.setAttribute("type", String(t)); }
    get value() { return this.#sanitize(this.#value ?? this.getAttribute("value") ?? this.#emptyValue()); }
    set value(v) { this.#value = v === null ? "" : String(v); }
    get defaultValue() { return this.getAttribute("value") ?? ""; }
    set defaultValue(v) { this.setAttribute("value", String(v)); }
    get valueAsNumber() {
        const n = parseFloat(this.value);
        return ["number", "range"].includes(this.type) && Number.isFinite(n) ? n : NaN;
    }
    set valueAsNumber(n) { this.value = String(n); }
    get checked() { return this.#checked ?? this.hasAttribute("checked"); }
    set checked(on) {
        this.#checked = !!on;
        // One radio button of a name is checked at a time.
        if (on && this.type === "radio" && this.name) {
            let root = this;
            while (root.parentNode) root = root.parentNode;
            for (const r of root.querySelectorAll("input")) {
                if (r !== this && r.type === "radio" && r.name === this.name) r.checked = false;
            }
        }
    }
    get defaultChecked() { return this.hasAttribute("checked"); }
    set defaultChecked(on) { this.toggleAttribute("checked", !!on); }
    select() {}
    setSelectionRange() {}
    // A range's default is halfway, and every value it holds lies on a step within
    // [min, max], as HTML sanitizes it.
    #emptyValue() {
        if (this.type === "checkbox" || this.type === "radio") return "on";
        if (this.type === "color") return "#000000";
        if (this.type === "range") {
            const [min, max] = this.#bounds();
            return String(max < min ? min : min + (max - min) / 2);
        }
        return "";
    }
    #bounds() { return [number(this.getAttribute("min"), 0), number(this.getAttribute("max"), 100)]; }
    #sanitize(v) {
        if (this.type === "range") {
            const [min, max] = this.#bounds();
            const top = Math.max(min, max);
            let n = number(v, max < min ? min : min + (max - min) / 2);
            const step = this.getAttribute("step") === "any" ? 0 : number(this.getAttribute("step"), 1);
            if (step > 0) n = min + Math.round((n - min) / step) * step;
            n = Math.min(top, Math.max(min, n));
            return String(Number(n.toPrecision(12)));
        }
        if (this.type === "color") return /^#[0-9a-f]{6}$/i.test(v) ? v.toLowerCase() : "#000000";
        return v;
    }
}
for (const [name, d] of Object.entries({
    min: text("min"), max: text("max"), step: text("step"), placeholder: text("placeholder"),
    readOnly: flag("readonly"), required: flag("required"),
})) Object.defineProperty(HTMLInputElement.prototype, name, d);

class HTMLTextAreaElement extends FocusableElement {
    #value = null;
    constructor() { super("textarea"); }
    get type() { return "textarea"; }
    get value() { return this.#value ?? this.textContent; }
    set value(v) { this.#value = v === null ? "" : String(v); }
    get defaultValue() { return this.textContent; }
    set defaultValue(v) { this.textContent = v; }
    select() {}
    setSelectionRange() {}
}

class HTMLOptionElement extends Node {
    constructor() { super("option"); }
    get value() { return this.getAttribute("value") ?? this.text; }
    set value(v) { this.setAttribute("value", String(v)); }
    get text() { return this.textContent.replace(/\s+/g, " ").trim(); }
    set text(t) { this.textContent = t; }
    get label() { return this.getAttribute("label") ?? this.text; }
    get index() { return this.#select()?.options.indexOf(this) ?? 0; }
    get selected() { return this.#select()?.selectedIndex === this.index; }
    set selected(on) {
        const select = this.#select();
        if (!select) this.toggleAttribute("selected", !!on);
        else if (on) select.selectedIndex = this.index;
        else if (this.selected) select.selectedIndex = -1;
    }
    get defaultSelected() { return this.hasAttribute("selected"); }
    set defaultSelected(on) { this.toggleAttribute("selected", !!on); }
    #select() {
        for (let n = this.parentNode; n; n = n.parentNode) if (n instanceof HTMLSelectElement) return n;
        return null;
    }
}
Object.defineProperty(HTMLOptionElement.prototype, "disabled", flag("disabled"));

class HTMLSelectElement extends FocusableElement {
    #picked = null; // the option a script or the student picked, while it is one
    constructor() { super("select"); }
    get type() { return this.hasAttribute("multiple") ? "select-multiple" : "select-one"; }
    get options() {
        const all = [];
        const visit = (n) => {
            for (const c of n._nodes) {
                if (c instanceof HTMLOptionElement) all.push(c);
                else if (c.localName === "optgroup") visit(c);
            }
        };
        visit(this);
        return all;
    }
    get length() { return this.options.length; }
    get selectedIndex() {
        const options = this.options;
        if (this.#picked === -1) return -1;
        if (this.#picked && options.includes(this.#picked)) return options.indexOf(this.#picked);
        const marked = options.findIndex((o) => o.defaultSelected);
        return marked >= 0 ? marked : options.length ? 0 : -1;
    }
    set selectedIndex(i) {
        const n = Math.trunc(Number(i));
        this.#picked = this.options[n] ?? -1;
    }
    get selectedOptions() { return this.selectedIndex < 0 ? [] : [this.options[this.selectedIndex]]; }
    get value() { return this.options[this.selectedIndex]?.value ?? ""; }
    set value(v) { this.selectedIndex = this.options.findIndex((o) => o.value === String(v)); }
    add(option, before) { this.insertBefore(option, typeof before === "number" ? this.options[before] ?? null : before ?? null); }
    item(i) { return this.options[i] ?? null; }
    // remove() takes the element out of its parent; remove(i), an option out of it.
    remove(...i) {
        if (i.length) this.options[i[0]]?.remove();
        else super.remove();
    }
}

class HTMLButtonElement extends FocusableElement {
    constructor() { super("button"); }
    get type() { return String(this.getAttribute("type") ?? "submit").toLowerCase(); }
    set type(t) { this.setAttribute("type", String(t)); }
}
Object.defineProperty(HTMLButtonElement.prototype, "value", text("value"));

class HTMLLabelElement extends Node {
    constructor() { super("label"); }
    get htmlFor() { return this.getAttribute("for") ?? ""; }
    set htmlFor(id) { this.setAttribute("for", String(id)); }
    get control() {
        if (this.htmlFor) return rootOf(this).querySelector?.(`#${this.htmlFor}`) ?? null;
        return this.querySelector("input, select, textarea, button");
    }
}

const classes = {
    input: HTMLInputElement, textarea: HTMLTextAreaElement, select: HTMLSelectElement,
    option: HTMLOptionElement, button: HTMLButtonElement, label: HTMLLabelElement,
};

// ---------------------------------------------------------------- the window's panel
function rootOf(n) {
    while (n.parentNode) n = n.parentNode;
    return n;
}
// Every element of the document in order, into open shadow roots.
function everyElement(visit) {
    const go = (n) => {
        for (const c of n._nodes ?? []) {
            if (c.nodeType !== 1) continue;
            visit(c);
            if (c.shadowRoot) go(c.shadowRoot);
            go(c);
        }
    };
    go(document.documentElement);
}
// Hidden: by its own or an ancestor's `hidden` attribute, inline style, or a rule of
// the page's CSS that hides it (a closed GUI folder): `hiding`, the page's hiding
// selectors, read once per listing.
function hidden(el, hiding) {
    for (let n = el; n; n = n.parentNode ?? n.host) {
        if (n.nodeType !== 1) continue;
        if (n.hasAttribute?.("hidden") || n.style?.display === "none" || n.style?.visibility === "hidden") return true;
        if (hiddenByStyle(n, hiding)) return true;
    }
    return false;
}
const CONTROLS = /^(INPUT|SELECT|TEXTAREA|BUTTON)$/;
const words = (t) => String(t ?? "").replace(/\s+/g, " ").trim().slice(0, 80);
// The text of an element without the controls inside it (a label around its input).
function ownText(n) {
    if (n.nodeType === 3) return n._text ?? "";
    if (CONTROLS.test(n.tagName) || n.tagName === "STYLE" || n.tagName === "SCRIPT") return "";
    return (n._text ?? "") + (n._nodes ?? []).map(ownText).join("");
}
// The elements whose text names a control (its <label>, the text before it), as the
// last listing found them.
let names = new Set();
function labelOf(el) {
    const root = rootOf(el);
    const byId = (id) => (root.querySelector ? root.querySelector(`#${id}`) : null) ?? document.getElementById(id);
    const ids = el.getAttribute("aria-labelledby");
    if (ids) {
        const t = words(ids.split(/\s+/).map((id) => (byId(id) ? ownText(byId(id)) : "")).join(" "));
        for (const id of ids.split(/\s+/)) if (byId(id)) names.add(byId(id));
        if (t) return t;
    }
    if (words(el.getAttribute("aria-label"))) return words(el.getAttribute("aria-label"));
    if (el.id && root.querySelectorAll) {
        const label = root.querySelectorAll("label").find((l) => l.getAttribute("for") === el.id);
        if (label && words(ownText(label))) return words(ownText(label));
    }
    for (let n = el.parentNode; n && n.nodeType === 1; n = n.parentNode) {
        if (n.tagName === "LABEL" && words(ownText(n))) return words(ownText(n));
    }
    const inner = words((el._text ?? "") + el._nodes.map(ownText).join(""));
    if (el.tagName === "BUTTON" && inner) return inner;
    if (el.tagName === "INPUT" && ["button", "submit", "reset"].includes(el.type)) return words(el.value);
    // The text just before the control, up to three levels up, and not past another
    // control: where GUI libraries put a control's name (lil-gui's and dat.gui's name
    // beside its widget, muigui's label before its value).
    let n = el;
    for (let up = 0; up < 3 && n.parentNode; up++, n = n.parentNode) {
        const list = n.parentNode._nodes;
        for (let i = list.indexOf(n) - 1; i >= 0; i--) {
            const before = list[i];
            // What the page hides names nothing.
            if (before.nodeType === 1 && hidden(before, hidingSelectors())) continue;
            // Two widgets for one value (muigui's number field and slider): the second
            // is named as the first.
            if (before.nodeType === 1 && CONTROLS.test(before.tagName) && before.tagName !== "BUTTON") {
                return fallbackName(el) || labelOf(before);
            }
            if (before.nodeType === 1 && (CONTROLS.test(before.tagName) || before.querySelector("input, select, textarea, button"))) {
                return fallbackName(el);
            }
            const t = words(ownText(before));
            if (t) {
                names.add(before);
                return t;
            }
        }
    }
    return fallbackName(el);
}
// A control with no name of its own: its title, placeholder, name or id.
function fallbackName(el) {
    return words(el.getAttribute("title") || el.getAttribute("placeholder") || el.name || el.id);
}
function kindOf(el) {
    if (el.tagName === "SELECT") return "select";
    if (el.tagName === "TEXTAREA") return "textarea";
    if (el.tagName === "BUTTON") return "button";
    const t = el.type;
    if (["range", "number", "checkbox", "radio", "color"].includes(t)) return t;
    if (["button", "submit", "reset"].includes(t)) return "button";
    if (t === "hidden" || t === "file") return null;
    return "text";
}

// The panel's ids, one per element for as long as the page lives.
const ids = new WeakMap();
let nextId = 1;
let listed = new Map(); // id -> element, as last listed
function controls() {
    listed = new Map();
    names = new Set();
    const out = [];
    const hiding = hidingSelectors();
    everyElement((el) => {
        if (!CONTROLS.test(el.tagName) || hidden(el, hiding)) return;
        const kind = kindOf(el);
        if (!kind) return;
        if (!ids.has(el)) ids.set(el, nextId++);
        const id = ids.get(el);
        listed.set(id, el);
        const c = { id, kind, label: labelOf(el), disabled: !!el.disabled };
        if (kind === "select") {
            c.options = el.options.map((o) => words(o.label));
            c.selected = el.selectedIndex;
        } else if (kind === "checkbox" || kind === "radio") {
            c.checked = !!el.checked;
        } else if (kind !== "button") {
            c.value = String(el.value ?? "");
        }
        if (kind === "range" || kind === "number") {
            for (const k of ["min", "max", "step"]) {
                const n = parseFloat(el.getAttribute(k));
                if (Number.isFinite(n)) c[k] = n;
            }
        }
        out.push(c);
    });
    return out;
}
// The body's text as the window's text panel shows it: without the controls the other
// panel shows, the <label>s and the text that names them (as the last `controls()`
// found them: the window lists the controls first).
function textBesideControls() {
    const skip = new Set(names);
    everyElement((el) => {
        if (!CONTROLS.test(el.tagName) && el.tagName !== "LABEL") return;
        skip.add(el);
        // A widget's wrapper: the control and at most a short display of its value
        // beside it (lil-gui shows a select's choice so).
        const p = el.parentNode;
        const display = (c) => ["DIV", "SPAN"].includes(c.tagName) && words(ownText(c)).length <= 20;
        if (p?.nodeType === 1 && p !== document.body && p._nodes.length <= 3
            && p._nodes.every((c) => CONTROLS.test(c.tagName) || display(c))) {
            skip.add(p);
        }
    });
    return innerText(document.body, skip);
}
function fire(el, event) {
    try { el.dispatchEvent(event); } catch (e) { report(e); }
}
const bubbling = (type) => new Event(type, { bubbles: true });
// What the student did in the panel: {id, kind: "input" | "commit" | "check" | "select"
// | "click" | "focus" | "blur", value?, checked?, index?}. A control the page removed
// or disabled since it was listed takes nothing, as a browser's would not.
function change(c) {
    const el = listed.get(c.id);
    if (!el || !el.isConnected || el.disabled) return false;
    switch (c.kind) {
        case "input":
            el.value = String(c.value ?? "");
            fire(el, bubbling("input"));
            break;
        case "commit":
            if (c.value !== undefined) el.value = String(c.value);
            fire(el, bubbling("change"));
            break;
        case "check":
            el.checked = el.type === "radio" ? true : !!c.checked;
            fire(el, new MouseEvent("click", { bubbles: true }));
            fire(el, bubbling("input"));
            fire(el, bubbling("change"));
            break;
        case "select":
            el.selectedIndex = Number(c.index);
            fire(el, bubbling("input"));
            fire(el, bubbling("change"));
            break;
        case "click":
            fire(el, new MouseEvent("click", { bubbles: true }));
            break;
        case "focus":
            el.focus();
            break;
        case "blur":
            el.blur();
            break;
        default:
            return false;
    }
    return true;
}

return { classes, controls, change, textBesideControls };
}
