// A rejection nobody handles, every frame.
let n = 0;
const tick = () => {
    Promise.reject(new Error(`rejection ${++n}`));
    requestAnimationFrame(tick);
};
requestAnimationFrame(tick);
