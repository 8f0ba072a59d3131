// (Part of the prelude: see head.js.) The canvas element the binding draws into: its
// drawing buffer's size and its `webgpu` context. The element's DOM members, timers,
// frames, observers and console are the page's world (src/page/world.js).
// Only the page's canvas (the first made, the one the window shows) sizes the drawing
// buffer the binding presents; another canvas keeps its size to itself.
let pageCanvas = null;
class HTMLCanvasElement extends EventTarget {
    #context = null;
    #width; #height;
    constructor() {
        super();
        pageCanvas ??= this;
        this.#width = 300;
        this.#height = 150;
    }
    #sized() { if (this === pageCanvas) lz.canvasSized(this.#width, this.#height); }
    get width() { return this.#width; }
    set width(v) { this.#width = Math.max(0, Math.floor(Number(v)) || 0); this.#sized(); }
    get height() { return this.#height; }
    set height(v) { this.#height = Math.max(0, Math.floor(Number(v)) || 0); this.#sized(); }
    getContext(kind) {
        if (kind !== "webgpu") return null;
        this.#context ??= new GPUCanvasContext(this);
        return this.#context;
    }
    transferControlToOffscreen() { return this; }
}
// A canvas outside the document, with the size it is made with.
class OffscreenCanvas extends HTMLCanvasElement {
    constructor(width, height) {
        super();
        this.width = width;
        this.height = height;
    }
}
