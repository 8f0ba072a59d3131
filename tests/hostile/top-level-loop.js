// A loop at the top level that never ends.
console.log("start");
while (true) {}
