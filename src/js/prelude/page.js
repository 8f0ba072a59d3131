// (Part of the prelude: see head.js.) The canvas element the binding draws into: its
// drawing buffer's size and its `webgpu` context. The element's DOM members, timers,
// frames, observers and console are the page's world (src/page/world.js).
// The page's canvas (the first made, the one the window shows) is the binding's canvas
// 0; every other canvas has a drawing buffer and a context of its own, numbered from 1,
// whose frames are presented where no one looks.
let canvasesMade = 0;
const canvasNumbers = new WeakMap();
let firstCanvas = null;
class HTMLCanvasElement extends EventTarget {
    #context = null;
    #width; #height;
    constructor() {
        super();
        canvasNumbers.set(this, canvasesMade++);
        firstCanvas ??= this;
        this.#width = 300;
        this.#height = 150;
    }
    #sized() {
        lz.canvasSized(canvasNumbers.get(this), this.#width, this.#height);
        if (this.#context instanceof CanvasRenderingContext2D) this.#context._sized();
    }
    _context2d() { return this.#context instanceof CanvasRenderingContext2D ? this.#context : null; }
    _gpuContext() { return this.#context instanceof GPUCanvasContext ? this.#context : null; }
    _bitmapContext() { return this.#context instanceof ImageBitmapRenderingContext ? this.#context : null; }
    // What drawImage, WebGPU and createImageBitmap take from a canvas: its 2D bitmap, or
    // its WebGPU context's current texture (within the task that drew it; after, none).
    get [PIXELS]() {
        if (this.#context instanceof GPUCanvasContext) return lz.canvasPixels(canvasNumbers.get(this), false);
        return this._context2d()?._pixels() ?? null;
    }
    get width() { return this.#width; }
    set width(v) { this.#width = Math.max(0, Math.floor(Number(v)) || 0); this.#sized(); }
    get height() { return this.#height; }
    set height(v) { this.#height = Math.max(0, Math.floor(Number(v)) || 0); this.#sized(); }
    getContext(kind) {
        if (kind === "bitmaprenderer") {
            this.#context ??= new ImageBitmapRenderingContext(this);
            return this.#context instanceof ImageBitmapRenderingContext ? this.#context : null;
        }
        if (kind === "2d") {
            this.#context ??= new CanvasRenderingContext2D(this);
            return this.#context instanceof CanvasRenderingContext2D ? this.#context : null;
        }
        if (kind !== "webgpu") return null;
        this.#context ??= new GPUCanvasContext(this);
        return this.#context instanceof GPUCanvasContext ? this.#context : null;
    }
    transferControlToOffscreen() { return this; }
    // The canvas as a PNG file, whatever type is asked (a browser writes PNG for a type
    // it does not write): a 2D canvas's bitmap; any other, transparent black, which is
    // what a WebGPU canvas holds outside the task that drew it (its texture presented).
    #png() {
        const [w, h] = [this.#width, this.#height];
        if (!w || !h) return null;
        // A WebGPU canvas's file is its current texture, else the frame it presented last.
        const pixels = this.#context instanceof GPUCanvasContext
            ? lz.canvasPixels(canvasNumbers.get(this), true)
            : this[PIXELS];
        return new Uint8Array(lz.pngOf(pixels ?? new Uint8Array(w * h * 4), w, h));
    }
    toDataURL() {
        const png = this.#png();
        if (!png) return "data:,";
        let text = "";
        for (let i = 0; i < png.length; i += 0x8000) text += String.fromCharCode(...png.subarray(i, i + 0x8000));
        return "data:image/png;base64," + btoa(text);
    }
    toBlob(callback) {
        if (typeof callback !== "function") {
            throw new TypeError("Failed to execute 'toBlob' on 'HTMLCanvasElement': parameter 1 is not of type 'Function'.");
        }
        const png = this.#png();
        setTimeout(() => callback(png ? new Blob([png], { type: "image/png" }) : null), 0);
    }
    convertToBlob() {
        const png = this.#png();
        if (!png) return Promise.reject(new DOMException("The canvas has no pixels", "IndexSizeError"));
        return Promise.resolve(new Blob([png], { type: "image/png" }));
    }
}
// A canvas's `bitmaprenderer` context: it takes an ImageBitmap, which is detached (a
// sample shows its source image so). The window shows the bitmap when this canvas is
// the one it shows (see host.shownBitmap).
let bitmapsShown = 0;
class ImageBitmapRenderingContext {
    #canvas; #bitmap = null; #version = 0;
    // The bitmap shown, with a number that changes with it: [version, width, height,
    // straight RGBA8], or null.
    _shown() {
        const b = this.#bitmap;
        return b && b[PIXELS] ? [this.#version, b.width, b.height, new Uint8Array(b[PIXELS].buffer)] : null;
    }
    constructor(canvas) { this.#canvas = canvas; }
    get canvas() { return this.#canvas; }
    transferFromImageBitmap(bitmap) {
        if (bitmap !== null && !(bitmap instanceof ImageBitmap)) {
            throw new TypeError("Failed to execute 'transferFromImageBitmap' on 'ImageBitmapRenderingContext': parameter 1 is not of type 'ImageBitmap'.");
        }
        if (bitmap && bitmap[PIXELS] === null) {
            throw new DOMException("Failed to execute 'transferFromImageBitmap' on 'ImageBitmapRenderingContext': The input ImageBitmap has been detached", "InvalidStateError");
        }
        // The canvas shows the bitmap at its own size; its width and height stay.
        this.#bitmap = bitmap ? new ImageBitmap({ width: bitmap.width, height: bitmap.height, data: bitmap[PIXELS].buffer }) : null;
        this.#version = ++bitmapsShown;
        if (bitmap) bitmap.close();
    }
}

// A canvas outside the document, with the size it is made with.
class OffscreenCanvas extends HTMLCanvasElement {
    constructor(width, height) {
        super();
        this.width = width;
        this.height = height;
    }
    // The canvas's picture as an ImageBitmap, and the canvas left blank: a 2D bitmap
    // made anew (transparent, its state kept), a WebGPU context's current texture
    // expired unpresented (its next getCurrentTexture() is a new texture; with none
    // this frame, the bitmap is transparent black).
    transferToImageBitmap() {
        const at = "Failed to execute 'transferToImageBitmap' on 'OffscreenCanvas': ";
        const gpu = this._gpuContext() ? canvasNumbers.get(this) : null;
        const context2d = this._context2d();
        if (gpu === null && !context2d) {
            throw new DOMException(`${at}Cannot transfer an ImageBitmap from an OffscreenCanvas with no context`, "InvalidStateError");
        }
        const [width, height] = [this.width, this.height];
        if (!width || !height) {
            throw new DOMException(`${at}Cannot transfer an ImageBitmap from an OffscreenCanvas with a width or height of 0`, "InvalidStateError");
        }
        let data = gpu !== null ? lz.canvasPixels(gpu, false) : context2d._pixels();
        data = data ? new Uint8Array(data) : new Uint8Array(width * height * 4);
        if (gpu !== null) lz.expireCurrent(gpu);
        else context2d._sized();
        return new ImageBitmap({ width, height, data: data.buffer });
    }
}
