// (Part of the prelude: see head.js.) Buffers, textures and the other objects,
// shader modules, pipelines, command encoders and passes.
// ---------------------------------------------------------------- resources
class GPUObject {
    constructor(d) { this.label = d.label ?? ""; }
    toJSON() { return this[H]; }
}

class GPUBuffer extends GPUObject {
    #mapping = null; // { mode, offset, size, ranges: [[offset, ArrayBuffer]] }
    #state = "unmapped";
    #abort = null; // rejects the pending map with AbortError, as WebGPU's unmap and destroy do
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
    // The first of mapAsync's validation rules (WebGPU §5.3.1) the call breaks, in words.
    #mapRuleBroken(mode, offset, length) {
        const who = this.label ? `[Buffer "${this.label}"]` : "[Buffer]";
        if (mode !== GPUMapMode.READ && mode !== GPUMapMode.WRITE) {
            return `mode ${mode} is not exactly one of GPUMapMode.READ and GPUMapMode.WRITE`;
        }
        const [needed, name] = mode === GPUMapMode.READ ? [GPUBufferUsage.MAP_READ, "MAP_READ"] : [GPUBufferUsage.MAP_WRITE, "MAP_WRITE"];
        if (!(this.usage & needed)) return `${who} was not created with GPUBufferUsage.${name}`;
        if (offset % 8 !== 0) return `the offset ${offset} is not a multiple of 8`;
        if (length % 4 !== 0) return `the size ${length} is not a multiple of 4`;
        if (offset + length > this.size) return `the range ends at ${offset + length}, past the end of ${who} (${this.size} bytes)`;
        return null;
    }
    mapAsync(mode, offset = 0, size) {
        try {
            idlArgs("GPUBuffer", "mapAsync", arguments, IDL_ARGS.mapAsync);
        } catch (e) {
            return Promise.reject(e);
        }
        if (this.#state !== "unmapped") {
            return Promise.reject(new DOMException(`mapAsync: the buffer is ${this.#state}`, "OperationError"));
        }
        const device = this[OF];
        // A lost device maps nothing: Chromium rejects with AbortError, as for a map
        // the loss overtook.
        if (device && device._isLost()) {
            return Promise.reject(new DOMException("Failed to execute 'mapAsync' on 'GPUBuffer': The Device was lost before mapping was resolved.", "AbortError"));
        }
        const length = size ?? Math.max(0, this.size - offset);
        const broken = this.#mapRuleBroken(mode, offset, length);
        const token = call(lz.mapAsync(this[H], mode, offset, length));
        this.#state = "pending";
        return new Promise((resolve, reject) => {
            const abort = (why) => {
                this.#abort = null;
                device?._mapSettled(abort);
                this.#state = "unmapped";
                reject(new DOMException(`Failed to execute 'mapAsync' on 'GPUBuffer': ${why}`, "AbortError"));
            };
            this.#abort = abort;
            // The device's destroy() and its loss reject the maps still pending.
            device?._mapPending(abort);
            later(token).then(
                () => {
                    if (this.#abort !== abort) return;
                    this.#abort = null;
                    device?._mapSettled(abort);
                    this._mapped(mode, offset, length);
                    resolve(undefined);
                },
                (e) => {
                    if (this.#abort !== abort) return;
                    this.#abort = null;
                    device?._mapSettled(abort);
                    this.#state = "unmapped";
                    // The rejection says which rule the map broke, as a browser's does
                    // (the validation error itself goes to the scopes, from wgpu).
                    reject(broken ? new DOMException(`Failed to execute 'mapAsync' on 'GPUBuffer': ${broken}.`, "OperationError") : e);
                },
            );
        });
    }
    getMappedRange(offset = 0, size) {
        idlArgs("GPUBuffer", "getMappedRange", arguments, IDL_ARGS.mappedRange);
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
        // A pending map is aborted; an unmapped buffer's unmap() does nothing.
        if (this.#abort) this.#abort("Buffer was unmapped before mapping was resolved.");
        else if (this.#state === "unmapped") return;
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
        if (this.#abort) this.#abort("Buffer was destroyed before mapping was resolved.");
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
        idlArgs("GPUTexture", "createView", arguments, [[IDL.view]]);
        const id = call(lz.createView(this[H], json(d)));
        const view = own(new GPUTextureView(d), id, this[OF]);
        view[VIEW_OF] = this;
        return view;
    }
    destroy() { lz.destroy(this[H]); }
}
class GPUTextureView extends GPUObject {}
// For a check's count of the passes that draw into a canvas (the web build's Worker
// counts the same): the texture a view was made from, and on a canvas's texture, the
// rendering updates ended when it was acquired. A pass into a canvas texture acquired
// before the last update ended draws into a texture kept from an earlier frame.
const VIEW_OF = Symbol("view of");
const FRAME = Symbol("frame");
function countCanvasPass(colorAttachments) {
    let canvas = false, stale = false;
    for (const a of colorAttachments) {
        for (const v of [a?.view, a?.resolveTarget]) {
            const texture = v?.[VIEW_OF] ?? v;
            const acquiredAt = texture?.[FRAME];
            if (acquiredAt === undefined) continue;
            canvas = true;
            if (acquiredAt !== lz.updatesEnded()) stale = true;
        }
    }
    if (canvas) lz.canvasPass(stale);
}
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
        idlArgs(this instanceof GPURenderPipeline ? "GPURenderPipeline" : "GPUComputePipeline", "getBindGroupLayout", arguments, IDL_ARGS.label);
        const id = call(lz.getBindGroupLayout(this[H], Number(index)));
        return own(new GPUBindGroupLayout({ label: "" }), id, this[OF]);
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
        // (index, group, offsets) and (index, group, data, start, length): by their count.
        if (arguments.length === 4) {
            throw new TypeError(`Failed to execute 'setBindGroup' on '${this._idlName}': Overload resolution failed.`);
        }
        idlArgs(this._idlName, "setBindGroup", arguments, arguments.length > 3 ? IDL_ARGS.bindGroupData : IDL_ARGS.bindGroup);
        const list = ArrayBuffer.isView(offsets)
            ? [...offsets.subarray(start, length === undefined ? undefined : start + length)]
            : [...offsets];
        this._push("bindGroup", index, group, list);
    }
    pushDebugGroup() { idlArgs(this._idlName, "pushDebugGroup", arguments, IDL_ARGS.label); }
    popDebugGroup() {}
    insertDebugMarker() { idlArgs(this._idlName, "insertDebugMarker", arguments, IDL_ARGS.label); }
}
const RENDER_PASS = "GPURenderPassEncoder";
const COMPUTE_PASS = "GPUComputePassEncoder";
// What a render pass and a render bundle encoder share (`GPURenderCommandsMixin`).
class GPURenderCommands extends GPUPassBase {
    setPipeline(p) {
        idlArgs(this._idlName, "setPipeline", arguments, IDL_ARGS.renderPipeline);
        this._push("pipeline", p);
    }
    setVertexBuffer(slot, buffer, offset = 0, size) {
        idlArgs(this._idlName, "setVertexBuffer", arguments, IDL_ARGS.vertexBuffer);
        this._push("vertexBuffer", slot, buffer, offset, size ?? null);
    }
    setIndexBuffer(buffer, format, offset = 0, size) {
        idlArgs(this._idlName, "setIndexBuffer", arguments, IDL_ARGS.indexBuffer);
        this._push("indexBuffer", buffer, format, offset, size ?? null);
    }
    draw(vertexCount, instanceCount = 1, firstVertex = 0, firstInstance = 0) {
        idlArgs(this._idlName, "draw", arguments, IDL_ARGS.draw);
        this._push("draw", vertexCount, instanceCount, firstVertex, firstInstance);
    }
    drawIndexed(indexCount, instanceCount = 1, firstIndex = 0, baseVertex = 0, firstInstance = 0) {
        idlArgs(this._idlName, "drawIndexed", arguments, IDL_ARGS.drawIndexed);
        this._push("drawIndexed", indexCount, instanceCount, firstIndex, baseVertex, firstInstance);
    }
    drawIndirect(buffer, offset) {
        idlArgs(this._idlName, "drawIndirect", arguments, IDL_ARGS.indirect);
        this._push("drawIndirect", buffer, offset);
    }
    drawIndexedIndirect(buffer, offset) {
        idlArgs(this._idlName, "drawIndexedIndirect", arguments, IDL_ARGS.indirect);
        this._push("drawIndexedIndirect", buffer, offset);
    }
}
class GPURenderPassEncoder extends GPURenderCommands {
    get _idlName() { return RENDER_PASS; }
    setViewport(x, y, w, h, minDepth, maxDepth) {
        idlArgs(RENDER_PASS, "setViewport", arguments, IDL_ARGS.viewport);
        this._push("viewport", x, y, w, h, minDepth, maxDepth);
    }
    setScissorRect(x, y, w, h) {
        idlArgs(RENDER_PASS, "setScissorRect", arguments, IDL_ARGS.scissor);
        this._push("scissor", x, y, w, h);
    }
    setBlendConstant(c) {
        idlArgs(RENDER_PASS, "setBlendConstant", arguments, IDL_ARGS.blendConstant);
        this._push("blendConstant", color(c));
    }
    setStencilReference(r) {
        idlArgs(RENDER_PASS, "setStencilReference", arguments, IDL_ARGS.stencilReference);
        this._push("stencilReference", r);
    }
    beginOcclusionQuery(queryIndex) {
        idlArgs(RENDER_PASS, "beginOcclusionQuery", arguments, [[U32, true]]);
        this._push("beginOcclusionQuery", queryIndex);
    }
    endOcclusionQuery() {
        this._push("endOcclusionQuery");
    }
    executeBundles(bundles) {
        idlArgs(RENDER_PASS, "executeBundles", arguments, IDL_ARGS.executeBundles);
        this._push("executeBundles", [...bundles]);
    }
    end() {
        if (this._ended) { this._encoder._invalid("end() was called twice on a render pass"); return; }
        this._ended = true;
        this._encoder._endPass("renderPass", this);
    }
}
// A render bundle encoder records as a pass does; `finish()` hands its commands to the
// native side, which encodes them into a wgpu render bundle for its formats.
const RENDER_BUNDLE = "GPURenderBundleEncoder";
class GPURenderBundleEncoder extends GPURenderCommands {
    #device;
    #invalid = null;
    constructor(device, d) {
        super(null, d);
        this.#device = device;
        this._descriptor = d;
        this._encoder = { _invalid: (why) => { this.#invalid ??= why; } };
    }
    get _idlName() { return RENDER_BUNDLE; }
    finish(d = {}) {
        idlArgs(RENDER_BUNDLE, "finish", arguments, [[IDL.renderBundle]]);
        const commands = this._ended ? [["invalid", "finish() was called twice on this encoder"]] : this._commands;
        if (this.#invalid && !this._ended) commands.push(["invalid", this.#invalid]);
        this._ended = true;
        const id = call(lz.renderBundle(this.#device, json({ ...this._descriptor, label: d?.label ?? this._descriptor.label }), JSON.stringify(commands)));
        return own(new GPURenderBundle(d ?? {}), id, this[OF]);
    }
}
class GPURenderBundle extends GPUObject {}

class GPUComputePassEncoder extends GPUPassBase {
    get _idlName() { return COMPUTE_PASS; }
    setPipeline(p) {
        idlArgs(COMPUTE_PASS, "setPipeline", arguments, IDL_ARGS.computePipeline);
        this._push("pipeline", p);
    }
    dispatchWorkgroups(x, y = 1, z = 1) {
        idlArgs(COMPUTE_PASS, "dispatchWorkgroups", arguments, IDL_ARGS.dispatch);
        this._push("dispatch", x, y, z);
    }
    dispatchWorkgroupsIndirect(buffer, offset) {
        idlArgs(COMPUTE_PASS, "dispatchWorkgroupsIndirect", arguments, IDL_ARGS.indirect);
        this._push("dispatchIndirect", buffer, offset);
    }
    end() {
        if (this._ended) { this._encoder._invalid("end() was called twice on a compute pass"); return; }
        this._ended = true;
        this._encoder._endPass("computePass", this);
    }
}
const ENCODER = "GPUCommandEncoder";
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
        idlArgs(ENCODER, "beginRenderPass", arguments, [[IDL.renderPass, true]]);
        const colorAttachments = [...d.colorAttachments].map((a) => a && {
            ...a,
            clearValue: a.clearValue === undefined ? undefined : color(a.clearValue),
        });
        countCanvasPass(colorAttachments);
        return this.#begin(new GPURenderPassEncoder(this, d), { ...d, colorAttachments });
    }
    beginComputePass(d = {}) {
        idlArgs(ENCODER, "beginComputePass", arguments, [[IDL.computePass]]);
        return this.#begin(new GPUComputePassEncoder(this, d ?? {}), d ?? {});
    }
    copyBufferToBuffer(src, a, b, c, d) {
        // (src, dst, size) and (src, srcOffset, dst, dstOffset, size), as the spec allows.
        if (arguments.length <= 3) {
            idlArgs(ENCODER, "copyBufferToBuffer", arguments, IDL_ARGS.bufferToBuffer);
            lz.copyBufferToBuffer(this[H], src[H], 0, a[H], 0, b ?? Math.min(src.size, a.size));
        } else {
            idlArgs(ENCODER, "copyBufferToBuffer", arguments, IDL_ARGS.bufferToBufferAt);
            lz.copyBufferToBuffer(this[H], src[H], Number(a), b[H], Number(c), d ?? src.size - a);
        }
    }
    copyTextureToBuffer(s, d, size) {
        idlArgs(ENCODER, "copyTextureToBuffer", arguments, IDL_ARGS.textureToBuffer);
        lz.copy(this[H], "textureToBuffer", json(s), json(d), json(extent(size)));
    }
    copyBufferToTexture(s, d, size) {
        idlArgs(ENCODER, "copyBufferToTexture", arguments, IDL_ARGS.bufferToTexture);
        lz.copy(this[H], "bufferToTexture", json(s), json(d), json(extent(size)));
    }
    copyTextureToTexture(s, d, size) {
        idlArgs(ENCODER, "copyTextureToTexture", arguments, IDL_ARGS.textureToTexture);
        lz.copy(this[H], "textureToTexture", json(s), json(d), json(extent(size)));
    }
    clearBuffer(buffer, offset = 0, size) {
        idlArgs(ENCODER, "clearBuffer", arguments, IDL_ARGS.clearBuffer);
        lz.clearBuffer(this[H], buffer[H], Number(offset), size ?? -1);
    }
    resolveQuerySet(querySet, firstQuery, queryCount, destination, destinationOffset) {
        idlArgs(ENCODER, "resolveQuerySet", arguments, IDL_ARGS.resolveQuerySet);
        call(lz.resolveQuerySet(this[H], querySet[H], firstQuery, queryCount, destination[H], Number(destinationOffset)));
    }
    pushDebugGroup() { idlArgs(ENCODER, "pushDebugGroup", arguments, IDL_ARGS.label); }
    popDebugGroup() {}
    insertDebugMarker() { idlArgs(ENCODER, "insertDebugMarker", arguments, IDL_ARGS.label); }
    finish(d = {}) {
        idlArgs(ENCODER, "finish", arguments, [[IDL.commandBuffer]]);
        if (this.#open) this._invalid("finish() was called with a pass still open (call end() on it)");
        const id = call(lz.finish(this[H], json(d)));
        return own(new GPUCommandBuffer(d), id, this[OF]);
    }
}

