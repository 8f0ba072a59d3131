// A draw count whose Symbol.toPrimitive throws.
const adapter = await navigator.gpu.requestAdapter();
if (!adapter) throw new Error("this test needs a GPU adapter");
const device = await adapter.requestDevice();
const texture = device.createTexture({ size: [4, 4], format: "rgba8unorm", usage: GPUTextureUsage.RENDER_ATTACHMENT });
const encoder = device.createCommandEncoder();
const pass = encoder.beginRenderPass({ colorAttachments: [{ view: texture.createView(), loadOp: "clear", storeOp: "store" }] });
try {
    pass.draw({ [Symbol.toPrimitive]() { throw new Error("no number here"); } });
} catch (e) {
    console.log(`caught: ${e.message}`);
}
