// A descriptor that is a Proxy whose traps throw.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
const trap = () => { throw new Error("the trap fired"); };
try {
    device.createBuffer(new Proxy({}, { get: trap, has: trap, ownKeys: trap }));
} catch (e) {
    console.log(`caught: ${e.message}`);
}
