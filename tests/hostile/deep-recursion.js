// Unbounded recursion.
const f = (n) => f(n + 1) + 1;
try {
    f(0);
} catch (e) {
    console.log(`caught: ${e.constructor.name}`);
}
f(0);
