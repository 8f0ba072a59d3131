// console.log("%s") of an object whose toString never returns.
console.log("before");
console.log("%s", { toString() { for (;;) {} } });
