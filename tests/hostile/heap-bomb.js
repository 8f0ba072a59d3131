// An array that grows until the heap is gone.
const kept = [];
console.log("allocating");
for (;;) kept.push(new Array(100000).fill(kept.length));
