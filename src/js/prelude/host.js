// (Part of the prelude: see head.js.) The host's side: the page's world made over this
// binding (src/page/world.js), what the Rust event loop calls, and the globals the
// program sees.
// ---------------------------------------------------------------- the host's side
const limitNames = lz.limitNames();
GPUSupportedLimits.define(limitNames);

const world = pageWorld({
    now: () => lz.now(),
    timeOrigin: lz.timeOrigin(),
    heap: () => lz.heap(),
    enter: (what) => lz.enter(what),
    report: (e) => lz.exception(e),
    print: (level, text) => lz.log(level, text),
    canvas: new HTMLCanvasElement(),
    createElement: (tag) => (tag === "canvas" ? new HTMLCanvasElement() : null),
    createImageBitmap,
    file(name) {
        const got = lz.readFile(name);
        return typeof got === "string" ? { missing: got } : { body: got };
    },
    timerAdded() {},
    noAdapter: () => lz.noAdapter(),
    accepts: (files) => lz.hotAccepts(files),
    reload: () => lz.reload(),
});
const gpu = new GPU();
world.host.gpu(gpu);
world.host.eventHandler(GPUDevice.prototype, "uncapturederror");

// Called by the Rust event loop; not visible to the program.
const host = Object.assign(Object.create(world.host), {
    // The canvas as the page declares it, its first box and the knobs' adapter mask
    // (JSON).
    init(width, height, firstBox, id, mask, seed, pageLayout) {
        world.host.init(width, height, firstBox, id, JSON.parse(mask), seed, pageLayout);
    },
    reportException(e) { lz.exception(e); },
    // The program's stack, read without running any of its code (see quietStack).
    stack: quietStack,
    // The pointer over the canvas (JSON: { x, y, buttons } or null).
    pointer(json) { world.host.pointer(JSON.parse(json)); },
    // A key over the page (JSON: page_io's KeyPress).
    key(json) { world.host.key(JSON.parse(json)); },
    // The canvases of the document other than the window's own, in document order (JSON:
    // [number, name] each, the name as its tag reads, `<canvas id="preview">`): the
    // window shows their frames too.
    otherCanvases() {
        const found = [];
        for (const c of world.globals.document.querySelectorAll("canvas")) {
            const n = canvasNumbers.get(c);
            if (n === undefined || n === 0 || found.some(([m]) => m === n)) continue;
            found.push([n, c.id ? `<canvas id="${c.id}">` : "<canvas>"]);
        }
        return JSON.stringify(found);
    },
    // What the window shows when the page's WebGPU canvas presents nothing: the first
    // canvas in the document drawn in 2D or showing an ImageBitmap (else the first canvas
    // made, when it is), as a browser shows such a canvas with no present: a 2D one as
    // its bitmap's number, a bitmap as [version, width, height, pixels] (null when
    // `seen` is that version already); else null.
    shownBitmap(seen) {
        const drawn = (c) => c._context2d?.() ?? c._bitmapContext?.() ?? null;
        let context = null;
        for (const c of world.globals.document.querySelectorAll("canvas")) {
            if ((context = drawn(c))) break;
        }
        context ??= firstCanvas && drawn(firstCanvas);
        if (!context) return null;
        if (context instanceof CanvasRenderingContext2D) return context._number();
        const shown = context._shown();
        return shown && shown[0] !== seen ? shown : null;
    },
    // The number of the 2D bitmap of canvas `n` (see otherCanvases), or -1 when that
    // canvas is not drawn in 2D: the window shows it beside the others.
    bitmapOf(n) {
        for (const c of world.globals.document.querySelectorAll("canvas")) {
            if (canvasNumbers.get(c) === n) return c._context2d?.()?._number() ?? -1;
        }
        return -1;
    },
    // An edited file: 1 when a module took it in place.
    hotUpdate(file, text) { return world.host.hotUpdate(file, text) ? 1 : 0; },
    expired(id) { return lz.expired(id); },
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
                // A lost or destroyed device raises no error (WebGPU).
                if (!device || device._isLost()) continue;
                const event = new GPUUncapturedErrorEvent("uncapturederror", { error: gpuError(e), cancelable: true });
                // An error of Lienzo's own work (presenting the canvas) has no place
                // in the program: the argument is left out, not passed as undefined.
                if (!device.dispatchEvent(event)) continue;
                if (e.place == null) lz.uncaptured(e.type, e.message);
                else lz.uncaptured(e.type, e.message, e.place);
            } else if (e.kind === "lost") {
                const device = devices.get(e.device);
                if (device) device._lose(e.reason, e.message);
            }
        }
    },
});

const navigator = { gpu, userAgent: "Lienzo (desktop, wgpu)", language: "en" };

Object.assign(globalThis, webLibrary, streamsLibrary, world.globals, {
    navigator, self: globalThis, Event, EventTarget, DOMException,
    Response, Headers, Blob, ImageBitmap,
    GPU, GPUAdapter, GPUAdapterInfo, GPUDevice, GPUQueue, GPUBuffer, GPUTexture, GPUTextureView,
    GPUSampler, GPUShaderModule, GPUCompilationInfo, GPUCompilationMessage, GPUBindGroupLayout,
    GPUPipelineLayout, GPUBindGroup, GPURenderPipeline, GPUComputePipeline, GPUCommandEncoder,
    GPURenderPassEncoder, GPUComputePassEncoder, GPURenderBundleEncoder, GPURenderBundle, GPUCommandBuffer, GPUQuerySet, GPUCanvasContext,
    GPUSupportedLimits, GPUSupportedFeatures, GPUDeviceLostInfo, GPUError, GPUValidationError,
    GPUOutOfMemoryError, GPUInternalError, GPUPipelineError, GPUUncapturedErrorEvent, GPUBufferUsage,
    GPUTextureUsage, GPUShaderStage, GPUMapMode, GPUColorWrite, HTMLCanvasElement, OffscreenCanvas, ImageBitmapRenderingContext,
    CanvasRenderingContext2D, OffscreenCanvasRenderingContext2D: CanvasRenderingContext2D, CanvasGradient, ImageData,
});
Object.defineProperty(globalThis, "location", { get: () => world.host.location(), configurable: true });
for (const [name, get] of Object.entries(world.getters)) {
    Object.defineProperty(globalThis, name, { get, configurable: true });
}
return host;
})()
