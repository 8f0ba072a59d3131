// (Part of the prelude: see head.js.) A canvas's `2d` context, as pages by others use it
// to make textures (labels, gradients, test patterns) and as stats.js draws its panel:
// the state a browser keeps (styles, transform, the current path, save/restore) lives
// here; the bitmap and its rasterizing are native (src/js/canvas2d.rs, vello_cpu). Text
// is drawn in the one font Lienzo has (Ubuntu Light), whatever family the page names.
// Not here: shadows, filters, clipping, line dashes, Path2D (a page that uses them draws
// without them); `copy`, `source-in` and the other operations that clear outside the
// shape act inside it only.

// CSS colors: the forms canvases are given (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb(),
// rgba(), hsl(), hsla(), the named colors pages use), as straight RGBA from 0 to 1.
const NAMED_COLORS = {
    black: "#000", white: "#fff", red: "#f00", lime: "#0f0", green: "#008000", blue: "#00f",
    yellow: "#ff0", cyan: "#0ff", aqua: "#0ff", magenta: "#f0f", fuchsia: "#f0f", gray: "#808080",
    grey: "#808080", silver: "#c0c0c0", maroon: "#800000", olive: "#808000", purple: "#800080",
    teal: "#008080", navy: "#000080", orange: "#ffa500", pink: "#ffc0cb", brown: "#a52a2a",
    gold: "#ffd700", indigo: "#4b0082", violet: "#ee82ee", darkgray: "#a9a9a9", lightgray: "#d3d3d3",
    darkgrey: "#a9a9a9", lightgrey: "#d3d3d3", darkred: "#8b0000", darkgreen: "#006400",
    darkblue: "#00008b", lightblue: "#add8e6", skyblue: "#87ceeb", salmon: "#fa8072",
    coral: "#ff7f50", tomato: "#ff6347", crimson: "#dc143c", khaki: "#f0e68c", beige: "#f5f5dc",
    transparent: "#0000",
};
function parseCssColor(text) {
    const s = String(text).trim().toLowerCase();
    const named = NAMED_COLORS[s];
    if (named) return parseCssColor(named);
    let m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s);
    if (m) {
        let h = m[1];
        if (h.length <= 4) h = [...h].map((c) => c + c).join("");
        const n = (i) => parseInt(h.slice(i, i + 2), 16) / 255;
        return [n(0), n(2), n(4), h.length === 8 ? n(6) : 1];
    }
    m = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(s);
    if (!m) return null;
    const parts = m[2].split(/[\s,/]+/).filter(Boolean);
    if (parts.length < 3) return null;
    const num = (p, scale) => (p.endsWith("%") ? parseFloat(p) / 100 : parseFloat(p) / scale);
    const alpha = parts.length > 3 ? Math.min(1, Math.max(0, num(parts[3], 1))) : 1;
    if (m[1].startsWith("rgb")) {
        const c = parts.slice(0, 3).map((p) => Math.min(1, Math.max(0, num(p, 255))));
        return c.some(Number.isNaN) ? null : [...c, alpha];
    }
    const h = (((parseFloat(parts[0]) % 360) + 360) % 360) / 360;
    const sat = Math.min(1, Math.max(0, parseFloat(parts[1]) / 100));
    const l = Math.min(1, Math.max(0, parseFloat(parts[2]) / 100));
    const q = l < 0.5 ? l * (1 + sat) : l + sat - l * sat;
    const p = 2 * l - q;
    const hue = (t) => {
        t = ((t % 1) + 1) % 1;
        if (t < 1 / 6) return p + (q - p) * 6 * t;
        if (t < 1 / 2) return q;
        if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
        return p;
    };
    return [hue(h + 1 / 3), hue(h), hue(h - 1 / 3), alpha];
}
// A color as the context reads it back: #rrggbb when opaque, rgba() otherwise.
function serializeColor([r, g, b, a]) {
    const byte = (v) => Math.round(v * 255);
    if (a >= 1) return "#" + [r, g, b].map((v) => byte(v).toString(16).padStart(2, "0")).join("");
    return `rgba(${byte(r)}, ${byte(g)}, ${byte(b)}, ${Number(a.toFixed(3))})`;
}

class CanvasGradient {
    #kind; #geometry; #stops = [];
    constructor(kind, geometry) { this.#kind = kind; this.#geometry = geometry; }
    addColorStop(offset, color) {
        const o = Number(offset);
        if (!(o >= 0 && o <= 1)) throw new DOMException(`The provided value (${offset}) is outside the range (0.0, 1.0).`, "IndexSizeError");
        const c = parseCssColor(color);
        if (!c) throw new DOMException(`The value provided ('${color}') could not be parsed as a color.`, "SyntaxError");
        this.#stops.push([o, c]);
    }
    _style() {
        const [a, b] = this.#geometry;
        return { kind: this.#kind, from: a, to: b, stops: this.#stops };
    }
}

class ImageData {
    constructor(a, b, c) {
        if (a instanceof Uint8ClampedArray) {
            this.data = a;
            this.width = b;
            this.height = c ?? a.length / 4 / b;
        } else {
            this.width = a;
            this.height = b;
            this.data = new Uint8ClampedArray(a * b * 4);
        }
        this.colorSpace = "srgb";
    }
}

// The pixels of what drawImage and an upload take: an ImageBitmap, a canvas (its 2D
// bitmap, or what its WebGPU context shows), an ImageData.
function pixelsOf(source) {
    let data = source ? source[PIXELS] : null;
    // A canvas with nothing to give (no context, a WebGPU one past its task) is
    // transparent black.
    if (!data && source instanceof HTMLCanvasElement && source.width > 0 && source.height > 0) {
        data = new Uint8Array(source.width * source.height * 4);
    }
    return data ? { width: source.width, height: source.height, data } : null;
}

const COMPOSITE_OPERATIONS = [
    "source-over", "source-in", "source-out", "source-atop", "destination-over", "destination-in",
    "destination-out", "destination-atop", "lighter", "copy", "xor", "multiply", "screen", "overlay",
    "darken", "lighten", "color-dodge", "color-burn", "hard-light", "soft-light", "difference",
    "exclusion", "hue", "saturation", "color", "luminosity",
];
let canvases2d = 0;
const IDENTITY = [1, 0, 0, 1, 0, 0];
class CanvasRenderingContext2D {
    #canvas; #id; #size = [0, 0];
    #state = {
        fillStyle: [0, 0, 0, 1], strokeStyle: [0, 0, 0, 1], globalAlpha: 1, lineWidth: 1,
        lineCap: "butt", lineJoin: "miter", miterLimit: 10, font: "10px sans-serif", size: 10,
        textAlign: "start", textBaseline: "alphabetic", transform: IDENTITY, imageSmoothingEnabled: true,
        globalCompositeOperation: "source-over",
    };
    #saved = [];
    #path = [];
    constructor(canvas) {
        this.#canvas = canvas;
        this.#id = ++canvases2d;
        this._sized();

    }
    get canvas() { return this.#canvas; }
    // The number of its bitmap (the window shows it: see host.shownBitmap).
    _number() { return this.#id; }
    // The canvas's size was set: a new, transparent bitmap, and the state's defaults.
    _sized() {
        this.#size = [this.#canvas.width, this.#canvas.height];
        lz.c2dSize(this.#id, this.#size[0], this.#size[1]);
    }
    _pixels() { return new Uint8Array(lz.c2dGet(this.#id, 0, 0, this.#size[0], this.#size[1])); }

    save() { this.#saved.push({ ...this.#state }); }
    restore() { if (this.#saved.length) this.#state = this.#saved.pop(); }
    reset() { this.#saved = []; this.#path = []; this._sized(); }

    #style(value) {
        if (value instanceof CanvasGradient) return value;
        return parseCssColor(value);
    }
    get fillStyle() { return this.#shown(this.#state.fillStyle); }
    set fillStyle(v) { const s = this.#style(v); if (s) this.#state.fillStyle = s; }
    get strokeStyle() { return this.#shown(this.#state.strokeStyle); }
    set strokeStyle(v) { const s = this.#style(v); if (s) this.#state.strokeStyle = s; }
    #shown(s) { return s instanceof CanvasGradient ? s : serializeColor(s); }
    get globalAlpha() { return this.#state.globalAlpha; }
    set globalAlpha(v) { const a = Number(v); if (a >= 0 && a <= 1) this.#state.globalAlpha = a; }
    get lineWidth() { return this.#state.lineWidth; }
    set lineWidth(v) { const w = Number(v); if (w > 0 && Number.isFinite(w)) this.#state.lineWidth = w; }
    get lineCap() { return this.#state.lineCap; }
    set lineCap(v) { if (["butt", "round", "square"].includes(v)) this.#state.lineCap = v; }
    get lineJoin() { return this.#state.lineJoin; }
    set lineJoin(v) { if (["miter", "round", "bevel"].includes(v)) this.#state.lineJoin = v; }
    get miterLimit() { return this.#state.miterLimit; }
    set miterLimit(v) { const m = Number(v); if (m > 0 && Number.isFinite(m)) this.#state.miterLimit = m; }
    get font() { return this.#state.font; }
    set font(v) {
        // The size is what Lienzo can honour: `bold 9px Helvetica`, `48px serif`, `2em x`.
        const m = /(\d*\.?\d+)(px|pt|em|rem)/.exec(String(v));
        if (!m) return;
        const scale = { px: 1, pt: 4 / 3, em: 16, rem: 16 }[m[2]];
        this.#state.size = parseFloat(m[1]) * scale;
        this.#state.font = String(v);
    }
    get textAlign() { return this.#state.textAlign; }
    set textAlign(v) { if (["start", "end", "left", "right", "center"].includes(v)) this.#state.textAlign = v; }
    get textBaseline() { return this.#state.textBaseline; }
    set textBaseline(v) {
        if (["top", "hanging", "middle", "alphabetic", "ideographic", "bottom"].includes(v)) this.#state.textBaseline = v;
    }
    get globalCompositeOperation() { return this.#state.globalCompositeOperation; }
    set globalCompositeOperation(v) { if (COMPOSITE_OPERATIONS.includes(v)) this.#state.globalCompositeOperation = v; }
    get imageSmoothingEnabled() { return this.#state.imageSmoothingEnabled; }
    set imageSmoothingEnabled(v) { this.#state.imageSmoothingEnabled = !!v; }

    // The transform, [a, b, c, d, e, f].
    getTransform() { const [a, b, c, d, e, f] = this.#state.transform; return { a, b, c, d, e, f }; }
    setTransform(a, b, c, d, e, f) {
        if (typeof a === "object" && a !== null) ({ a = 1, b = 0, c = 0, d = 1, e = 0, f = 0 } = a);
        const t = [a, b, c, d, e, f].map(Number);
        if (t.every(Number.isFinite)) this.#state.transform = t;
    }
    resetTransform() { this.#state.transform = IDENTITY; }
    transform(a, b, c, d, e, f) {
        const [A, B, C, D, E, F] = this.#state.transform;
        const t = [A * a + C * b, B * a + D * b, A * c + C * d, B * c + D * d, A * e + C * f + E, B * e + D * f + F];
        if (t.every(Number.isFinite)) this.#state.transform = t;
    }
    translate(x, y) { this.transform(1, 0, 0, 1, Number(x), Number(y)); }
    scale(x, y) { this.transform(Number(x), 0, 0, Number(y), 0, 0); }
    rotate(angle) { const c = Math.cos(angle), s = Math.sin(angle); this.transform(c, s, -s, c, 0, 0); }

    #draw(style) {
        return {
            transform: this.#state.transform,
            alpha: this.#state.globalAlpha,
            style: style instanceof CanvasGradient ? style._style() : { kind: "color", rgba: style },
            composite: this.#state.globalCompositeOperation,
        };
    }
    #stroke() {
        return { width: this.#state.lineWidth, cap: this.#state.lineCap, join: this.#state.lineJoin, miterLimit: this.#state.miterLimit };
    }
    #rect(x, y, w, h) {
        return [
            { op: "moveTo", x, y }, { op: "lineTo", x: x + w, y }, { op: "lineTo", x: x + w, y: y + h },
            { op: "lineTo", x, y: y + h }, { op: "close" },
        ];
    }
    fillRect(x, y, w, h) {
        if (![x, y, w, h].map(Number).every(Number.isFinite)) return;
        lz.c2dPath(this.#id, JSON.stringify({ ...this.#draw(this.#state.fillStyle), path: this.#rect(+x, +y, +w, +h) }));
    }
    strokeRect(x, y, w, h) {
        if (![x, y, w, h].map(Number).every(Number.isFinite)) return;
        lz.c2dPath(this.#id, JSON.stringify({ ...this.#draw(this.#state.strokeStyle), path: this.#rect(+x, +y, +w, +h), stroke: this.#stroke() }));
    }
    clearRect(x, y, w, h) {
        if (![x, y, w, h].map(Number).every(Number.isFinite)) return;
        lz.c2dClear(this.#id, this.#state.transform, +x, +y, +w, +h);
    }

    // The current path.
    beginPath() { this.#path = []; }
    closePath() { this.#path.push({ op: "close" }); }
    moveTo(x, y) { this.#path.push({ op: "moveTo", x: +x, y: +y }); }
    lineTo(x, y) { this.#path.push(this.#path.length ? { op: "lineTo", x: +x, y: +y } : { op: "moveTo", x: +x, y: +y }); }
    quadraticCurveTo(cx, cy, x, y) { this.#path.push({ op: "quadTo", cx: +cx, cy: +cy, x: +x, y: +y }); }
    bezierCurveTo(c1x, c1y, c2x, c2y, x, y) { this.#path.push({ op: "curveTo", c1x: +c1x, c1y: +c1y, c2x: +c2x, c2y: +c2y, x: +x, y: +y }); }
    rect(x, y, w, h) { this.#path.push(...this.#rect(+x, +y, +w, +h)); }
    roundRect(x, y, w, h) { this.rect(x, y, w, h); }
    arc(x, y, r, start, end, ccw = false) { this.ellipse(x, y, r, r, 0, start, end, ccw); }
    ellipse(x, y, rx, ry, rotation, start, end, ccw = false) {
        if (rx < 0 || ry < 0) throw new DOMException(`The radius provided (${rx < 0 ? rx : ry}) is negative.`, "IndexSizeError");
        const tau = 2 * Math.PI;
        let sweep = end - start;
        if (!ccw && sweep < 0) sweep = sweep <= -tau ? tau : sweep % tau + tau;
        if (ccw && sweep > 0) sweep = sweep >= tau ? -tau : sweep % tau - tau;
        if (Math.abs(sweep) > tau) sweep = Math.sign(sweep) * tau;
        // Line segments close enough to the curve at any size a canvas has.
        const steps = Math.max(8, Math.ceil(Math.abs(sweep) / tau * 96));
        const cr = Math.cos(rotation), sr = Math.sin(rotation);
        for (let i = 0; i <= steps; i++) {
            const a = start + (sweep * i) / steps;
            const px = Math.cos(a) * rx, py = Math.sin(a) * ry;
            const p = { x: x + px * cr - py * sr, y: y + px * sr + py * cr };
            this.#path.push({ op: i === 0 && !this.#path.length ? "moveTo" : "lineTo", ...p });
        }
    }
    fill(rule = "nonzero") {
        lz.c2dPath(this.#id, JSON.stringify({ ...this.#draw(this.#state.fillStyle), path: this.#path, evenOdd: rule === "evenodd" }));
    }
    stroke() {
        lz.c2dPath(this.#id, JSON.stringify({ ...this.#draw(this.#state.strokeStyle), path: this.#path, stroke: this.#stroke() }));
    }

    createLinearGradient(x0, y0, x1, y1) { return new CanvasGradient("linear", [[+x0, +y0], [+x1, +y1]]); }
    createRadialGradient(x0, y0, r0, x1, y1, r1) { return new CanvasGradient("radial", [[+x0, +y0, +r0], [+x1, +y1, +r1]]); }

    #text(text, x, y, style, stroke) {
        const align = this.#state.textAlign === "start" ? "left" : this.#state.textAlign === "end" ? "right" : this.#state.textAlign;
        lz.c2dText(this.#id, JSON.stringify({
            ...this.#draw(style), text: String(text), x: +x, y: +y, size: this.#state.size,
            align, baseline: this.#state.textBaseline, stroke,
            bold: /\b(bold|bolder|[6-9]00)\b/.test(this.#state.font),
        }));
    }
    fillText(text, x, y) { this.#text(text, x, y, this.#state.fillStyle, undefined); }
    strokeText(text, x, y) { this.#text(text, x, y, this.#state.strokeStyle, this.#stroke()); }
    measureText(text) {
        const [width, left, right, ascent, descent, fontAscent, fontDescent] = lz.c2dMeasure(
            String(text), this.#state.size, this.#state.textAlign, this.#state.textBaseline);
        return {
            width,
            actualBoundingBoxLeft: left, actualBoundingBoxRight: right,
            actualBoundingBoxAscent: ascent, actualBoundingBoxDescent: descent,
            fontBoundingBoxAscent: fontAscent, fontBoundingBoxDescent: fontDescent,
        };
    }

    drawImage(image, ...args) {
        const p = pixelsOf(image);
        if (!p) throw new TypeError("Failed to execute 'drawImage' on 'CanvasRenderingContext2D': The provided value is not of type '(HTMLCanvasElement or HTMLImageElement or ImageBitmap or OffscreenCanvas)'.");
        let src = [0, 0, p.width, p.height], dst;
        if (args.length === 2) dst = [args[0], args[1], p.width, p.height];
        else if (args.length === 4) dst = args;
        else if (args.length === 8) { src = args.slice(0, 4); dst = args.slice(4); }
        else throw new TypeError(`Failed to execute 'drawImage' on 'CanvasRenderingContext2D': Valid arities are: [3, 5, 9], but ${args.length + 1} arguments provided.`);
        lz.c2dImage(this.#id, p.data, p.width, p.height, JSON.stringify({
            transform: this.#state.transform, alpha: this.#state.globalAlpha,
            composite: this.#state.globalCompositeOperation,
            src: src.map(Number), dst: dst.map(Number), smooth: this.#state.imageSmoothingEnabled,
        }));
    }
    createImageData(w, h) {
        if (w instanceof ImageData) return new ImageData(w.width, w.height);
        return new ImageData(Math.abs(Math.floor(w)), Math.abs(Math.floor(h)));
    }
    getImageData(x, y, w, h) {
        const [ix, iy, iw, ih] = [x, y, w, h].map((v) => Math.floor(Number(v)));
        if (!(iw > 0 && ih > 0)) throw new DOMException(`The source ${iw > 0 ? "height" : "width"} is 0.`, "IndexSizeError");
        return new ImageData(new Uint8ClampedArray(lz.c2dGet(this.#id, ix, iy, iw, ih)), iw, ih);
    }
    putImageData(data, x, y) {
        lz.c2dPut(this.#id, new Uint8Array(data.data.buffer, data.data.byteOffset, data.data.byteLength), data.width, Math.floor(x), Math.floor(y));
    }
}
