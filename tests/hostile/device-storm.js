// A thousand adapters and devices, none destroyed.
const devices = [];
for (let i = 0; i < 1000; i++) {
    const adapter = await navigator.gpu.requestAdapter();
    if (!adapter) throw new Error("this test needs a GPU adapter");
    devices.push(await adapter.requestDevice());
}
console.log(`devices: ${devices.length}`);
