// (Part of the prelude: see head.js.) Streams as pages use them: a fetched file read
// through a decompressor (`response.body.pipeThrough(new DecompressionStream("gzip"))`,
// read back with `new Response(stream).arrayBuffer()`), a reader's `read()` loop, `for
// await` over a stream, a TransformStream of their own. A browser's Worker has its own.
// Chunks are whole: a file arrives as one chunk, and a (de)compressor gives its output
// as one chunk when its input closes. There is no backpressure to speak of: every
// queue takes what it is given.
class ReadableStream {
    #queue = [];
    #state = "readable"; // "closed", "errored"
    #error;
    #waiting = [];
    #source;
    #controller;
    #locked = false;
    #started;
    constructor(source = {}) {
        const stream = this;
        this.#source = source ?? {};
        this.#controller = {
            enqueue(chunk) {
                if (stream.#state !== "readable") throw new TypeError("Failed to execute 'enqueue' on 'ReadableStreamDefaultController': Cannot enqueue a chunk into a closed readable stream.");
                stream.#queue.push(chunk);
                stream.#wake();
            },
            close() {
                if (stream.#state === "readable") stream.#state = "closed";
                stream.#wake();
            },
            error(e) {
                if (stream.#state !== "readable") return;
                stream.#state = "errored";
                stream.#error = e;
                stream.#queue = [];
                stream.#wake();
            },
            get desiredSize() { return stream.#state === "readable" ? 1 - stream.#queue.length : 0; },
        };
        this.#started = Promise.resolve(this.#source.start?.(this.#controller)).catch((e) => this.#controller.error(e));
    }
    #wake() {
        const waiting = this.#waiting;
        this.#waiting = [];
        for (const w of waiting) w();
    }
    async #next() {
        await this.#started;
        let pulled = false;
        for (;;) {
            if (this.#queue.length) return { value: this.#queue.shift(), done: false };
            if (this.#state === "errored") throw this.#error;
            if (this.#state === "closed") return { value: undefined, done: true };
            if (this.#source.pull && !pulled) {
                pulled = true;
                try { await this.#source.pull(this.#controller); } catch (e) { this.#controller.error(e); }
                continue;
            }
            pulled = false;
            await new Promise((wake) => this.#waiting.push(wake));
        }
    }
    get locked() { return this.#locked; }
    getReader(options) {
        if (options?.mode === "byob") throw new TypeError("Failed to execute 'getReader' on 'ReadableStream': Lienzo's streams have no 'byob' readers.");
        if (this.#locked) throw new TypeError("Failed to execute 'getReader' on 'ReadableStream': ReadableStreamDefaultReader constructor can only accept readable streams that are not yet locked to a reader");
        this.#locked = true;
        const stream = this;
        let released = false;
        const closed = new Promise((resolve, reject) => {
            const check = () => {
                if (stream.#state === "closed" && !stream.#queue.length) resolve(undefined);
                else if (stream.#state === "errored") reject(stream.#error);
                else stream.#waiting.push(check);
            };
            check();
        });
        closed.catch(() => {});
        return {
            read() {
                if (released) return Promise.reject(new TypeError("This readable stream reader has been released and cannot be used to read from its previous owner stream"));
                return stream.#next();
            },
            releaseLock() { released = true; stream.#locked = false; },
            cancel(reason) { return stream.#cancel(reason); },
            closed,
        };
    }
    #cancel(reason) {
        if (this.#state === "readable") this.#state = "closed";
        this.#queue = [];
        this.#wake();
        return Promise.resolve(this.#source.cancel?.(reason)).then(() => undefined);
    }
    cancel(reason) {
        if (this.#locked) return Promise.reject(new TypeError("Failed to execute 'cancel' on 'ReadableStream': Cannot cancel a locked stream"));
        return this.#cancel(reason);
    }
    async pipeTo(destination, options = {}) {
        const reader = this.getReader();
        const writer = destination.getWriter();
        try {
            for (;;) {
                const { value, done } = await reader.read();
                if (done) break;
                await writer.write(value);
            }
            if (!options.preventClose) await writer.close();
        } catch (e) {
            if (!options.preventAbort) await writer.abort(e).catch(() => {});
            throw e;
        } finally {
            reader.releaseLock();
            writer.releaseLock();
        }
    }
    pipeThrough(transform, options) {
        this.pipeTo(transform.writable, options).catch(() => {});
        return transform.readable;
    }
    async *values(options = {}) {
        const reader = this.getReader();
        try {
            for (;;) {
                const { value, done } = await reader.read();
                if (done) return;
                yield value;
            }
        } finally {
            if (!options.preventCancel) await reader.cancel().catch(() => {});
            reader.releaseLock();
        }
    }
    [Symbol.asyncIterator](options) { return this.values(options); }
    static from(items) {
        return new ReadableStream({
            async start(c) {
                for await (const item of items) c.enqueue(item);
                c.close();
            },
        });
    }
}

class WritableStream {
    #sink;
    #locked = false;
    #done = Promise.resolve();
    #controller;
    constructor(sink = {}) {
        this.#sink = sink ?? {};
        this.#controller = { error: () => {}, signal: new AbortController().signal };
        this.#done = Promise.resolve(this.#sink.start?.(this.#controller));
    }
    get locked() { return this.#locked; }
    // Each write waits for the one before, as the sink expects.
    #then(step) {
        const next = this.#done.then(step);
        this.#done = next.catch(() => {});
        return next;
    }
    getWriter() {
        if (this.#locked) throw new TypeError("Failed to execute 'getWriter' on 'WritableStream': Cannot create writer when WritableStream is locked");
        this.#locked = true;
        const stream = this;
        let closedResolve;
        const closed = new Promise((r) => { closedResolve = r; });
        return {
            write: (chunk) => stream.#then(() => stream.#sink.write?.(chunk, stream.#controller)),
            close: () => stream.#then(() => stream.#sink.close?.()).then(() => closedResolve()),
            abort: (reason) => stream.#then(() => stream.#sink.abort?.(reason)),
            releaseLock() { stream.#locked = false; },
            get ready() { return Promise.resolve(); },
            get desiredSize() { return 1; },
            closed,
        };
    }
    close() { const w = this.getWriter(); return w.close().finally(() => w.releaseLock()); }
    abort(reason) { const w = this.getWriter(); return w.abort(reason).finally(() => w.releaseLock()); }
}

class TransformStream {
    constructor(transformer = {}) {
        let out;
        this.readable = new ReadableStream({ start(c) { out = c; } });
        const controller = {
            enqueue: (chunk) => out.enqueue(chunk),
            error: (e) => out.error(e),
            terminate: () => out.close(),
            get desiredSize() { return out.desiredSize; },
        };
        const started = Promise.resolve(transformer?.start?.(controller));
        this.writable = new WritableStream({
            async write(chunk) {
                await started;
                try {
                    if (transformer?.transform) await transformer.transform(chunk, controller);
                    else controller.enqueue(chunk);
                } catch (e) { out.error(e); throw e; }
            },
            async close() {
                await started;
                try { await transformer?.flush?.(controller); } catch (e) { out.error(e); throw e; }
                out.close();
            },
            abort(reason) { out.error(reason); },
        });
    }
}

// gzip, zlib ("deflate") and raw deflate, over native flate2 (src/js/compress.rs):
// the chunks are kept until the input closes, then (de)compressed as one.
function codecStream(name, format, compress) {
    const f = String(format);
    if (!["gzip", "deflate", "deflate-raw"].includes(f)) {
        throw new TypeError(`Failed to construct '${name}': Unsupported compression format: '${f}'`);
    }
    const chunks = [];
    return {
        transform(chunk) {
            if (chunk instanceof ArrayBuffer || ArrayBuffer.isView(chunk)) chunks.push(chunk);
            else throw new TypeError("The provided value is not of type '(ArrayBuffer or ArrayBufferView)'.");
        },
        flush(controller) {
            const out = new Uint8Array(lz.deflate(new Blob(chunks)._bytes(), f, compress));
            if (out.byteLength) controller.enqueue(out);
        },
    };
}
class DecompressionStream extends TransformStream {
    constructor(format) { super(codecStream("DecompressionStream", format, false)); }
}
class CompressionStream extends TransformStream {
    constructor(format) { super(codecStream("CompressionStream", format, true)); }
}
// A stream's chunks as one byte array (a Response made of a stream reads it so).
async function streamBytes(stream) {
    const chunks = [];
    for await (const c of stream) chunks.push(c);
    return new Blob(chunks).arrayBufferNow();
}
const streamsLibrary = {
    ReadableStream, WritableStream, TransformStream, DecompressionStream, CompressionStream,
};
