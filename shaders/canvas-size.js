// canvas-size.js: the drawing buffer follows the canvas's box, the way the lesson
// "The current texture and resizing" (current-texture) builds it step by step. The
// other lessons import this file so that they never show another way; open that
// lesson to see why each line is here.
//
//   import { followBox } from "./canvas-size.js";
//   const resize = followBox(canvas);
//   function frame() {
//     resize(device.limits.maxTextureDimension2D); // first, before getCurrentTexture()
//     const texture = context.getCurrentTexture();
//     ...
//   }

// The size the drawing buffer should have: at least 1 px a side, and at most `max` on
// the larger side, both sides scaled by the same factor.
function fit({ width, height }, max) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.min(max, Math.max(1, Math.round(width * scale))),
    height: Math.min(max, Math.max(1, Math.round(height * scale))),
  };
}

// Watches `canvas`'s box and returns the function each frame calls first. The
// ResizeObserver (which runs after the frame callbacks) only notes the box's size in
// device pixels; the next frame applies it, before it acquires its texture, and assigns
// only a size that differs (assigning, even the same size, expires the current texture).
// The function answers whether the size changed.
export function followBox(canvas) {
  // The box and devicePixelRatio are known before the module runs: the first frame
  // applies this size.
  let wanted = { width: canvas.clientWidth * devicePixelRatio, height: canvas.clientHeight * devicePixelRatio };
  new ResizeObserver(([entry]) => {
    const size = entry.devicePixelContentBoxSize?.[0];
    wanted = size
      ? { width: size.inlineSize, height: size.blockSize }
      : {
          width: entry.contentBoxSize[0].inlineSize * devicePixelRatio,
          height: entry.contentBoxSize[0].blockSize * devicePixelRatio,
        };
  }).observe(canvas);
  return function resize(maxSide) {
    if (!wanted) return false;
    const { width, height } = fit(wanted, maxSide);
    wanted = null;
    if (canvas.width === width && canvas.height === height) return false;
    canvas.width = width;
    canvas.height = height;
    return true;
  };
}
