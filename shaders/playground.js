// The playground's page: the fragment shader of playground.wgsl drawn over the whole
// canvas, every frame. Read it to see how a frame is made; edit it like any page.
//
// An edit of playground.wgsl reaches this page without running it again: the module
// below accepts the new text through `import.meta.hot` (Vite's hot-module API) and
// builds a new pipeline from it, while the old one keeps drawing until the new one is
// ready. An edit of this file runs the page again.
import code from "./playground.wgsl";
import { followBox } from "./canvas-size.js";

const canvas = document.querySelector("canvas");
const context = canvas.getContext("webgpu");
const format = navigator.gpu.getPreferredCanvasFormat();

// The vertex stage when the shader brings none: one triangle that covers the canvas,
// with `uv` from 0 to 1, origin top left, at @location(0).
const FULLSCREEN = /* wgsl */ `
struct Varyings {
    @builtin(position) position: vec4f,
    @location(0) uv: vec2f,
}
@vertex
fn vs_main(@builtin(vertex_index) i: u32) -> Varyings {
    let p = vec2f(f32((i << 1u) & 2u), f32(i & 2u)); // (0, 0), (2, 0), (0, 2)
    var out: Varyings;
    out.position = vec4f(p * 2.0 - 1.0, 0.0, 1.0);
    out.uv = vec2f(p.x, 1.0 - p.y);
    return out;
}`;

// The Frame uniform (group 0, binding 0): resolution, mouse, time, delta, frame,
// mouse_down; 32 bytes.
const FRAME_BYTES = 32;

// The pointer, in the canvas's pixels (the drawing buffer's, not CSS pixels).
const mouse = { x: 0, y: 0, down: 0 };
canvas.addEventListener("pointermove", (e) => {
    mouse.x = e.offsetX * (canvas.width / Math.max(1, canvas.clientWidth));
    mouse.y = e.offsetY * (canvas.height / Math.max(1, canvas.clientHeight));
});
canvas.addEventListener("pointerdown", () => { mouse.down = 1; });
canvas.addEventListener("pointerup", () => { mouse.down = 0; });
canvas.addEventListener("pointerleave", () => { mouse.down = 0; });

// The drawing buffer follows the canvas's box: canvas-size.js, as the lesson
// current-texture builds it. Each frame calls resize() before getCurrentTexture().
const resize = followBox(canvas);

// A test card for @binding(1): a picture this page makes, 256 x 256, so a shader can
// sample something (`textureSample(image, image_sampler, uv)`).
function testCard() {
    const side = 256;
    const rgba = new Uint8Array(side * side * 4);
    for (let y = 0; y < side; y++) {
        for (let x = 0; x < side; x++) {
            const i = (y * side + x) * 4;
            const check = ((x >> 5) + (y >> 5)) % 2 === 0 ? 1 : 0.75;
            rgba[i] = Math.round(x * check);
            rgba[i + 1] = Math.round(y * check);
            rgba[i + 2] = Math.round(255 * (1 - x / side) * check);
            rgba[i + 3] = 255;
        }
    }
    return { side, rgba };
}

let device = null;
let frameId = 0;
let pipeline = null;
let built = 0; // when the pipeline drawing now was built (ms)
let frames = 0; // frames since then
let last = 0;

// A pipeline for `text`: its own @vertex if it has one, else the full-canvas
// triangle. A shader that does not build leaves the last good pipeline drawing.
async function rebuild(text) {
    if (!device) return;
    const own = /@vertex\b/.test(text.replace(/\/\/[^\n]*/g, "").replace(/\/\*[\s\S]*?\*\//g, ""));
    device.pushErrorScope("validation");
    const module = device.createShaderModule({ label: "playground.wgsl", code: text });
    const vertex = own ? module : device.createShaderModule({ label: "full-canvas triangle", code: FULLSCREEN });
    const next = device.createRenderPipeline({
        label: "playground",
        layout: device.createPipelineLayout({ bindGroupLayouts: [layout] }),
        vertex: { module: vertex },
        fragment: { module, targets: [{ format }] },
    });
    const error = await device.popErrorScope();
    if (error) {
        console.error(`playground.wgsl: the last good pipeline keeps drawing: ${error.message}`);
        return;
    }
    pipeline = next;
    built = performance.now();
    frames = 0;
}

let layout = null;
let bindGroup = null;
let uniforms = null;

async function start() {
    const adapter = await navigator.gpu.requestAdapter();
    if (!adapter) {
        throw new Error("WebGPU is not available here: requestAdapter() answered null");
    }
    device = await adapter.requestDevice();
    device.lost.then((info) => {
        console.warn(`the page lost its device (${info.reason})`);
        cancelAnimationFrame(frameId);
        device = null;
        if (info.reason !== "destroyed") setTimeout(start, 250);
    });
    context.configure({ device, format });

    // Everything a shader may declare in group 0; it uses what it needs.
    const all = GPUShaderStage.VERTEX | GPUShaderStage.FRAGMENT;
    layout = device.createBindGroupLayout({
        label: "playground group 0",
        entries: [
            { binding: 0, visibility: all, buffer: { type: "uniform" } },
            { binding: 1, visibility: all, texture: { sampleType: "float" } },
            { binding: 2, visibility: all, sampler: { type: "filtering" } },
        ],
    });
    uniforms = device.createBuffer({
        label: "Frame",
        size: FRAME_BYTES,
        usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST,
    });
    const card = testCard();
    const image = device.createTexture({
        label: "test card",
        size: [card.side, card.side],
        format: "rgba8unorm",
        usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST,
    });
    device.queue.writeTexture({ texture: image }, card.rgba, { bytesPerRow: card.side * 4 }, [card.side, card.side]);
    const sampler = device.createSampler({ magFilter: "linear", minFilter: "linear" });
    bindGroup = device.createBindGroup({
        layout,
        entries: [
            { binding: 0, resource: { buffer: uniforms } },
            { binding: 1, resource: image.createView() },
            { binding: 2, resource: sampler },
        ],
    });
    await rebuild(code);
    last = performance.now();
    frameId = requestAnimationFrame(draw);
}

const values = new ArrayBuffer(FRAME_BYTES);
const floats = new Float32Array(values);
const uints = new Uint32Array(values);

function draw(now) {
    frameId = requestAnimationFrame(draw);
    if (!device || !pipeline) return;
    resize(device.limits.maxTextureDimension2D); // first: before getCurrentTexture()
    floats[0] = canvas.width;
    floats[1] = canvas.height;
    floats[2] = mouse.x;
    floats[3] = mouse.y;
    floats[4] = Math.max(0, now - built) / 1000;
    floats[5] = Math.max(0, now - last) / 1000;
    uints[6] = frames;
    uints[7] = mouse.down;
    last = now;
    frames += 1;
    device.queue.writeBuffer(uniforms, 0, values);

    const encoder = device.createCommandEncoder();
    const pass = encoder.beginRenderPass({
        colorAttachments: [{
            view: context.getCurrentTexture().createView(),
            loadOp: "clear",
            clearValue: [0, 0, 0, 1],
            storeOp: "store",
        }],
    });
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, bindGroup);
    pass.draw(3);
    pass.end();
    device.queue.submit([encoder.finish()]);
}

// An edit of the shader: a new pipeline, the page goes on.
if (import.meta.hot) {
    import.meta.hot.accept("./playground.wgsl", (m) => rebuild(m.default));
}

start();
