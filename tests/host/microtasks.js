// A chain of microtasks that never ends: the checkpoint after a task is under the
// budget as a whole, so the page is stopped like an endless loop.
(async () => { for (;;) await null; })();
requestAnimationFrame(() => console.log("never"));
