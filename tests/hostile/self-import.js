// The module imports itself, dynamically, in a loop of a thousand.
let n = 0;
for (let i = 0; i < 1000; i++) {
    await import("./self-import.js");
    n++;
}
console.log(`imports: ${n}`);
