// (Part of the prelude: see head.js.) The host's side: what the event loop calls,
// and the globals the program sees.
// ---------------------------------------------------------------- the host's side
// Called by the Rust event loop; not visible to the program.
const limitNames = lz.limitNames();
GPUSupportedLimits.define(limitNames);

const host = {
    box: { width: 300, height: 150, pixelWidth: 300, pixelHeight: 150 },
    // The canvas as the page declares it: its attributes and its CSS box.
    init(width, height, cssWidth, cssHeight, id, dpr) {
        canvas.id = id;
        canvas.attributes.id = id;
        canvas.width = width;
        canvas.height = height;
        host.box = {
            width: cssWidth,
            height: cssHeight,
            pixelWidth: Math.round(cssWidth * dpr),
            pixelHeight: Math.round(cssHeight * dpr),
        };
    },
    // Time spent in each requestAnimationFrame callback, for `lienzo bench host`.
    callbackMs: [],
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
    // One rendering update, in the order of HTML's "update the rendering": the
    // animation frame callbacks, then (after layout) the resize observers. A size
    // assigned in an observer's callback is the next frame's to use: it replaces the
    // drawing buffer this frame drew into.
    frame(timestamp, box, resized, visible) {
        host.box = box;
        const state = visible ? "visible" : "hidden";
        if (document.visibilityState !== state) {
            document.visibilityState = state;
            document.hidden = !visible;
            document.dispatchEvent(new Event("visibilitychange"));
        }
        if (!visible) return 0;
        const callbacks = frameCallbacks;
        frameCallbacks = new Map();
        for (const fn of callbacks.values()) {
            lz.enter("requestAnimationFrame");
            const start = performance.now();
            try { fn(timestamp); } catch (e) { host.reportException(e); }
            host.callbackMs.push(performance.now() - start);
            if (host.callbackMs.length > 1000) host.callbackMs.shift();
        }
        if (resized) {
            for (const o of [...observers]) {
                lz.enter("ResizeObserver");
                try { o._notify(box); } catch (e) { host.reportException(e); }
            }
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
