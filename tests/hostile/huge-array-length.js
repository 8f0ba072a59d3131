// Arrays and strings past what any engine makes.
for (const make of [() => new Array(2 ** 32), () => "x".repeat(2 ** 30), () => new ArrayBuffer(2 ** 40)]) {
    try {
        make();
        console.log("made");
    } catch (e) {
        console.log(`caught: ${e.constructor.name}`);
    }
}
