// What console.log prints, as a browser's console shows a line before anything is
// expanded. Each line starts with "= " (the lines tests/host.rs compares).
class Point {
  constructor() { this.x = 1; this.y = 2; }
}
console.log("= %s has %d frames at %f ms, %i%%", "canvas", 42.9, 16.5, 7.2);
console.log("= %c styled", "color: red");
console.log("=", { a: 1, b: "x", c: { d: 2 }, "e-f": [1, 2] });
console.log("=", [1, "two", null, undefined, [3]]);
console.log("=", new Float32Array([0.5, 1]), new ArrayBuffer(8));
console.log("=", new Map([["k", 1]]), new Set([1, 2]));
console.log("=", new Point(), 10n, -0, Symbol("s"));
console.log("= %o and %O", "text", { n: 1 });
console.log("= missing %s", );
console.log("=", new TypeError("bad value"));
