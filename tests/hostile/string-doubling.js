// A string that doubles until it cannot.
let s = "x";
console.log("doubling");
for (;;) s += s;
