// A hundred thousand animation frame callbacks a frame, each asking for the next.
let calls = 0;
const tick = () => { calls++; requestAnimationFrame(tick); };
for (let i = 0; i < 100000; i++) requestAnimationFrame(tick);
setTimeout(() => console.log(`calls: ${calls}`), 40);
