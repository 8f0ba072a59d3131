// A ResizeObserver callback that never returns.
const canvas = document.querySelector("canvas") ?? document.body.appendChild(document.createElement("canvas"));
new ResizeObserver(() => { for (;;) {} }).observe(canvas);
console.log("observing");
