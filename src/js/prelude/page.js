// (Part of the prelude: see head.js.) The canvas element the binding draws into: its
// drawing buffer's size and its `webgpu` context. The element's DOM members, timers,
// frames, observers and console are the page's world (src/page/world.js).
class HTMLCanvasElement extends EventTarget {
    #context = null;
    #width; #height;
    constructor() {
        super();
        this.#width = 300;
        this.#height = 150;
    }
    get width() { return this.#width; }
    set width(v) { this.#width = Math.max(0, Math.floor(Number(v)) || 0); lz.canvasSized(this.#width, this.#height); }
    get height() { return this.#height; }
    set height(v) { this.#height = Math.max(0, Math.floor(Number(v)) || 0); lz.canvasSized(this.#width, this.#height); }
    getContext(kind) {
        if (kind !== "webgpu") return null;
        this.#context ??= new GPUCanvasContext(this);
        return this.#context;
    }
    transferControlToOffscreen() { return this; }
}
