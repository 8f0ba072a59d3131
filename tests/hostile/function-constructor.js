// new Function over ten megabytes of source.
console.log("compiling");
const f = new Function(`return 0${" + 1".repeat(2500000)};`);
console.log(`result: ${f()}`);
