// The errors the JavaScript engine itself makes, each thrown by a timer's callback and
// not caught: the page's uncaught errors read as Chromium's (V8's words), in order.
const cases = [
  () => { const f = 3; f(); },
  () => { const a = [1]; a[0](); },
  () => { function g() { return {}; } g().h(); },
  () => { class K {} new K().z(); },
  () => { const o = { p: {} }; o?.p.q(); },
  () => { const o = {}; o["m"](); },
  () => { const o = {}; const k = "m"; o[k](); },
  () => { const o = { a: {} }; const k = "m"; o.a[k](); },
  () => { const o = {}; o.a.b.c(); },
  () => { const X = 3; new X(); },
  () => { const o = {}; new o.C(); },
  () => { let u; u.x = 1; },
  () => { null.f(); },
  () => { const c = 1; c = 2; },
  () => { q; let q = 1; },
  () => { [].reduce((a, b) => a); },
  () => { new Array(-1); },
  () => { const o = Object.freeze({ a: 1 }); o.a = 2; },
  () => { const o = {}; for (const v of o) {} },
  () => { Object.keys(undefined); },
  () => { undefinedThing(); },
  () => { this.x(); },
  () => { const o = {}; o.m(1, 2); },
  () => { const o = { get p() { return 1; } }; o.p(); },
  () => { null[0]; },
  () => { const s = Symbol("s"); s + ""; },
  () => { const m = new Map(); m.get(1).x; },
  () => { const o = {}; o.f``; },
  () => { structuredClone(() => 1); },
  // Not an error: a thrown string that reads like one stays as the page wrote it.
  () => { throw "Note: not a function"; },
  async () => { const adapter = {}; await adapter.requestAdapterInfo(); },
];
cases.forEach((c, i) => setTimeout(c, i));
setTimeout(() => console.log("done"), cases.length + 10);
