// The window's side of a host program on the web (src/runtime/web.rs): the
// program runs as a module Worker on the browser's WebGPU, drawing into a real
// OffscreenCanvas transferred from a <canvas> laid over the window at the viewport.
// Modules are blob URLs: relative import specifiers are rewritten to the blob URLs of
// the page's files (the editors' texts first, else the course's), a `.wgsl` file
// imports as its text. A watchdog stops a page that leaves a rendering update
// unanswered for longer than its budget.

const SPECIFIER = /(\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?|\bexport\s*(?:[\w$*{}\s,]+?\s*)from\s*|\bimport\s*\(\s*)(["'])([^"'\n]*)\2/g;

// `spec` imported from `base`, as a name inside the site's folder, or why not: by the
// desktop's rules (src/js/loader.rs): relative, from the site's root (`/x.js`), or the
// site's own origin; another origin is the network.
const ORIGIN = "http://localhost";
function resolveName(base, spec) {
    let parts = base.split("/").slice(0, -1);
    let rest = spec;
    if (spec.startsWith(ORIGIN + "/")) {
        parts = [];
        rest = spec.slice(ORIGIN.length);
    } else if (spec.startsWith("/") && !spec.startsWith("//")) {
        parts = [];
    } else if (/^[a-z][a-z0-9+.-]*:/i.test(spec) || spec.startsWith("//")) {
        // The file the URL names, as the relative path to suggest.
        const file = spec.split(/[?#]/)[0].split("/").pop();
        const named = file.includes(".") && !file.includes(":") ? file : "math.js";
        return { why: `import '${spec}': a page in Lienzo has no network; put the file in the site's folder and import it by a relative path such as './${named}'` };
    } else if (!spec.startsWith("./") && !spec.startsWith("../")) {
        return { why: `import '${spec}': a bare name needs an import map (<script type="importmap">) or a bundler; write a relative path such as './${spec}'` };
    }
    for (const p of rest.split(/[?#]/)[0].split("/")) {
        if (p === "..") {
            if (!parts.length) return { why: `import '${spec}' leaves the site's folder; a page imports only files inside it (a folder above can be the site: \`lienzo run --root DIR\`, or the site's button in the window)` };
            parts.pop();
        } else if (p !== "." && p !== "") {
            parts.push(p);
        }
    }
    return { name: parts.join("/") };
}

function lineCol(text, at) {
    const before = text.slice(0, at);
    const line = before.split("\n").length;
    return [line, at - before.lastIndexOf("\n")];
}

class ImportError extends Error {}

export class HostPage {
    constructor(config, runtime) {
        const c = JSON.parse(config);
        this.c = c;
        this.out = [];
        this.urls = [];
        this.names = {};
        this.ready = false;
        this.stopped = false;
        this.what = "Module";
        this.seq = 0;
        this.outstanding = null;
        this.waiting = null;
        this.strikes = 0;
        this.origin = [0, 0];
        // The window's waker (setWaker), and the box of the last update sent.
        this.wake = null;
        this.laterWake = null;
        this.last = null;
        const el = document.createElement("canvas");
        el.setAttribute("data-lienzo-page", c.name);
        Object.assign(el.style, {
            position: "fixed", left: "0px", top: "0px", width: `${c.canvas[0]}px`, height: `${c.canvas[1]}px`,
            pointerEvents: "none", zIndex: "10", display: "none",
        });
        el.width = c.canvas[0];
        el.height = c.canvas[1];
        document.body.append(el);
        this.el = el;
        this.watchdog = setInterval(() => this.watch(), 250);
        let entry;
        try {
            this.runtime = this.blob(runtime);
            const made = new Map();
            entry = this.module(c.name, `import ${JSON.stringify(this.runtime)};`, made, new Set());
            this.made = made;
        } catch (e) {
            if (!(e instanceof ImportError)) throw e;
            this.say("Exception", `Uncaught TypeError: ${e.message}`, e.place);
            return;
        }
        let worker, offscreen;
        try {
            worker = new Worker(entry, { type: "module", name: c.name });
            offscreen = el.transferControlToOffscreen();
        } catch (e) {
            worker?.terminate();
            this.stop(`the page could not start: ${e}`);
            return;
        }
        this.worker = worker;
        worker.onmessage = (e) => this.heard(e.data);
        worker.onerror = (e) => {
            e.preventDefault();
            if (e instanceof ErrorEvent && e.message) {
                this.say("Exception", e.message, this.placeOf(e.filename, e.lineno, e.colno));
            } else {
                this.diagnose();
            }
        };
        const [w, h] = c.canvas;
        worker.postMessage({
            t: "init", canvas: offscreen, box: { width: w, height: h, pixelWidth: w, pixelHeight: h },
            names: this.names, texts: c.files, words: c.words, shownRoot: c.shownRoot,
            preferred: c.preferred, mask: c.mask, clock: c.clock, trace: c.trace, grade: c.grade,
        }, [offscreen]);
    }

    blob(text) {
        const url = URL.createObjectURL(new Blob([text], { type: "text/javascript" }));
        this.urls.push(url);
        return url;
    }

    // The blob URL of the module `name`, its imports made first; `prefix` goes at the
    // start of its first line (its columns there are shifted back in places).
    module(name, prefix, made, path) {
        if (made.has(name)) return made.get(name);
        if (path.has(name)) throw new ImportError(`${name} imports itself through ${[...path].join(" -> ")}; pages in the web build cannot import in a circle`);
        const text = name === this.c.name ? this.c.source : this.c.files[name];
        if (typeof text !== "string") throw new ImportError(`import '${name}': ${name} is not a text file`);
        let code;
        if (/\.wgsl$/i.test(name)) {
            prefix = "";
            code = `export default ${JSON.stringify(text)};`;
        } else {
            path.add(name);
            // `import.meta.hot`, as Vite's modules get it.
            prefix += `import.meta.hot = self.__lienzoHot(${JSON.stringify(name)});`;
            code = prefix + this.rewrite(name, text, made, path);
            path.delete(name);
        }
        const url = this.blob(code);
        this.names[url] = [name, prefix.length];
        made.set(name, url);
        return url;
    }

    rewrite(name, text, made, path) {
        return text.replace(SPECIFIER, (all, head, quote, spec, at) => {
            // An import in a line comment is left as it is (a rough guard: the
            // rewriting does not parse JavaScript).
            if (text.slice(text.lastIndexOf("\n", at) + 1, at).includes("//")) return all;
            const r = resolveName(name, spec);
            const place = () => this.join(`${name}:${lineCol(text, at + head.length + 1).join(":")}`);
            const why = r.why ?? (r.name !== this.c.name && !(r.name in this.c.files)
                ? `${r.name}: no such file in the page's folder` : null);
            // A dynamic import() that cannot load rejects when it runs, as in a browser;
            // a static one stops the module before it runs.
            if (why && /\($/.test(head.trim())) {
                return `((_) => Promise.reject(new TypeError(${JSON.stringify(why)})))(${quote}${spec}${quote}`;
            }
            if (why) throw Object.assign(new ImportError(why), { place: place() });
            // Every module waits for the runtime (which awaits its start message) before
            // it runs: a sibling import would otherwise run first, without the world.
            return head + JSON.stringify(this.module(r.name, `import ${JSON.stringify(this.runtime)};`, made, path));
        });
    }

    join(loc) {
        const root = this.c.shownRoot;
        return !root || root === "." ? loc : `${root.replace(/\/+$/, "")}/${loc}`;
    }

    placeOf(url, line, col) {
        const known = this.names[url];
        if (!known || !line) return null;
        const [name, shift] = known;
        return this.join(`${name}:${line}:${line === 1 ? Math.max(1, col - shift) : col}`);
    }

    say(level, text, place = null) {
        this.out.push({ kind: "message", level, text, place: place ?? null });
        this.nudge();
    }

    // `wake()` asks the window for a repaint; it is called for the news the window
    // shows or paces the page by, so the window needs no repaint of its own to hear
    // the page (a repaint of the window is a large draw on a software rasterizer).
    setWaker(wake) {
        this.wake = wake;
    }

    nudge() {
        if (this.wake && !this.closed) this.wake();
    }

    // News that is not urgent (the device panel's, the files the page takes in place):
    // the window takes it with the next news, or a second later, not while the page
    // sets up its GPU work.
    nudgeLater() {
        if (this.wake && this.laterWake === null) {
            this.laterWake = setTimeout(() => {
                this.laterWake = null;
                this.nudge();
            }, 1000);
        }
    }

    stop(text, place = null) {
        if (this.stopped) return;
        this.stopped = true;
        this.worker?.terminate();
        this.say("Stopped", text, place);
        this.out.push({ kind: "stopped", text });
    }

    // A module Worker that fails to load says only that it failed: the same program,
    // its imports and a first import that throws, as a module script of this document,
    // says where (a syntax error or a missing export as an ErrorEvent at its place)
    // and runs nothing.
    diagnose() {
        if (this.stopped) return;
        const halt = this.blob("throw 0;");
        const check = this.blob(`import ${JSON.stringify(halt)};` + this.rewrite(this.c.name, this.c.source, this.made, new Set()));
        this.names[check] = [this.c.name, `import ${JSON.stringify(halt)};`.length];
        const script = document.createElement("script");
        const done = (e) => {
            window.removeEventListener("error", heard, true);
            script.remove();
            const place = e && this.placeOf(e.filename, e.lineno, e.colno);
            if (place) this.say("Exception", e.message, place);
            else this.say("Exception", `Uncaught Error: ${this.c.name} could not be loaded as a module`);
        };
        const heard = (e) => {
            if (e.filename === check || e.filename in this.names || e.message === "Uncaught 0") {
                e.preventDefault();
                e.stopImmediatePropagation();
                done(e.message === "Uncaught 0" ? null : e);
            }
        };
        window.addEventListener("error", heard, true);
        script.type = "module";
        script.src = check;
        script.onerror = () => done(null);
        document.head.append(script);
    }

    heard(m) {
        if (this.stopped) return;
        if (m.t === "ready") {
            this.ready = true;
            this.send();
        } else if (m.t === "ack") {
            if (this.outstanding && m.seq >= this.outstanding.seq) this.outstanding = null;
            if (m.trace) this.out.push({ kind: "trace", steps: m.trace });
            if (m.graded) this.out.push({ kind: "update", seq: m.seq, ...m.graded });
            if (m.shown && !this.c.grade) this.out.push({ kind: "shown", width: m.shown[0], height: m.shown[1] });
            this.strikes = 0;
            this.send();
            // An update that showed nothing, of a page that wants no more, changes
            // nothing the window shows.
            // A hidden page's updates are paced by the window.
            if (m.shown || (m.wants !== false && this.last?.visible)) this.nudge();
        } else if (m.t === "settled") {
            this.out.push({ kind: "settled" });
            this.nudge();
        } else if (m.t === "enter") {
            this.what = m.what;
        } else if (m.t === "msg") {
            this.say(m.level, m.text, m.place);
        } else if (m.t === "accepts") {
            this.out.push({ kind: "accepts", files: m.files });
            this.nudgeLater();
        } else if (m.t === "reload") {
            this.out.push({ kind: "reload" });
            this.nudge();
        } else if (m.t === "wants") {
            this.out.push({ kind: "wants", wants: !!m.wants });
            if (m.wants) {
                // An idle page that asks for a frame gets its rendering update at once,
                // with the box it last had, as a browser runs it at its next frame:
                // the window's repaint that follows sends the next.
                if (!this.waiting && this.last && this.c.clock === "real") this.waiting = this.last;
                this.send();
                this.nudge();
            }
        } else if (m.t === "device") {
            this.out.push({ kind: "device", ...m });
            this.nudgeLater();
        }
    }

    // The newest rendering update goes when the page has answered the last one, as a
    // busy browser skips frames.
    send() {
        if (!this.ready || this.outstanding || !this.waiting || this.stopped) return;
        const { box, visible, time, read } = this.waiting;
        this.last = { box, visible };
        this.waiting = null;
        this.seq += 1;
        this.outstanding = { seq: this.seq, at: performance.now() };
        this.worker.postMessage({ t: "frame", seq: this.seq, box, visible, time, read });
    }

    // Two ticks in a row past the budget: one late tick of a busy window is not the
    // page's fault.
    watch() {
        if (this.stopped || !this.outstanding) return;
        if (performance.now() - this.outstanding.at <= this.c.budgetMs) {
            this.strikes = 0;
            return;
        }
        this.strikes += 1;
        if (this.strikes >= 2) {
            this.stop(this.c.words.tooLong[this.what] ?? this.c.words.tooLong.Other);
        }
    }

    // `time`: the host's clock for this update, when it paces the page (a virtual
    // clock; NaN: the Worker reads its own). `read`: a graded page sends this update's
    // pixels. A graded page's canvas is never shown: the viewport is the student's page.
    frame(width, height, pixelWidth, pixelHeight, visible, x, y, time, read) {
        const host = document.getElementById("lienzo");
        const r = host ? host.getBoundingClientRect() : { left: 0, top: 0 };
        Object.assign(this.el.style, {
            left: `${r.left + x}px`, top: `${r.top + y}px`, width: `${width}px`, height: `${height}px`,
            display: visible && !this.c.grade ? "block" : "none",
        });
        const paced = typeof time === "number" && !Number.isNaN(time);
        this.waiting = { box: { width, height, pixelWidth, pixelHeight }, visible, time: paced ? time : undefined, read: !!read };
        this.send();
    }


    lose() {
        if (!this.stopped) this.worker?.postMessage({ t: "lose" });
    }

    // The pointer over the canvas (JSON: {x, y, buttons} or null).
    pointer(json) {
        if (!this.stopped && this.ready) this.worker?.postMessage({ t: "pointer", pointer: JSON.parse(json) });
    }

    // A key pressed or released over the page (JSON: page_io's KeyPress).
    key(json) {
        if (!this.stopped && this.ready) this.worker?.postMessage({ t: "key", key: JSON.parse(json) });
    }

    // An edit of a file of the page: a module that accepts it takes it in place.
    hot(file, text) {
        if (this.stopped) return;
        this.c.files[file] = text;
        if (this.ready) this.worker?.postMessage({ t: "hot", file, text });
        else this.out.push({ kind: "reload" });
    }

    // Asks the page to deliver the GPU work it still waits for; `take()` then gives
    // `{kind: "settled"}` after the messages that work caused.
    settle() {
        if (!this.stopped && this.ready) this.worker?.postMessage({ t: "settle" });
    }

    take() {
        return JSON.stringify(this.out.splice(0));
    }

    close() {
        this.closed = true;
        clearTimeout(this.laterWake);
        clearInterval(this.watchdog);
        this.stopped = true;
        this.worker?.terminate();
        this.el.remove();
        for (const url of this.urls) URL.revokeObjectURL(url);
    }
}
