// Ten thousand objects created per frame: garbage, not a hang.
let frames = 0;
const tick = () => {
    const junk = [];
    for (let i = 0; i < 10000; i++) junk.push({ i, v: [i, i + 1] });
    if (++frames === 5) console.log(`five frames, ${junk.length} objects each`);
    requestAnimationFrame(tick);
};
requestAnimationFrame(tick);
