// JSON.parse of an array nested a million deep.
const text = "[".repeat(1000000) + "]".repeat(1000000);
try {
    JSON.parse(text);
    console.log("parsed");
} catch (e) {
    console.log(`caught: ${e.constructor.name}`);
}
