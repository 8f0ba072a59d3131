// (Part of the prelude: see head.js.) The canvas context, navigator.gpu, files and
// images.
// ---------------------------------------------------------------- canvas
class GPUCanvasContext {
    #canvas; #config = null; #current = null;
    constructor(canvas) { this.#canvas = canvas; }
    get canvas() { return this.#canvas; }
    configure(config) {
        idlArgs("GPUCanvasContext", "configure", arguments, [[IDL.canvasConfiguration, true]]);
        const c = {
            device: config.device,
            format: config.format,
            usage: config.usage ?? GPUTextureUsage.RENDER_ATTACHMENT,
            viewFormats: [...(config.viewFormats ?? [])],
            colorSpace: config.colorSpace ?? "srgb",
            toneMapping: config.toneMapping ?? { mode: "standard" },
            alphaMode: config.alphaMode ?? "opaque",
        };
        call(lz.configure(canvasNumbers.get(this.#canvas), json(c)));
        this.#config = c;
        this.#current = null;
    }
    unconfigure() {
        lz.unconfigure(canvasNumbers.get(this.#canvas));
        this.#config = null;
        this.#current = null;
    }
    getConfiguration() { return this.#config ? { ...this.#config } : null; }
    getCurrentTexture() {
        if (!this.#config) {
            throw new DOMException("getCurrentTexture: the context is not configured (call configure() first)", "InvalidStateError");
        }
        if (this.#current && !host.expired(this.#current[H])) return this.#current;
        const r = call(lz.currentTexture(canvasNumbers.get(this.#canvas), this.#canvas.width, this.#canvas.height));
        const t = own(new GPUTexture({
            label: "",
            size: { width: r.width, height: r.height, depthOrArrayLayers: 1 },
            format: this.#config.format,
            usage: this.#config.usage,
        }), r.id, this.#config.device);
        t[FRAME] = lz.updatesEnded();
        this.#current = t;
        return t;
    }
}

class GPU {
    async requestAdapter(options = {}) {
        idlArgs("GPU", "requestAdapter", arguments, [[IDL.adapterOptions]]);
        const r = call(lz.requestAdapter(json(options ?? {})));
        return r === null ? null : new GPUAdapter(r);
    }
    getPreferredCanvasFormat() { return lz.preferredFormat(); }
    get wgslLanguageFeatures() { return new Set(lz.wgslLanguageFeatures()); }
}

// ---------------------------------------------------------------- files and images
// Files arrive as a Response (the world's fetch() resolves their names and makes it);
// images decode to RGBA8.
const PIXELS = Symbol("pixels");
class Blob {
    #bytes;
    constructor(parts = [], options = {}) {
        const chunks = parts.map((p) => typeof p === "string" ? new Uint8Array([...unescape(encodeURIComponent(p))].map((c) => c.charCodeAt(0))) : new Uint8Array(p instanceof ArrayBuffer ? p : p.buffer ?? p));
        const size = chunks.reduce((n, c) => n + c.byteLength, 0);
        this.#bytes = new Uint8Array(size);
        let at = 0;
        for (const c of chunks) { this.#bytes.set(c, at); at += c.byteLength; }
        this.type = options.type ?? "";
    }
    get size() { return this.#bytes.byteLength; }
    async arrayBuffer() { return this.#bytes.slice().buffer; }
    async text() { return decodeUtf8(this.#bytes); }
    _bytes() { return this.#bytes; }
    arrayBufferNow() { return this.#bytes.buffer; }
}
function decodeUtf8(bytes) {
    let s = "";
    for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
    try { return decodeURIComponent(escape(s)); } catch { return s; }
}
class Response {
    #bytes;
    constructor(body = null, init = {}) {
        this.#bytes = body instanceof ArrayBuffer ? body : body == null ? new ArrayBuffer(0) : new Blob([body]).arrayBufferNow();
        this.status = init.status ?? 200;
        this.statusText = init.statusText ?? "";
        this.ok = this.status >= 200 && this.status < 300;
        this.url = "";
    }
    async arrayBuffer() { return this.#bytes.slice(0); }
    async text() { return decodeUtf8(new Uint8Array(this.#bytes)); }
    async json() { return JSON.parse(await this.text()); }
    async blob() { return new Blob([this.#bytes]); }
}
class ImageBitmap {
    constructor(decoded) {
        this.width = decoded.width;
        this.height = decoded.height;
        this[PIXELS] = new Uint8Array(decoded.data);
    }
    close() {
        this[PIXELS] = null;
        this.width = 0;
        this.height = 0;
    }
}
async function createImageBitmap(source, options) {
    if (source instanceof HTMLCanvasElement || source instanceof ImageData) {
        const p = source instanceof ImageData ? { width: source.width, height: source.height, data: source.data } : pixelsOf(source);
        if (p) return new ImageBitmap({ width: p.width, height: p.height, data: new Uint8Array(p.data).buffer });
    }
    if (source instanceof ImageBitmap) {
        return new ImageBitmap({ width: source.width, height: source.height, data: source[PIXELS].slice().buffer });
    }
    const bytes = source instanceof Blob ? source._bytes() : null;
    if (!bytes) throw new TypeError("createImageBitmap: the source must be a Blob, an ImageBitmap or a decoded <img>");
    // An embedded colour profile is converted to sRGB unless the page says "none".
    return new ImageBitmap(lz.decodeImage(bytes, options?.colorSpaceConversion !== "none"));
}
