// An animation frame callback that never returns.
console.log("scheduled");
requestAnimationFrame(() => { for (;;) {} });
