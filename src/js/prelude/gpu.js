// (Part of the prelude: see head.js.) Errors, events, constants, the adapter, the
// device and the queue.
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
        this.bubbles = false;
        this.cancelable = false;
        this.composed = false;
        Object.assign(this, init);
        this.defaultPrevented = false;
        this.eventPhase = 0;
        this.timeStamp = typeof performance === "object" ? performance.now() : 0;
    }
    preventDefault() { if (this.cancelable) this.defaultPrevented = true; }
    // The page's tree (src/page/world.js) replaces these while it dispatches; here
    // they are what an event dispatched on a target with no tree needs.
    stopPropagation() {}
    stopImmediatePropagation() {}
    composedPath() { return this.currentTarget ? [this.currentTarget] : []; }
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
        for (const l of [...(this.#listeners.get(event.type) ?? [])]) {
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
    async requestDevice(descriptor = {}) {
        idlArgs("GPUAdapter", "requestDevice", arguments, [[IDL.device]]);
        descriptor ??= {};
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
    // Its buffers' maps still pending: each one's abort (see GPUBuffer.mapAsync).
    #pendingMaps = new Set();
    #destroyed = false;
    constructor(r, label) {
        super();
        // Released when collected, as every object of the page is: a lost device
        // leaves `devices` and, once the program lets go of it, the binding's table
        // (before, each reset kept its old device's whole world alive).
        own(this, r.id);
        this.label = label;
        this.features = new GPUSupportedFeatures(r.features);
        this.limits = new GPUSupportedLimits(r.limits);
        this.adapterInfo = new GPUAdapterInfo(r.info);
        this.queue = new GPUQueue(this);
        this.lost = new Promise((resolve) => { this.#lostResolve = resolve; });
        devices.set(r.id, this);
    }
    toJSON() { return this[H]; }
    _lose(reason, message) {
        const resolve = this.#lostResolve;
        if (!resolve) return;
        this.#lostResolve = null;
        devices.delete(this[H]);
        this.#abortMaps("The Device was lost before mapping was resolved.");
        resolve(new GPUDeviceLostInfo(reason, message));
    }
    // Lost, or destroyed (a destroyed device is lost at once: its loss is only told
    // later, and it raises no error meanwhile, as in a browser).
    _isLost() { return this.#lostResolve === null || this.#destroyed; }
    _mapPending(abort) { this.#pendingMaps.add(abort); }
    _mapSettled(abort) { this.#pendingMaps.delete(abort); }
    #abortMaps(why) {
        const pending = [...this.#pendingMaps];
        this.#pendingMaps.clear();
        for (const abort of pending) abort(why);
    }
    destroy() {
        // Destroying a device destroys (and so unmaps) its buffers: a pending map is
        // rejected now, with Chromium's words.
        this.#abortMaps("Buffer was unmapped before mapping was resolved.");
        this.#destroyed = true;
        lz.destroy(this[H]);
    }
    #make(cls, op, descriptor) {
        const id = call(lz[op](this[H], json(descriptor)));
        return own(new cls(descriptor ?? {}), id, this);
    }
    createBuffer(d) {
        idlArgs("GPUDevice", "createBuffer", arguments, [[IDL.buffer, true]]);
        const b = this.#make(GPUBuffer, "createBuffer", d);
        if (d.mappedAtCreation) b._mapped(GPUMapMode.WRITE, 0, Number(d.size));
        return b;
    }
    createTexture(d) {
        idlArgs("GPUDevice", "createTexture", arguments, [[IDL.texture, true]]);
        return this.#make(GPUTexture, "createTexture", textureDescriptor(d));
    }
    createSampler(d = {}) {
        idlArgs("GPUDevice", "createSampler", arguments, [[IDL.sampler]]);
        return this.#make(GPUSampler, "createSampler", d);
    }
    createBindGroupLayout(d) {
        idlArgs("GPUDevice", "createBindGroupLayout", arguments, [[IDL.bindGroupLayout, true]]);
        return this.#make(GPUBindGroupLayout, "createBindGroupLayout", d);
    }
    createPipelineLayout(d) {
        idlArgs("GPUDevice", "createPipelineLayout", arguments, [[IDL.pipelineLayout, true]]);
        return this.#make(GPUPipelineLayout, "createPipelineLayout", d);
    }
    createBindGroup(d) {
        idlArgs("GPUDevice", "createBindGroup", arguments, [[IDL.bindGroup, true]]);
        return this.#make(GPUBindGroup, "createBindGroup", d);
    }
    createShaderModule(d) {
        idlArgs("GPUDevice", "createShaderModule", arguments, [[IDL.shaderModule, true]]);
        // `code` is a DOMString: whatever is given is read as its string.
        if (typeof d.code !== "string") d = { ...d, code: String(d.code) };
        const r = call(lz.createShaderModule(this[H], json(d)));
        const m = own(new GPUShaderModule(d), r.id, this);
        m._messages = r.messages;
        return m;
    }
    createRenderPipeline(d) {
        idlArgs("GPUDevice", "createRenderPipeline", arguments, [[IDL.renderPipeline, true]]);
        return this.#make(GPURenderPipeline, "createRenderPipeline", d);
    }
    createComputePipeline(d) {
        idlArgs("GPUDevice", "createComputePipeline", arguments, [[IDL.computePipeline, true]]);
        return this.#make(GPUComputePipeline, "createComputePipeline", d);
    }
    // The async forms reject with GPUPipelineError where the sync forms make an
    // invalid pipeline and raise the error on the device (and reject with the
    // TypeError of a descriptor WebIDL refuses).
    async createRenderPipelineAsync(d) {
        idlArgs("GPUDevice", "createRenderPipelineAsync", arguments, [[IDL.renderPipeline, true]]);
        return this.#pipelineAsync(() => this.createRenderPipeline(d));
    }
    async createComputePipelineAsync(d) {
        idlArgs("GPUDevice", "createComputePipelineAsync", arguments, [[IDL.computePipeline, true]]);
        return this.#pipelineAsync(() => this.createComputePipeline(d));
    }
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
    createCommandEncoder(d = {}) {
        idlArgs("GPUDevice", "createCommandEncoder", arguments, [[IDL.commandEncoder]]);
        return this.#make(GPUCommandEncoder, "createCommandEncoder", d ?? {});
    }
    createQuerySet(d) {
        idlArgs("GPUDevice", "createQuerySet", arguments, [[IDL.querySet, true]]);
        return this.#make(GPUQuerySet, "createQuerySet", d);
    }
    createRenderBundleEncoder(d) {
        idlArgs("GPUDevice", "createRenderBundleEncoder", arguments, [[IDL.renderBundleEncoder, true]]);
        const encoder = new GPURenderBundleEncoder(this[H], { ...d, colorFormats: [...d.colorFormats] });
        encoder[OF] = this;
        return encoder;
    }
    pushErrorScope(filter) {
        idlArgs("GPUDevice", "pushErrorScope", arguments, IDL_ARGS.errorFilter);
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
        idlArgs("GPUQueue", "submit", arguments, IDL_ARGS.submit);
        const ids = [...buffers].map((b) => {
            if (!(b instanceof GPUCommandBuffer)) throw new TypeError("submit: every element must be a GPUCommandBuffer");
            return b[H];
        });
        lz.submit(this.#device[H], JSON.stringify(ids));
    }
    writeBuffer(buffer, bufferOffset, data, dataOffset, size) {
        idlArgs("GPUQueue", "writeBuffer", arguments, IDL_ARGS.writeBuffer);
        lz.writeBuffer(this.#device[H], buffer[H], Number(bufferOffset), bytesOf(data, dataOffset, size));
    }
    writeTexture(destination, data, dataLayout, size) {
        idlArgs("GPUQueue", "writeTexture", arguments, IDL_ARGS.writeTexture);
        const bytes = bytesOf(data, 0, undefined);
        lz.writeTexture(this.#device[H], json(destination), bytes, json(dataLayout), json(extent(size)));
    }
    copyExternalImageToTexture(source, destination, size) {
        idlArgs("GPUQueue", "copyExternalImageToTexture", arguments, [
            [IDL.externalImage, true], [IDL.externalImageDest, true], [Extent3D, true],
        ]);
        const image = source && source.source;
        const pixels = image && image[PIXELS];
        if (!pixels) {
            throw new TypeError("copyExternalImageToTexture: the source must be an ImageBitmap or a decoded <img> (createImageBitmap, img.decode())");
        }
        call(lz.copyImage(this.#device[H], json(destination), pixels, image.width, json(extent(size)), !!source.flipY));
    }
    onSubmittedWorkDone() { return later(call(lz.workDone(this.#device[H]))); }
}

