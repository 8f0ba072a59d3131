// The browser-shaped world a host program runs in, on the desktop: the WebGPU API
// (`navigator.gpu` and its objects, by the specification's names), a `<canvas>`, the
// few DOM pieces tutorials use, timers, `requestAnimationFrame`, `ResizeObserver` and
// `console`. Objects and rules live here; the work is done by native operations over
// wgpu (`src/js/ops.rs`), reached through `__lz`, which this script hides.
//
// Handles: every GPU object holds the number of its native resource in `[H]` and
// serializes to it (`toJSON`), so a descriptor goes to Rust as one JSON string.
// A FinalizationRegistry releases the native resource when the object is collected,
// as a browser does.
(() => {
"use strict";
const lz = globalThis.__lz;
delete globalThis.__lz;
const H = Symbol("handle");
const released = new FinalizationRegistry((id) => lz.drop(id));
const json = (v) => JSON.stringify(v === undefined ? {} : v);

function own(obj, id) {
    obj[H] = id;
    released.register(obj, id);
    return obj;
}

// ---------------------------------------------------------------- errors
class DOMException extends Error {
    constructor(message = "", name = "Error") {
        super(message);
        Object.defineProperty(this, "name", { value: name, configurable: true });
    }
}
function failure(r) {
    if (r.error === "TypeError") return new TypeError(r.message);
    if (r.error === "RangeError") return new RangeError(r.message);
    return new DOMException(r.message, r.error);
}
// Runs a native operation that answers JSON; a `{error, message}` answer throws.
function call(result) {
    const r = typeof result === "string" ? JSON.parse(result) : result;
    if (r && typeof r === "object" && typeof r.error === "string") throw failure(r);
    return r;
}

class GPUPipelineError extends DOMException {
    constructor(message = "", options = {}) {
        super(message, "GPUPipelineError");
        this.reason = options.reason;
    }
}
class GPUError {
    constructor(message) { this.message = String(message); }
}
class GPUValidationError extends GPUError {}
class GPUOutOfMemoryError extends GPUError {}
class GPUInternalError extends GPUError {}
function gpuError(e) {
    const cls = e.type === "out-of-memory" ? GPUOutOfMemoryError
        : e.type === "internal" ? GPUInternalError : GPUValidationError;
    return new cls(e.message);
}

// ---------------------------------------------------------------- events
class Event {
    constructor(type, init = {}) {
        this.type = type;
        Object.assign(this, init);
        this.defaultPrevented = false;
    }
    preventDefault() { this.defaultPrevented = true; }
}
class EventTarget {
    #listeners = new Map();
    addEventListener(type, fn, options) {
        if (typeof fn !== "function" && !(fn && typeof fn.handleEvent === "function")) return;
        const list = this.#listeners.get(type) ?? [];
        if (!list.some((l) => l.fn === fn)) list.push({ fn, once: !!(options && options.once) });
        this.#listeners.set(type, list);
    }
    removeEventListener(type, fn) {
        const list = this.#listeners.get(type);
        if (list) this.#listeners.set(type, list.filter((l) => l.fn !== fn));
    }
    dispatchEvent(event) {
        event.target = event.currentTarget = this;
        const handler = this["on" + event.type];
        const list = [...(this.#listeners.get(event.type) ?? [])];
        const calls = typeof handler === "function" ? [{ fn: handler }, ...list] : list;
        for (const l of calls) {
            if (l.once) this.removeEventListener(event.type, l.fn);
            try {
                if (typeof l.fn === "function") l.fn.call(this, event);
                else l.fn.handleEvent(event);
            } catch (e) {
                host.reportException(e);
            }
        }
        return !event.defaultPrevented;
    }
}

// ---------------------------------------------------------------- constants
const freeze = (o) => Object.freeze(o);
const GPUBufferUsage = freeze({
    MAP_READ: 0x1, MAP_WRITE: 0x2, COPY_SRC: 0x4, COPY_DST: 0x8, INDEX: 0x10,
    VERTEX: 0x20, UNIFORM: 0x40, STORAGE: 0x80, INDIRECT: 0x100, QUERY_RESOLVE: 0x200,
});
const GPUTextureUsage = freeze({
    COPY_SRC: 0x1, COPY_DST: 0x2, TEXTURE_BINDING: 0x4, STORAGE_BINDING: 0x8,
    RENDER_ATTACHMENT: 0x10,
});
const GPUShaderStage = freeze({ VERTEX: 0x1, FRAGMENT: 0x2, COMPUTE: 0x4 });
const GPUMapMode = freeze({ READ: 0x1, WRITE: 0x2 });
const GPUColorWrite = freeze({ RED: 0x1, GREEN: 0x2, BLUE: 0x4, ALPHA: 0x8, ALL: 0xf });

// ---------------------------------------------------------------- pending native work
// Promises waiting for the device (mapAsync, onSubmittedWorkDone), by token.
const pending = new Map();
function later(token) {
    return new Promise((resolve, reject) => pending.set(token, { resolve, reject }));
}

// ---------------------------------------------------------------- adapter
class GPUSupportedLimits {
    #values;
    constructor(values) { this.#values = values; }
    static define(names) {
        for (const name of names) {
            Object.defineProperty(GPUSupportedLimits.prototype, name, {
                get() { return this.#values[name]; },
                enumerable: true,
                configurable: true,
            });
        }
    }
}
class GPUSupportedFeatures extends Set {}
class GPUAdapterInfo {
    constructor(info) { Object.assign(this, info); }
}

class GPUAdapter {
    #id; #consumed = false;
    constructor(r) {
        this.#id = r.id;
        this.features = new GPUSupportedFeatures(r.features);
        this.limits = new GPUSupportedLimits(r.limits);
        this.info = new GPUAdapterInfo(r.info);
        this.isFallbackAdapter = false;
    }
    async requestAdapterInfo() { return this.info; }
    async requestDevice(descriptor = {}) {
        if (this.#consumed) {
            throw new DOMException("this adapter already made a device; request a new adapter", "OperationError");
        }
        const d = {
            label: descriptor.label ?? "",
            requiredFeatures: [...(descriptor.requiredFeatures ?? [])].map(String),
            requiredLimits: { ...(descriptor.requiredLimits ?? {}) },
        };
        const r = call(lz.requestDevice(this.#id, json(d)));
        this.#consumed = true;
        return new GPUDevice(r, d.label);
    }
}

// ---------------------------------------------------------------- device
class GPUDeviceLostInfo {
    constructor(reason, message) { this.reason = reason; this.message = message; }
}
class GPUUncapturedErrorEvent extends Event {
    constructor(type, init) { super(type, init); }
}

const devices = new Map();

class GPUDevice extends EventTarget {
    #lostResolve;
    constructor(r, label) {
        super();
        this[H] = r.id;
        this.label = label;
        this.features = new GPUSupportedFeatures(r.features);
        this.limits = new GPUSupportedLimits(r.limits);
        this.adapterInfo = new GPUAdapterInfo(r.info);
        this.queue = new GPUQueue(this);
        this.lost = new Promise((resolve) => { this.#lostResolve = resolve; });
        this.onuncapturederror = null;
        devices.set(r.id, this);
    }
    toJSON() { return this[H]; }
    _lose(reason, message) {
        const resolve = this.#lostResolve;
        if (!resolve) return;
        this.#lostResolve = null;
        devices.delete(this[H]);
        resolve(new GPUDeviceLostInfo(reason, message));
    }
    destroy() { lz.destroy(this[H]); }
    #make(cls, op, descriptor) {
        const id = call(lz[op](this[H], json(descriptor)));
        return own(new cls(descriptor ?? {}), id);
    }
    createBuffer(d) {
        if (d === undefined || d.size === undefined || d.usage === undefined) {
            throw new TypeError("createBuffer: the descriptor needs `size` and `usage`");
        }
        const b = this.#make(GPUBuffer, "createBuffer", d);
        if (d.mappedAtCreation) b._mapped(GPUMapMode.WRITE, 0, Number(d.size));
        return b;
    }
    createTexture(d) { return this.#make(GPUTexture, "createTexture", textureDescriptor(d)); }
    createSampler(d = {}) { return this.#make(GPUSampler, "createSampler", d); }
    createBindGroupLayout(d) { return this.#make(GPUBindGroupLayout, "createBindGroupLayout", d); }
    createPipelineLayout(d) { return this.#make(GPUPipelineLayout, "createPipelineLayout", d); }
    createBindGroup(d) { return this.#make(GPUBindGroup, "createBindGroup", d); }
    createShaderModule(d) {
        if (d === undefined || typeof d.code !== "string") {
            throw new TypeError("createShaderModule: the descriptor needs `code`, a string");
        }
        const r = call(lz.createShaderModule(this[H], json(d)));
        const m = own(new GPUShaderModule(d), r.id);
        m._messages = r.messages;
        return m;
    }
    createRenderPipeline(d) { return this.#make(GPURenderPipeline, "createRenderPipeline", d); }
    createComputePipeline(d) { return this.#make(GPUComputePipeline, "createComputePipeline", d); }
    // The async forms reject with GPUPipelineError where the sync forms make an
    // invalid pipeline and raise the error on the device.
    createRenderPipelineAsync(d) { return this.#pipelineAsync(() => this.createRenderPipeline(d)); }
    createComputePipelineAsync(d) { return this.#pipelineAsync(() => this.createComputePipeline(d)); }
    async #pipelineAsync(make) {
        this.pushErrorScope("validation");
        this.pushErrorScope("internal");
        let pipeline;
        try {
            pipeline = make();
        } finally {
            var internal = await this.popErrorScope();
            var validation = await this.popErrorScope();
        }
        if (validation) throw new GPUPipelineError(validation.message, { reason: "validation" });
        if (internal) throw new GPUPipelineError(internal.message, { reason: "internal" });
        return pipeline;
    }
    createCommandEncoder(d = {}) { return this.#make(GPUCommandEncoder, "createCommandEncoder", d); }
    createQuerySet(d) { return this.#make(GPUQuerySet, "createQuerySet", d); }
    createRenderBundleEncoder() {
        throw new DOMException("render bundles are not available in Lienzo yet", "NotSupportedError");
    }
    pushErrorScope(filter) {
        if (!["validation", "out-of-memory", "internal"].includes(filter)) {
            throw new TypeError(`pushErrorScope: '${filter}' is not a GPUErrorFilter (validation, out-of-memory, internal)`);
        }
        lz.pushErrorScope(this[H], filter);
    }
    async popErrorScope() {
        const r = call(lz.popErrorScope(this[H]));
        return r.error ? gpuError(r.error) : null;
    }
}

// ---------------------------------------------------------------- queue
function bytesOf(data, dataOffset, size) {
    let buffer, offset, length, unit;
    if (data instanceof ArrayBuffer) {
        buffer = data; offset = 0; length = data.byteLength; unit = 1;
    } else if (ArrayBuffer.isView(data)) {
        buffer = data.buffer; offset = data.byteOffset; length = data.byteLength;
        unit = data.BYTES_PER_ELEMENT ?? 1;
    } else {
        throw new TypeError("the data must be an ArrayBuffer, a TypedArray or a DataView");
    }
    const start = (dataOffset ?? 0) * unit;
    const count = size === undefined ? length - start : size * unit;
    if (start > length || count < 0 || start + count > length) {
        throw new DOMException(`dataOffset and size (${dataOffset ?? 0}, ${size}) go past the data's end`, "OperationError");
    }
    return new Uint8Array(buffer, offset + start, count);
}

class GPUQueue {
    #device;
    constructor(device) { this.#device = device; this.label = ""; }
    submit(buffers) {
        const ids = [...buffers].map((b) => {
            if (!(b instanceof GPUCommandBuffer)) throw new TypeError("submit: every element must be a GPUCommandBuffer");
            return b[H];
        });
        lz.submit(this.#device[H], JSON.stringify(ids));
    }
    writeBuffer(buffer, bufferOffset, data, dataOffset, size) {
        lz.writeBuffer(this.#device[H], buffer[H], Number(bufferOffset), bytesOf(data, dataOffset, size));
    }
    writeTexture(destination, data, dataLayout, size) {
        const bytes = bytesOf(data, 0, undefined);
        lz.writeTexture(this.#device[H], json(destination), bytes, json(dataLayout), json(extent(size)));
    }
    copyExternalImageToTexture(source, destination, size) {
        const image = source && source.source;
        const pixels = image && image[PIXELS];
        if (!pixels) {
            throw new TypeError("copyExternalImageToTexture: the source must be an ImageBitmap or a decoded <img> (createImageBitmap, img.decode())");
        }
        call(lz.copyImage(this.#device[H], json(destination), pixels, image.width, json(extent(size)), !!source.flipY));
    }
    onSubmittedWorkDone() { return later(call(lz.workDone(this.#device[H]))); }
}

// ---------------------------------------------------------------- resources
class GPUObject {
    constructor(d) { this.label = d.label ?? ""; }
    toJSON() { return this[H]; }
}

class GPUBuffer extends GPUObject {
    #mapping = null; // { mode, offset, size, ranges: [[offset, ArrayBuffer]] }
    #state = "unmapped";
    constructor(d) {
        super(d);
        this.size = Number(d.size);
        this.usage = d.usage;
    }
    get mapState() { return this.#state; }
    _mapped(mode, offset, size) {
        this.#mapping = { mode, offset, size, ranges: [] };
        this.#state = "mapped";
    }
    mapAsync(mode, offset = 0, size) {
        if (this.#state !== "unmapped") {
            return Promise.reject(new DOMException(`mapAsync: the buffer is ${this.#state}`, "OperationError"));
        }
        const length = size ?? Math.max(0, this.size - offset);
        const token = call(lz.mapAsync(this[H], mode, offset, length));
        this.#state = "pending";
        return later(token).then(
            () => this._mapped(mode, offset, length),
            (e) => { this.#state = "unmapped"; throw e; },
        );
    }
    getMappedRange(offset = 0, size) {
        const m = this.#mapping;
        if (!m) throw new DOMException("getMappedRange: the buffer is not mapped", "OperationError");
        const length = size ?? Math.max(0, m.offset + m.size - offset);
        if (offset < m.offset || offset + length > m.offset + m.size || offset % 8 || length % 4) {
            throw new DOMException(`getMappedRange(${offset}, ${length}) is outside the mapped range or misaligned`, "OperationError");
        }
        for (const [o, ab] of m.ranges) {
            if (offset < o + ab.byteLength && o < offset + length) {
                throw new DOMException("getMappedRange: this range overlaps one already returned", "OperationError");
            }
        }
        const ab = lz.getMappedRange(this[H], offset, length, m.mode === GPUMapMode.READ);
        m.ranges.push([offset, ab]);
        return ab;
    }
    unmap() {
        const m = this.#mapping;
        if (m) {
            for (const [o, ab] of m.ranges) {
                if (m.mode !== GPUMapMode.READ) lz.writeMapped(this[H], o, new Uint8Array(ab));
                if (typeof ab.transfer === "function") ab.transfer();
            }
        }
        lz.unmap(this[H]);
        this.#mapping = null;
        this.#state = "unmapped";
    }
    destroy() {
        if (this.#mapping) this.unmap();
        lz.destroy(this[H]);
    }
}

function extent(size) {
    if (size === undefined) throw new TypeError("a size (GPUExtent3D) is required");
    if (typeof size[Symbol.iterator] === "function") {
        const [width, height = 1, depthOrArrayLayers = 1] = size;
        return { width, height, depthOrArrayLayers };
    }
    return { width: size.width, height: size.height ?? 1, depthOrArrayLayers: size.depthOrArrayLayers ?? 1 };
}
function textureDescriptor(d) {
    if (d === undefined) throw new TypeError("createTexture: a descriptor is required");
    return { ...d, size: extent(d.size), viewFormats: [...(d.viewFormats ?? [])] };
}

class GPUTexture extends GPUObject {
    constructor(d) {
        super(d);
        this.width = d.size.width;
        this.height = d.size.height;
        this.depthOrArrayLayers = d.size.depthOrArrayLayers;
        this.mipLevelCount = d.mipLevelCount ?? 1;
        this.sampleCount = d.sampleCount ?? 1;
        this.dimension = d.dimension ?? "2d";
        this.format = d.format;
        this.usage = d.usage;
    }
    createView(d = {}) {
        const id = call(lz.createView(this[H], json(d)));
        return own(new GPUTextureView(d), id);
    }
    destroy() { lz.destroy(this[H]); }
}
class GPUTextureView extends GPUObject {}
class GPUSampler extends GPUObject {}
class GPUBindGroupLayout extends GPUObject {}
class GPUPipelineLayout extends GPUObject {}
class GPUBindGroup extends GPUObject {}
class GPUQuerySet extends GPUObject {
    constructor(d) { super(d); this.type = d.type; this.count = d.count; }
    destroy() { lz.destroy(this[H]); }
}
class GPUCommandBuffer extends GPUObject {}

class GPUCompilationMessage {
    constructor(m) { Object.assign(this, m); }
}
class GPUCompilationInfo {
    constructor(messages) { this.messages = messages.map((m) => new GPUCompilationMessage(m)); }
}
class GPUShaderModule extends GPUObject {
    async getCompilationInfo() { return new GPUCompilationInfo(this._messages ?? []); }
}

class GPUPipelineBase extends GPUObject {
    getBindGroupLayout(index) {
        const id = call(lz.getBindGroupLayout(this[H], Number(index)));
        return own(new GPUBindGroupLayout({ label: "" }), id);
    }
}
class GPURenderPipeline extends GPUPipelineBase {}
class GPUComputePipeline extends GPUPipelineBase {}

// ---------------------------------------------------------------- encoding
// A pass records its commands; `end()` hands them to the native encoder at once.
// Validation errors surface where WebGPU reports them: at `finish()` or `submit()`.
class GPUPassBase extends GPUObject {
    constructor(encoder, d) { super(d); this._encoder = encoder; this._commands = []; this._ended = false; }
    _push(...command) {
        if (this._ended) {
            this._encoder._invalid("a pass was used after end()");
            return;
        }
        this._commands.push(command);
    }
    setBindGroup(index, group, offsets = [], start = 0, length) {
        const list = ArrayBuffer.isView(offsets)
            ? [...offsets.subarray(start, length === undefined ? undefined : start + length)]
            : [...offsets];
        this._push("bindGroup", index, group, list);
    }
    pushDebugGroup() {}
    popDebugGroup() {}
    insertDebugMarker() {}
}
class GPURenderPassEncoder extends GPUPassBase {
    setPipeline(p) { this._push("pipeline", p); }
    setVertexBuffer(slot, buffer, offset = 0, size) { this._push("vertexBuffer", slot, buffer, offset, size ?? null); }
    setIndexBuffer(buffer, format, offset = 0, size) { this._push("indexBuffer", buffer, format, offset, size ?? null); }
    draw(vertexCount, instanceCount = 1, firstVertex = 0, firstInstance = 0) {
        this._push("draw", vertexCount, instanceCount, firstVertex, firstInstance);
    }
    drawIndexed(indexCount, instanceCount = 1, firstIndex = 0, baseVertex = 0, firstInstance = 0) {
        this._push("drawIndexed", indexCount, instanceCount, firstIndex, baseVertex, firstInstance);
    }
    drawIndirect(buffer, offset) { this._push("drawIndirect", buffer, offset); }
    drawIndexedIndirect(buffer, offset) { this._push("drawIndexedIndirect", buffer, offset); }
    setViewport(x, y, w, h, minDepth, maxDepth) { this._push("viewport", x, y, w, h, minDepth, maxDepth); }
    setScissorRect(x, y, w, h) { this._push("scissor", x, y, w, h); }
    setBlendConstant(c) { this._push("blendConstant", color(c)); }
    setStencilReference(r) { this._push("stencilReference", r); }
    beginOcclusionQuery() {}
    endOcclusionQuery() {}
    executeBundles() {
        throw new DOMException("render bundles are not available in Lienzo yet", "NotSupportedError");
    }
    end() {
        if (this._ended) { this._encoder._invalid("end() was called twice on a render pass"); return; }
        this._ended = true;
        this._encoder._endPass("renderPass", this);
    }
}
class GPUComputePassEncoder extends GPUPassBase {
    setPipeline(p) { this._push("pipeline", p); }
    dispatchWorkgroups(x, y = 1, z = 1) { this._push("dispatch", x, y, z); }
    dispatchWorkgroupsIndirect(buffer, offset) { this._push("dispatchIndirect", buffer, offset); }
    end() {
        if (this._ended) { this._encoder._invalid("end() was called twice on a compute pass"); return; }
        this._ended = true;
        this._encoder._endPass("computePass", this);
    }
}
function color(c) {
    if (c === undefined) return [0, 0, 0, 0];
    if (typeof c[Symbol.iterator] === "function") return [...c].map(Number);
    return [c.r, c.g, c.b, c.a].map(Number);
}
class GPUCommandEncoder extends GPUObject {
    #open = null;
    _invalid(why) { lz.invalidate(this[H], why); }
    _endPass(op, pass) {
        this.#open = null;
        lz[op](this[H], json(pass._descriptor), JSON.stringify(pass._commands));
    }
    #begin(pass, d) {
        if (this.#open) this._invalid("a pass was begun while another was still open");
        pass._descriptor = d;
        this.#open = pass;
        return pass;
    }
    beginRenderPass(d) {
        if (d === undefined || d.colorAttachments === undefined) {
            throw new TypeError("beginRenderPass: the descriptor needs `colorAttachments`");
        }
        const colorAttachments = [...d.colorAttachments].map((a) => a && {
            ...a,
            clearValue: a.clearValue === undefined ? undefined : color(a.clearValue),
        });
        return this.#begin(new GPURenderPassEncoder(this, d), { ...d, colorAttachments });
    }
    beginComputePass(d = {}) { return this.#begin(new GPUComputePassEncoder(this, d), d); }
    copyBufferToBuffer(src, a, b, c, d) {
        // (src, dst) and (src, srcOffset, dst, dstOffset, size), as the spec allows.
        if (a instanceof GPUBuffer) lz.copyBufferToBuffer(this[H], src[H], 0, a[H], 0, b ?? Math.min(src.size, a.size));
        else lz.copyBufferToBuffer(this[H], src[H], Number(a), b[H], Number(c), d ?? src.size - a);
    }
    copyTextureToBuffer(s, d, size) { lz.copy(this[H], "textureToBuffer", json(s), json(d), json(extent(size))); }
    copyBufferToTexture(s, d, size) { lz.copy(this[H], "bufferToTexture", json(s), json(d), json(extent(size))); }
    copyTextureToTexture(s, d, size) { lz.copy(this[H], "textureToTexture", json(s), json(d), json(extent(size))); }
    clearBuffer(buffer, offset = 0, size) { lz.clearBuffer(this[H], buffer[H], offset, size ?? -1); }
    resolveQuerySet(querySet, firstQuery, queryCount, destination, destinationOffset) {
        call(lz.resolveQuerySet(this[H], querySet[H], firstQuery, queryCount, destination[H], Number(destinationOffset)));
    }
    pushDebugGroup() {}
    popDebugGroup() {}
    insertDebugMarker() {}
    finish(d = {}) {
        if (this.#open) this._invalid("finish() was called with a pass still open (call end() on it)");
        const id = call(lz.finish(this[H], json(d)));
        return own(new GPUCommandBuffer(d), id);
    }
}

// ---------------------------------------------------------------- canvas
class GPUCanvasContext {
    #canvas; #config = null; #current = null;
    constructor(canvas) { this.#canvas = canvas; }
    get canvas() { return this.#canvas; }
    configure(config) {
        if (!config || !(config.device instanceof GPUDevice)) {
            throw new TypeError("configure: the configuration needs `device`, a GPUDevice");
        }
        const c = {
            device: config.device,
            format: config.format,
            usage: config.usage ?? GPUTextureUsage.RENDER_ATTACHMENT,
            viewFormats: [...(config.viewFormats ?? [])],
            colorSpace: config.colorSpace ?? "srgb",
            toneMapping: config.toneMapping ?? { mode: "standard" },
            alphaMode: config.alphaMode ?? "opaque",
        };
        call(lz.configure(json(c)));
        this.#config = c;
        this.#current = null;
    }
    unconfigure() {
        lz.unconfigure();
        this.#config = null;
        this.#current = null;
    }
    getConfiguration() { return this.#config ? { ...this.#config } : null; }
    getCurrentTexture() {
        if (!this.#config) {
            throw new DOMException("getCurrentTexture: the context is not configured (call configure() first)", "InvalidStateError");
        }
        if (this.#current && !host.expired(this.#current[H])) return this.#current;
        const r = call(lz.currentTexture(this.#canvas.width, this.#canvas.height));
        const t = own(new GPUTexture({
            label: "",
            size: { width: r.width, height: r.height, depthOrArrayLayers: 1 },
            format: this.#config.format,
            usage: this.#config.usage,
        }), r.id);
        this.#current = t;
        return t;
    }
}

class GPU {
    async requestAdapter(options = {}) {
        const r = call(lz.requestAdapter(json(options)));
        return r === null ? null : new GPUAdapter(r);
    }
    getPreferredCanvasFormat() { return lz.preferredFormat(); }
    get wgslLanguageFeatures() { return new Set(lz.wgslLanguageFeatures()); }
}

// ---------------------------------------------------------------- files and images
// fetch() reads the page's own folder (no network); images decode to RGBA8.
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
}
function decodeUtf8(bytes) {
    let s = "";
    for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
    try { return decodeURIComponent(escape(s)); } catch { return s; }
}
class Response {
    #bytes;
    constructor(bytes, url) { this.#bytes = bytes; this.url = url; this.ok = true; this.status = 200; }
    async arrayBuffer() { return this.#bytes.slice(0); }
    async text() { return decodeUtf8(new Uint8Array(this.#bytes)); }
    async json() { return JSON.parse(await this.text()); }
    async blob() { return new Blob([this.#bytes]); }
}
async function fetch(input) {
    const url = String(input && input.url ? input.url : input);
    return new Response(lz.readFile(url), url);
}
class ImageBitmap {
    constructor(decoded) {
        this.width = decoded.width;
        this.height = decoded.height;
        this[PIXELS] = new Uint8Array(decoded.data);
    }
    close() { this[PIXELS] = null; }
}
async function createImageBitmap(source) {
    if (source instanceof ImageBitmap || source instanceof Image) {
        return new ImageBitmap({ width: source.width, height: source.height, data: source[PIXELS].slice().buffer });
    }
    const bytes = source instanceof Blob ? source._bytes() : null;
    if (!bytes) throw new TypeError("createImageBitmap: the source must be a Blob, an ImageBitmap or a decoded <img>");
    return new ImageBitmap(lz.decodeImage(bytes));
}
class Image extends EventTarget {
    #src = "";
    constructor(width, height) {
        super();
        this.width = width ?? 0;
        this.height = height ?? 0;
        this.complete = false;
        this.crossOrigin = null;
        this.onload = null;
        this.onerror = null;
    }
    get naturalWidth() { return this.width; }
    get naturalHeight() { return this.height; }
    get src() { return this.#src; }
    set src(url) {
        this.#src = String(url);
        this._loading = this.#load();
        this._loading.catch(() => {});
    }
    async #load() {
        try {
            const d = lz.decodeImage(new Uint8Array(lz.readFile(this.#src)));
            this.width = d.width;
            this.height = d.height;
            this[PIXELS] = new Uint8Array(d.data);
            this.complete = true;
            this.dispatchEvent(new Event("load"));
        } catch (e) {
            this.dispatchEvent(new Event("error"));
            throw e;
        }
    }
    decode() { return this._loading ?? Promise.reject(new DOMException("the image has no src", "EncodingError")); }
}

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
        lz.pageChanged();
    }
    get innerText() { return this.textContent; }
    set innerText(t) { this.textContent = t; }
    get innerHTML() { return this.textContent; }
    set innerHTML(t) { this.textContent = String(t).replace(/<[^>]*>/g, ""); }
    appendChild(child) {
        if (child.parentNode) child.parentNode.removeChild(child);
        child.parentNode = this;
        this.children.push(child);
        lz.pageChanged();
        return child;
    }
    append(...nodes) {
        for (const n of nodes) this.appendChild(typeof n === "string" ? document.createTextNode(n) : n);
    }
    removeChild(child) {
        this.children = this.children.filter((c) => c !== child);
        child.parentNode = null;
        lz.pageChanged();
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
    set width(v) { this.#width = Math.max(0, Math.floor(Number(v)) || 0); lz.canvasSized(); }
    get height() { return this.#height; }
    set height(v) { this.#height = Math.max(0, Math.floor(Number(v)) || 0); lz.canvasSized(); }
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

// ---------------------------------------------------------------- the host's side
// Called by the Rust event loop; not visible to the program.
const limitNames = lz.limitNames();
GPUSupportedLimits.define(limitNames);

const host = {
    box: { width: 300, height: 150, pixelWidth: 300, pixelHeight: 150 },
    // The canvas as the page declares it: its attributes and its CSS box.
    init(width, height, cssWidth, cssHeight, id) {
        canvas.id = id;
        canvas.attributes.id = id;
        canvas.width = width;
        canvas.height = height;
        host.box = { width: cssWidth, height: cssHeight, pixelWidth: width, pixelHeight: height };
    },
    // Time spent in each requestAnimationFrame callback, for `lienzo bench host`.
    callbackMs: [],
    pageChanged() { lz.pageChanged(); },
    reportException(e) { lz.exception(e); },
    takeCallbackMs() { const t = host.callbackMs; host.callbackMs = []; return t; },
    expired(id) { return lz.expired(id); },
    observed(observer) { lz.observed(); },
    // Runs the timers that are due; returns when the next one is (ms), or -1.
    timers() {
        const now = performance.now();
        for (const [id, t] of [...timers].sort((a, b) => a[1].due - b[1].due)) {
            if (t.due > now || !timers.has(id)) continue;
            if (t.every === null) timers.delete(id);
            else t.due = now + t.every;
            lz.enter("setTimeout");
            try { t.fn(...t.args); } catch (e) { host.reportException(e); }
        }
        let next = -1;
        for (const t of timers.values()) next = next < 0 ? t.due : Math.min(next, t.due);
        return next;
    },
    // One rendering update: resize observers, then the animation frame callbacks.
    frame(timestamp, box, resized, visible) {
        host.box = box;
        const state = visible ? "visible" : "hidden";
        if (document.visibilityState !== state) {
            document.visibilityState = state;
            document.hidden = !visible;
            document.dispatchEvent(new Event("visibilitychange"));
        }
        if (!visible) return 0;
        if (resized) {
            for (const o of [...observers]) {
                lz.enter("ResizeObserver");
                try { o._notify(box); } catch (e) { host.reportException(e); }
            }
        }
        const callbacks = frameCallbacks;
        frameCallbacks = new Map();
        for (const fn of callbacks.values()) {
            lz.enter("requestAnimationFrame");
            const start = performance.now();
            try { fn(timestamp); } catch (e) { host.reportException(e); }
            host.callbackMs.push(performance.now() - start);
            if (host.callbackMs.length > 1000) host.callbackMs.shift();
        }
        return callbacks.size;
    },
    pendingFrames() { return frameCallbacks.size; },
    // GPU work that finished: promises settle, errors and losses are dispatched.
    events(list) {
        for (const e of JSON.parse(list)) {
            if (e.kind === "settled") {
                const p = pending.get(e.token);
                pending.delete(e.token);
                if (!p) continue;
                if (e.ok) p.resolve(undefined);
                else p.reject(new DOMException(e.message, e.name ?? "OperationError"));
            } else if (e.kind === "error") {
                const device = devices.get(e.device);
                if (!device) continue;
                const event = new GPUUncapturedErrorEvent("uncapturederror", { error: gpuError(e) });
                if (device.dispatchEvent(event)) lz.uncaptured(e.type, e.message, e.place ?? undefined);
            } else if (e.kind === "lost") {
                const device = devices.get(e.device);
                if (device) device._lose(e.reason, e.message);
            }
        }
    },
    pendingGpu() { return pending.size; },
};

const performance = { now: () => lz.now(), timeOrigin: lz.timeOrigin() };
const navigator = { gpu: new GPU(), userAgent: "Lienzo (desktop, wgpu)", language: "en" };

Object.assign(globalThis, {
    navigator, document, window: globalThis, self: globalThis, performance, console: consoleObject,
    setTimeout, setInterval, clearTimeout, clearInterval: clearTimeout,
    requestAnimationFrame, cancelAnimationFrame, ResizeObserver, Event, EventTarget, DOMException,
    fetch, Response, Blob, Image, ImageBitmap, createImageBitmap,
    GPU, GPUAdapter, GPUAdapterInfo, GPUDevice, GPUQueue, GPUBuffer, GPUTexture, GPUTextureView,
    GPUSampler, GPUShaderModule, GPUCompilationInfo, GPUCompilationMessage, GPUBindGroupLayout,
    GPUPipelineLayout, GPUBindGroup, GPURenderPipeline, GPUComputePipeline, GPUCommandEncoder,
    GPURenderPassEncoder, GPUComputePassEncoder, GPUCommandBuffer, GPUQuerySet, GPUCanvasContext,
    GPUSupportedLimits, GPUSupportedFeatures, GPUDeviceLostInfo, GPUError, GPUValidationError,
    GPUOutOfMemoryError, GPUInternalError, GPUPipelineError, GPUUncapturedErrorEvent, GPUBufferUsage,
    GPUTextureUsage, GPUShaderStage, GPUMapMode, GPUColorWrite, HTMLCanvasElement,
});
Object.defineProperty(globalThis, "devicePixelRatio", { get: () => host.box.pixelWidth / Math.max(1, host.box.width), configurable: true });
Object.defineProperty(globalThis, "innerWidth", { get: () => host.box.width, configurable: true });
Object.defineProperty(globalThis, "innerHeight", { get: () => host.box.height, configurable: true });
globalThis.addEventListener = () => {};
globalThis.removeEventListener = () => {};
return host;
})()
