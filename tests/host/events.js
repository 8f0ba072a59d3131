// The UI events pages construct and test for: each line must read as Chromium's.
const c = new CustomEvent("pick", { detail: { n: 3 } });
let got = null; window.addEventListener("pick", (e) => { got = e.detail.n; });
window.dispatchEvent(c);
console.log("= detail", got, c instanceof Event, c.type);
const k = new KeyboardEvent("keydown", { key: "a", code: "KeyA", shiftKey: true });
console.log("= key", k.key, k.code, k.shiftKey, k.ctrlKey, k instanceof UIEvent);
const p = new PointerEvent("pointermove", { clientX: 4, pointerId: 7 });
console.log("= pointer", p.clientX, p.clientY, p.pointerId, p instanceof MouseEvent, p.type);
const w = new WheelEvent("wheel", { deltaY: 100 });
console.log("= wheel", w.deltaY, w.deltaMode);
