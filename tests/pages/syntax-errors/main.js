// Modules with syntax errors, imported one after another: each error is thrown again
// from a timer, uncaught, so the page's uncaught errors read as Chromium's (V8's
// words), in order.
const count = 27;
for (let i = 1; i <= count; i++) {
  await import(`./bad${i}.js`).catch((e) => setTimeout(() => { throw e; }));
}
setTimeout(() => console.log("done"), 10);
