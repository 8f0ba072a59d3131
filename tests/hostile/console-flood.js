// A hundred thousand lines a frame.
let frames = 0;
const tick = () => {
    for (let i = 0; i < 100000; i++) console.log(`line ${i} of frame ${frames}`);
    if (++frames < 3) requestAnimationFrame(tick);
};
requestAnimationFrame(tick);
