// An endless chain of microtasks: every await returns at once, and the checkpoint
// after the module never ends.
console.log("started");
(async () => {
    for (;;) await null;
})();
