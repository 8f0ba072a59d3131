// JSON.stringify of an object whose toJSON returns a fresh one, for ever.
const grow = (n) => ({ n, toJSON() { return { next: grow(n + 1) }; } });
console.log("stringifying");
try {
    JSON.stringify(grow(0));
} catch (e) {
    console.log(`caught: ${e.constructor.name}`);
}
console.log("after");
