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
        const chunks = parts.map((p) => typeof p === "string" ? new Uint8Array([...unescape(encodeURIComponent(p))].map((c) => c.charCodeAt(0))) : ArrayBuffer.isView(p) ? new Uint8Array(p.buffer, p.byteOffset, p.byteLength) : new Uint8Array(p instanceof Blob ? p._bytes() : p));
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
    stream() { return new Response(this.#bytes.slice().buffer).body; }
}
function decodeUtf8(bytes) {
    let s = "";
    for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
    try { return decodeURIComponent(escape(s)); } catch { return s; }
}
// A response's headers: the names in lower case, as `fetch` and pages read them.
class Headers {
    #map = new Map();
    constructor(init) {
        const pairs = init instanceof Headers ? [...init] : Array.isArray(init) ? init : Object.entries(init ?? {});
        for (const [k, v] of pairs) this.append(k, v);
    }
    append(k, v) {
        const key = String(k).toLowerCase();
        this.#map.set(key, this.#map.has(key) ? `${this.#map.get(key)}, ${v}` : String(v));
    }
    set(k, v) { this.#map.set(String(k).toLowerCase(), String(v)); }
    get(k) { return this.#map.get(String(k).toLowerCase()) ?? null; }
    has(k) { return this.#map.has(String(k).toLowerCase()); }
    delete(k) { this.#map.delete(String(k).toLowerCase()); }
    forEach(fn, self) { for (const [k, v] of this) fn.call(self, v, k, this); }
    *entries() { yield* [...this.#map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)); }
    keys() { return [...this.entries()].map(([k]) => k)[Symbol.iterator](); }
    values() { return [...this.entries()].map(([, v]) => v)[Symbol.iterator](); }
    [Symbol.iterator]() { return this.entries(); }
}
// A response's body: bytes, or a stream (a decompressor's output) read when asked.
class Response {
    #bytes;
    #stream = null;
    #used = false;
    constructor(body = null, init = {}) {
        if (body instanceof ReadableStream) {
            this.#stream = body;
        } else {
            this.#bytes = body instanceof ArrayBuffer ? body : body == null ? new ArrayBuffer(0) : new Blob([body]).arrayBufferNow();
        }
        this.status = init.status ?? 200;
        this.statusText = init.statusText ?? "";
        this.ok = this.status >= 200 && this.status < 300;
        this.headers = new Headers(init.headers);
        this.url = "";
    }
    get bodyUsed() { return this.#used; }
    // The body as a stream: the bytes as one chunk.
    get body() {
        if (!this.#stream) {
            const bytes = this.#bytes;
            this.#stream = new ReadableStream({
                start(c) {
                    if (bytes.byteLength) c.enqueue(new Uint8Array(bytes.slice(0)));
                    c.close();
                },
            });
        }
        return this.#stream;
    }
    async #read() {
        if (this.#used) throw new TypeError("Failed to execute 'arrayBuffer' on 'Response': body stream already read");
        this.#used = true;
        return this.#stream ? streamBytes(this.#stream) : this.#bytes.slice(0);
    }
    async arrayBuffer() { return this.#read(); }
    async bytes() { return new Uint8Array(await this.#read()); }
    async text() { return decodeUtf8(new Uint8Array(await this.#read())); }
    async json() { return JSON.parse(await this.text()); }
    async blob() { return new Blob([await this.#read()]); }
    clone() {
        if (this.#stream) throw new TypeError("Failed to execute 'clone' on 'Response': Lienzo clones a response only before its body is read as a stream");
        const copy = new Response(this.#bytes.slice(0), this);
        Object.defineProperty(copy, "url", { value: this.url, enumerable: true });
        return copy;
    }
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
