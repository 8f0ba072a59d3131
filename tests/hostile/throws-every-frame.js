// A callback that throws every frame: each frame reports, the page goes on.
let n = 0;
const tick = () => {
    requestAnimationFrame(tick);
    throw new Error(`frame ${++n}`);
};
requestAnimationFrame(tick);
