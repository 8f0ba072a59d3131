// eval of a hundred thousand nested parentheses: the parser's own stack.
try {
    eval(`${"(".repeat(100000)}1${")".repeat(100000)}`);
    console.log("evaluated");
} catch (e) {
    console.log(`caught: ${e.constructor.name}`);
}
