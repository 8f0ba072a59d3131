// console.log of cyclic and deeply nested values, and of a getter that throws.
const a = { name: "a" };
a.self = a;
let deep = {};
for (let i = 0; i < 100000; i++) deep = { deep };
const g = { get boom() { throw new Error("getter"); } };
console.log(a, deep, g);
console.log("printed");
