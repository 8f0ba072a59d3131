// Promise.all over a million promises.
const all = await Promise.all(Array.from({ length: 1000000 }, (_, i) => Promise.resolve(i)));
console.log(`settled: ${all.length}`);
