function frame() {
  null.draw();
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
Promise.reject(new Error("nobody catches this"));
import("../outside.js").catch((e) => console.log("import refused:", e.message));
