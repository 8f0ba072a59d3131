// (Part of the prelude: see head.js.) The web platform's library pieces a browser gives
// every page and QuickJS has not: `TextEncoder`, `TextDecoder`, `URL`,
// `URLSearchParams`, `structuredClone`, `crypto.getRandomValues`/`randomUUID`,
// `AbortController`. A browser's Worker has its own, so they are the desktop's alone
// and not part of the page's world. Each follows its specification for what pages use;
// what it leaves out throws, it never answers wrongly.

// ---------------------------------------------------------------- encoding
class TextEncoder {
    get encoding() { return "utf-8"; }
    encode(input = "") {
        const s = String(input);
        const out = [];
        for (let i = 0; i < s.length; i++) {
            let c = s.charCodeAt(i);
            if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
                const d = s.charCodeAt(i + 1);
                if (d >= 0xdc00 && d <= 0xdfff) {
                    c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
                    i++;
                }
            }
            if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd; // a lone surrogate
            if (c < 0x80) out.push(c);
            else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
            else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
            else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
        }
        return new Uint8Array(out);
    }
    encodeInto(input, dest) {
        const bytes = this.encode(input);
        // Whole characters only: stop before one that does not fit.
        let written = bytes.length;
        if (written > dest.length) {
            written = dest.length;
            while (written > 0 && (bytes[written] & 0xc0) === 0x80) written--;
        }
        dest.set(bytes.subarray(0, written));
        let read = 0;
        for (let n = 0, i = 0; i < written; read++) {
            const c = String(input).codePointAt(read);
            n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
            if (c > 0xffff) read++;
            i += n;
        }
        return { read, written };
    }
}

class TextDecoder {
    #fatal; #ignoreBOM;
    constructor(label = "utf-8", options = {}) {
        const l = String(label).trim().toLowerCase();
        if (l !== "utf-8" && l !== "utf8" && l !== "unicode-1-1-utf-8") {
            throw new RangeError(`TextDecoder: the encoding '${label}' is not supported here (only utf-8)`);
        }
        this.#fatal = Boolean(options.fatal);
        this.#ignoreBOM = Boolean(options.ignoreBOM);
    }
    get encoding() { return "utf-8"; }
    get fatal() { return this.#fatal; }
    get ignoreBOM() { return this.#ignoreBOM; }
    decode(input, _options) {
        if (input === undefined) return "";
        let b;
        if (input instanceof ArrayBuffer) b = new Uint8Array(input);
        else if (ArrayBuffer.isView(input)) b = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
        else throw new TypeError("TextDecoder.decode: the argument is not an ArrayBuffer or a view of one");
        let i = 0;
        if (!this.#ignoreBOM && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) i = 3;
        let s = "";
        const bad = () => {
            if (this.#fatal) throw new TypeError("TextDecoder.decode: the data is not valid UTF-8");
            return 0xfffd;
        };
        while (i < b.length) {
            const c = b[i];
            let cp, n;
            if (c < 0x80) { cp = c; n = 1; }
            else if (c >= 0xc2 && c < 0xe0) { cp = c & 31; n = 2; }
            else if (c >= 0xe0 && c < 0xf0) { cp = c & 15; n = 3; }
            else if (c >= 0xf0 && c < 0xf5) { cp = c & 7; n = 4; }
            else { s += String.fromCodePoint(bad()); i++; continue; }
            let ok = i + n <= b.length;
            for (let k = 1; ok && k < n; k++) {
                if ((b[i + k] & 0xc0) !== 0x80) ok = false;
                else cp = (cp << 6) | (b[i + k] & 63);
            }
            if (ok && ((n === 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) || (n === 4 && (cp < 0x10000 || cp > 0x10ffff)))) ok = false;
            if (!ok) { s += String.fromCodePoint(bad()); i++; continue; }
            s += String.fromCodePoint(cp);
            i += n;
        }
        return s;
    }
}

// ---------------------------------------------------------------- URL
const SPECIAL = { "http:": "80", "https:": "443", "ws:": "80", "wss:": "443", "ftp:": "21", "file:": "" };

class URLSearchParams {
    #list = [];
    #url = null;
    constructor(init = "") {
        if (typeof init === "string") this.#parse(init);
        else if (init && typeof init[Symbol.iterator] === "function") {
            for (const [k, v] of init) this.#list.push([String(k), String(v)]);
        } else if (init && typeof init === "object") {
            for (const k of Object.keys(init)) this.#list.push([k, String(init[k])]);
        }
    }
    static _attach(params, url) { params.#url = url; }
    _reset(query) { this.#list = []; this.#parse(query); }
    #parse(q) {
        for (const part of q.replace(/^\?/, "").split("&")) {
            if (!part) continue;
            const at = part.indexOf("=");
            const dec = (s) => decodeURIComponent(s.replace(/\+/g, " "));
            this.#list.push(at < 0 ? [dec(part), ""] : [dec(part.slice(0, at)), dec(part.slice(at + 1))]);
        }
    }
    #update() { if (this.#url) this.#url._setQuery(this.toString()); }
    append(k, v) { this.#list.push([String(k), String(v)]); this.#update(); }
    delete(k) { this.#list = this.#list.filter(([n]) => n !== String(k)); this.#update(); }
    get(k) { return this.#list.find(([n]) => n === String(k))?.[1] ?? null; }
    getAll(k) { return this.#list.filter(([n]) => n === String(k)).map(([, v]) => v); }
    has(k) { return this.#list.some(([n]) => n === String(k)); }
    set(k, v) {
        const i = this.#list.findIndex(([n]) => n === String(k));
        if (i < 0) this.#list.push([String(k), String(v)]);
        else {
            this.#list[i][1] = String(v);
            this.#list = this.#list.filter(([n], j) => j <= i || n !== String(k));
        }
        this.#update();
    }
    sort() { this.#list.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)); this.#update(); }
    forEach(fn, self) { for (const [k, v] of this.#list) fn.call(self, v, k, this); }
    keys() { return this.#list.map(([k]) => k)[Symbol.iterator](); }
    values() { return this.#list.map(([, v]) => v)[Symbol.iterator](); }
    entries() { return this.#list.map((e) => [...e])[Symbol.iterator](); }
    [Symbol.iterator]() { return this.entries(); }
    get size() { return this.#list.length; }
    toString() {
        const enc = (s) => encodeURIComponent(s).replace(/%20/g, "+");
        return this.#list.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&");
    }
}

// Removes `.` and `..` segments of a path, as the URL standard's path parser does.
function normalizePath(path) {
    const out = [];
    const parts = path.split("/");
    for (let i = 0; i < parts.length; i++) {
        const p = parts[i];
        const last = i === parts.length - 1;
        if (p === "..") {
            if (out.length > 1) out.pop();
            if (last) out.push("");
        } else if (p === ".") {
            if (last) out.push("");
        } else out.push(p);
    }
    return out.join("/") || "/";
}

class URL {
    #protocol = ""; #username = ""; #password = ""; #hostname = ""; #port = "";
    #pathname = ""; #search = ""; #hash = "";
    #params;
    constructor(url, base) {
        const input = String(url).trim();
        const abs = /^([a-zA-Z][a-zA-Z0-9+.-]*:)(.*)$/.exec(input);
        if (abs) {
            this.#parseAbsolute(abs[1].toLowerCase(), abs[2], input);
        } else {
            if (base === undefined) throw new TypeError(`Failed to construct 'URL': Invalid URL '${input}'`);
            const b = base instanceof URL ? base : new URL(String(base));
            this.#protocol = b.protocol;
            this.#username = b.username; this.#password = b.password;
            this.#hostname = b.hostname; this.#port = b.port;
            const [rest, hash] = splitOnce(input, "#");
            const [path, query] = splitOnce(rest, "?");
            if (path.startsWith("//")) {
                this.#parseAbsolute(b.protocol, input, input);
                return this.#finish();
            }
            if (path === "") {
                this.#pathname = b.pathname;
                this.#search = query === null ? b.search : query ? "?" + query : "";
            } else {
                const dir = b.pathname.slice(0, b.pathname.lastIndexOf("/") + 1);
                this.#pathname = normalizePath(path.startsWith("/") ? path : dir + path);
                this.#search = query ? "?" + query : "";
            }
            this.#hash = hash ? "#" + hash : "";
        }
        this.#finish();
    }
    #finish() {
        this.#params = new URLSearchParams(this.#search);
        URLSearchParams._attach(this.#params, this);
    }
    #parseAbsolute(protocol, rest, input) {
        this.#protocol = protocol;
        const [beforeHash, hash] = splitOnce(rest, "#");
        const [beforeQuery, query] = splitOnce(beforeHash, "?");
        this.#hash = hash ? "#" + hash : "";
        this.#search = query ? "?" + query : "";
        if (protocol in SPECIAL || beforeQuery.startsWith("//")) {
            const m = /^[\/\\]*([^\/\\]*)(.*)$/.exec(beforeQuery);
            let authority = m[1];
            const at = authority.lastIndexOf("@");
            if (at >= 0) {
                const [user, pass] = splitOnce(authority.slice(0, at), ":");
                this.#username = user; this.#password = pass ?? "";
                authority = authority.slice(at + 1);
            }
            const hp = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(authority);
            if (!hp || (protocol !== "file:" && hp[1] === "")) {
                throw new TypeError(`Failed to construct 'URL': Invalid URL '${input}'`);
            }
            this.#hostname = hp[1].toLowerCase();
            this.#port = hp[2] && hp[2] !== SPECIAL[protocol] ? String(Number(hp[2])) : "";
            this.#pathname = normalizePath(m[2].replace(/\\/g, "/") || "/");
        } else {
            this.#pathname = beforeQuery; // An opaque path (data:, blob:, mailto:).
        }
    }
    _setQuery(q) { this.#search = q ? "?" + q : ""; }
    get protocol() { return this.#protocol; }
    set protocol(v) { this.#protocol = String(v).replace(/:?$/, ":").toLowerCase(); }
    get username() { return this.#username; }
    get password() { return this.#password; }
    get hostname() { return this.#hostname; }
    set hostname(v) { this.#hostname = String(v).toLowerCase(); }
    get port() { return this.#port; }
    set port(v) { this.#port = String(v) === SPECIAL[this.#protocol] ? "" : String(v); }
    get host() { return this.#hostname + (this.#port ? ":" + this.#port : ""); }
    get origin() {
        return this.#protocol in SPECIAL && this.#protocol !== "file:" ? `${this.#protocol}//${this.host}` : "null";
    }
    get pathname() { return this.#pathname; }
    set pathname(v) { this.#pathname = normalizePath(String(v).startsWith("/") ? String(v) : "/" + v); }
    get search() { return this.#search.length > 1 ? this.#search : ""; }
    set search(v) { this.#search = String(v) ? "?" + String(v).replace(/^\?/, "") : ""; this.#params._reset(this.#search); }
    get searchParams() { return this.#params; }
    get hash() { return this.#hash.length > 1 ? this.#hash : ""; }
    set hash(v) { this.#hash = String(v) ? "#" + String(v).replace(/^#/, "") : ""; }
    get href() {
        const auth = this.#username ? this.#username + (this.#password ? ":" + this.#password : "") + "@" : "";
        const slashes = this.#protocol in SPECIAL || this.#hostname ? "//" : "";
        return `${this.#protocol}${slashes}${auth}${this.host}${this.#pathname}${this.search}${this.hash}`;
    }
    set href(v) {
        const u = new URL(v);
        [this.#protocol, this.#username, this.#password, this.#hostname, this.#port, this.#pathname, this.#search, this.#hash] =
            [u.protocol, u.username, u.password, u.hostname, u.port, u.pathname, u.search, u.hash];
        this.#params._reset(this.#search);
    }
    toString() { return this.href; }
    toJSON() { return this.href; }
    static canParse(url, base) {
        try { new URL(url, base); return true; } catch { return false; }
    }
    static createObjectURL() { throw new DOMException("URL.createObjectURL: a page in Lienzo has no blob URLs", "NotSupportedError"); }
    static revokeObjectURL() {}
}
function splitOnce(s, sep) {
    const i = s.indexOf(sep);
    return i < 0 ? [s, null] : [s.slice(0, i), s.slice(i + 1)];
}

// ---------------------------------------------------------------- structuredClone
// How Chromium begins the message of a value it cannot clone.
const UNCLONED = "Failed to execute 'structuredClone' on 'Window': ";
function structuredClone(value, options) {
    if (options?.transfer?.length) {
        throw new DOMException("structuredClone: transferring is not supported here", "DataCloneError");
    }
    const seen = new Map();
    const clone = (v) => {
        if (v === null || (typeof v !== "object" && typeof v !== "function")) {
            if (typeof v === "symbol") throw new DOMException(`${UNCLONED}${String(v)} could not be cloned.`, "DataCloneError");
            return v;
        }
        if (typeof v === "function") throw new DOMException(`${UNCLONED}${v.toString().slice(0, 40)} could not be cloned.`, "DataCloneError");
        if (seen.has(v)) return seen.get(v);
        let out;
        if (Array.isArray(v)) {
            out = new Array(v.length);
            seen.set(v, out);
            for (let i = 0; i < v.length; i++) if (i in v) out[i] = clone(v[i]);
            return out;
        }
        if (v instanceof Date) out = new Date(v.getTime());
        else if (v instanceof RegExp) out = new RegExp(v.source, v.flags);
        else if (v instanceof ArrayBuffer) out = v.slice(0);
        else if (ArrayBuffer.isView(v)) {
            const buffer = clone(v.buffer);
            out = v instanceof DataView ? new DataView(buffer, v.byteOffset, v.byteLength)
                : new v.constructor(buffer, v.byteOffset, v.length);
        } else if (v instanceof Map) {
            out = new Map();
            seen.set(v, out);
            for (const [k, x] of v) out.set(clone(k), clone(x));
            return out;
        } else if (v instanceof Set) {
            out = new Set();
            seen.set(v, out);
            for (const x of v) out.add(clone(x));
            return out;
        } else if (v instanceof Error) {
            out = new (globalThis[v.name] ?? Error)(v.message);
        } else if (v instanceof Boolean || v instanceof Number || v instanceof String) {
            out = Object(v.valueOf());
        } else {
            const proto = Object.getPrototypeOf(v);
            if (proto !== Object.prototype && proto !== null) {
                throw new DOMException(`${UNCLONED}${proto?.constructor?.name ?? "object"} object could not be cloned.`, "DataCloneError");
            }
            out = {};
            seen.set(v, out);
            for (const k of Object.keys(v)) out[k] = clone(v[k]);
            return out;
        }
        seen.set(v, out);
        return out;
    };
    return clone(value);
}

// ---------------------------------------------------------------- crypto
const crypto = {
    getRandomValues(array) {
        if (!ArrayBuffer.isView(array) || array instanceof Float32Array || array instanceof Float64Array || array instanceof DataView) {
            throw new TypeError("crypto.getRandomValues: the argument is not an integer typed array");
        }
        if (array.byteLength > 65536) {
            throw new DOMException(`crypto.getRandomValues: ${array.byteLength} bytes asked, more than 65536`, "QuotaExceededError");
        }
        new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(new Uint8Array(lz.random(array.byteLength)));
        return array;
    },
    randomUUID() {
        const b = this.getRandomValues(new Uint8Array(16));
        b[6] = (b[6] & 0x0f) | 0x40;
        b[8] = (b[8] & 0x3f) | 0x80;
        const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
        return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
};

// ---------------------------------------------------------------- AbortController
class AbortSignal extends EventTarget {
    constructor() {
        super();
        this.aborted = false;
        this.reason = undefined;
        this.onabort = null;
    }
    throwIfAborted() { if (this.aborted) throw this.reason; }
    _abort(reason) {
        if (this.aborted) return;
        this.aborted = true;
        this.reason = reason ?? new DOMException("signal is aborted without reason", "AbortError");
        const e = new Event("abort");
        if (typeof this.onabort === "function") this.onabort(e);
        this.dispatchEvent(e);
    }
    static abort(reason) {
        const s = new AbortSignal();
        s._abort(reason);
        return s;
    }
}
class AbortController {
    constructor() { this.signal = new AbortSignal(); }
    abort(reason) { this.signal._abort(reason); }
}

// ---------------------------------------------------------------- geometry
// DOMPoint and DOMMatrix (Geometry Interfaces): a 4x4 matrix in column-major order
// (m11 m12 m13 m14 is its first column), `a`..`f` its 2D part. A point is transformed
// as a column vector. CSS transform strings are not parsed, but for `matrix(...)`.
const M = Symbol("matrix");
class DOMPointReadOnly {
    constructor(x = 0, y = 0, z = 0, w = 1) {
        Object.defineProperties(this, {
            x: { value: Number(x), enumerable: true, writable: this instanceof DOMPoint },
            y: { value: Number(y), enumerable: true, writable: this instanceof DOMPoint },
            z: { value: Number(z), enumerable: true, writable: this instanceof DOMPoint },
            w: { value: Number(w), enumerable: true, writable: this instanceof DOMPoint },
        });
    }
    static fromPoint(p = {}) { return new this(p.x ?? 0, p.y ?? 0, p.z ?? 0, p.w ?? 1); }
    matrixTransform(matrix = {}) {
        const m = matrix instanceof DOMMatrixReadOnly ? matrix : DOMMatrixReadOnly.fromMatrix(matrix);
        return m.transformPoint(this);
    }
    toJSON() { return { x: this.x, y: this.y, z: this.z, w: this.w }; }
}
class DOMPoint extends DOMPointReadOnly {}
const IDENTITY16 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
// a × b, both column-major.
function mul16(a, b) {
    const out = new Array(16);
    for (let col = 0; col < 4; col++) {
        for (let row = 0; row < 4; row++) {
            let v = 0;
            for (let k = 0; k < 4; k++) v += a[k * 4 + row] * b[col * 4 + k];
            out[col * 4 + row] = v;
        }
    }
    return out;
}
function inverse16(m) {
    const [a00, a01, a02, a03, a10, a11, a12, a13, a20, a21, a22, a23, a30, a31, a32, a33] = m;
    const b00 = a00 * a11 - a01 * a10, b01 = a00 * a12 - a02 * a10, b02 = a00 * a13 - a03 * a10;
    const b03 = a01 * a12 - a02 * a11, b04 = a01 * a13 - a03 * a11, b05 = a02 * a13 - a03 * a12;
    const b06 = a20 * a31 - a21 * a30, b07 = a20 * a32 - a22 * a30, b08 = a20 * a33 - a23 * a30;
    const b09 = a21 * a32 - a22 * a31, b10 = a21 * a33 - a23 * a31, b11 = a22 * a33 - a23 * a32;
    const det = b00 * b11 - b01 * b10 + b02 * b09 + b03 * b08 - b04 * b07 + b05 * b06;
    if (!det || !Number.isFinite(det)) return null;
    const r = 1 / det;
    return [
        (a11 * b11 - a12 * b10 + a13 * b09) * r, (a02 * b10 - a01 * b11 - a03 * b09) * r,
        (a31 * b05 - a32 * b04 + a33 * b03) * r, (a22 * b04 - a21 * b05 - a23 * b03) * r,
        (a12 * b08 - a10 * b11 - a13 * b07) * r, (a00 * b11 - a02 * b08 + a03 * b07) * r,
        (a32 * b02 - a30 * b05 - a33 * b01) * r, (a20 * b05 - a22 * b02 + a23 * b01) * r,
        (a10 * b10 - a11 * b08 + a13 * b06) * r, (a01 * b08 - a00 * b10 - a03 * b06) * r,
        (a30 * b04 - a31 * b02 + a33 * b00) * r, (a21 * b02 - a20 * b04 - a23 * b00) * r,
        (a11 * b07 - a10 * b09 - a12 * b06) * r, (a00 * b09 - a01 * b07 + a02 * b06) * r,
        (a31 * b01 - a30 * b03 - a32 * b00) * r, (a20 * b03 - a21 * b01 + a22 * b00) * r,
    ];
}
const NAMES16 = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"];
class DOMMatrixReadOnly {
    constructor(init) {
        let m = IDENTITY16, is2D = true;
        if (typeof init === "string") {
            const found = /^\s*matrix\(([^)]*)\)\s*$/.exec(init);
            if (init.trim() === "none" || init.trim() === "") m = IDENTITY16;
            else if (found) init = found[1].split(",").map(Number);
            else throw new DOMException(`Failed to construct '${new.target.name}': Lienzo reads no CSS transform but matrix(): '${init}'`, "SyntaxError");
        }
        if (init !== undefined && typeof init !== "string") {
            const v = [...init].map(Number);
            if (v.length === 6) m = [v[0], v[1], 0, 0, v[2], v[3], 0, 0, 0, 0, 1, 0, v[4], v[5], 0, 1];
            else if (v.length === 16) { m = v; is2D = false; }
            else throw new TypeError(`Failed to construct '${new.target.name}': The sequence must contain 6 elements for a 2D matrix or 16 elements for a 3D matrix.`);
        }
        this[M] = [...m];
        this._is2D = is2D;
    }
    static fromMatrix(o = {}) {
        if (o instanceof DOMMatrixReadOnly) return new this(o._is2D ? [o.a, o.b, o.c, o.d, o.e, o.f] : o[M]);
        const two = o.is2D !== false && NAMES16.every((n) => o[n] === undefined || ["m11", "m12", "m21", "m22", "m41", "m42"].includes(n) || o[n] === (n === "m33" || n === "m44" ? 1 : 0));
        const g = (n, k, d) => o[n] ?? o[k] ?? d;
        if (two) return new this([g("m11", "a", 1), g("m12", "b", 0), g("m21", "c", 0), g("m22", "d", 1), g("m41", "e", 0), g("m42", "f", 0)]);
        return new this(NAMES16.map((n, i) => o[n] ?? IDENTITY16[i]));
    }
    static fromFloat32Array(a) { return new this([...a]); }
    static fromFloat64Array(a) { return new this([...a]); }
    get is2D() { return this._is2D; }
    get isIdentity() { return this[M].every((v, i) => v === IDENTITY16[i]); }
    get a() { return this[M][0]; } get b() { return this[M][1]; }
    get c() { return this[M][4]; } get d() { return this[M][5]; }
    get e() { return this[M][12]; } get f() { return this[M][13]; }
    #make(m, is2D) { const r = new DOMMatrix(); r[M] = m; r._is2D = is2D; return r; }
    multiply(other = {}) {
        const o = other instanceof DOMMatrixReadOnly ? other : DOMMatrix.fromMatrix(other);
        return this.#make(mul16(this[M], o[M]), this._is2D && o._is2D);
    }
    translate(tx = 0, ty = 0, tz = 0) {
        return this.multiply(new DOMMatrix([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, tx, ty, tz, 1]).#flat(tz === 0));
    }
    scale(sx = 1, sy = sx, sz = 1, ox = 0, oy = 0, oz = 0) {
        const s = new DOMMatrix([sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, sz, 0, 0, 0, 0, 1]).#flat(sz === 1 && oz === 0);
        return this.translate(ox, oy, oz).multiply(s).translate(-ox, -oy, -oz);
    }
    rotate(rx = 0, ry, rz) {
        if (ry === undefined && rz === undefined) [rz, rx, ry] = [rx, 0, 0];
        const rad = Math.PI / 180;
        let m = this;
        // Around z, then y, then x, each post-multiplied.
        for (const [angle, axis] of [[rz ?? 0, 2], [ry ?? 0, 1], [rx, 0]]) {
            if (!angle) continue;
            const [cs, sn] = [Math.cos(angle * rad), Math.sin(angle * rad)];
            const r = [...IDENTITY16];
            const [i, j] = axis === 0 ? [1, 2] : axis === 1 ? [2, 0] : [0, 1];
            r[i * 4 + i] = cs; r[i * 4 + j] = sn; r[j * 4 + i] = -sn; r[j * 4 + j] = cs;
            m = m.multiply(new DOMMatrix(r).#flat(axis === 2));
        }
        return m === this ? this.#make([...this[M]], this._is2D) : m;
    }
    #flat(two) { this._is2D = two; return this; }
    inverse() {
        const inv = inverse16(this[M]);
        return inv ? this.#make(inv, this._is2D) : this.#make(new Array(16).fill(NaN), false);
    }
    transformPoint(p = {}) {
        const [x, y, z, w] = [p.x ?? 0, p.y ?? 0, p.z ?? 0, p.w ?? 1];
        const m = this[M];
        const at = (row) => m[row] * x + m[4 + row] * y + m[8 + row] * z + m[12 + row] * w;
        return new DOMPoint(at(0), at(1), at(2), at(3));
    }
    toFloat32Array() { return new Float32Array(this[M]); }
    toFloat64Array() { return new Float64Array(this[M]); }
    toString() {
        if (!this[M].every(Number.isFinite)) {
            throw new DOMException("Failed to execute 'toString' on 'DOMMatrixReadOnly': DOMMatrix cannot be serialized with NaN or Infinity values.", "InvalidStateError");
        }
        return this._is2D ? `matrix(${[this.a, this.b, this.c, this.d, this.e, this.f].join(", ")})` : `matrix3d(${this[M].join(", ")})`;
    }
    toJSON() {
        const o = { a: this.a, b: this.b, c: this.c, d: this.d, e: this.e, f: this.f };
        NAMES16.forEach((n, i) => { o[n] = this[M][i]; });
        return { ...o, is2D: this.is2D, isIdentity: this.isIdentity };
    }
}
for (const [i, n] of NAMES16.entries()) {
    Object.defineProperty(DOMMatrixReadOnly.prototype, n, { get() { return this[M][i]; }, configurable: true });
}
// The mutable one: the same values, set in place, and the *Self methods.
class DOMMatrix extends DOMMatrixReadOnly {
    #take(r) { this[M] = r[M]; this._is2D = r._is2D; return this; }
    multiplySelf(o) { return this.#take(this.multiply(o)); }
    preMultiplySelf(o) { return this.#take(DOMMatrix.fromMatrix(o).multiply(this)); }
    translateSelf(...a) { return this.#take(this.translate(...a)); }
    scaleSelf(...a) { return this.#take(this.scale(...a)); }
    rotateSelf(...a) { return this.#take(this.rotate(...a)); }
    invertSelf() { return this.#take(this.inverse()); }
}
for (const [i, n] of [...NAMES16.entries(), [0, "a"], [1, "b"], [4, "c"], [5, "d"], [12, "e"], [13, "f"]]) {
    const get = Object.getOwnPropertyDescriptor(DOMMatrixReadOnly.prototype, n).get;
    Object.defineProperty(DOMMatrix.prototype, n, {
        get,
        set(v) {
            this[M][i] = Number(v);
            if (![0, 1, 4, 5, 12, 13].includes(i) && Number(v) !== IDENTITY16[i]) this._is2D = false;
        },
        configurable: true,
    });
}

const webLibrary = {
    TextEncoder, TextDecoder, URL, URLSearchParams, structuredClone, crypto, AbortController, AbortSignal,
    DOMPoint, DOMPointReadOnly, DOMMatrix, DOMMatrixReadOnly,
};
