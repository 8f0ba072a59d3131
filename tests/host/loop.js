let frames = 0;
function frame() {
  frames++;
  if (frames === 2) {
    while (true) {}
  }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
