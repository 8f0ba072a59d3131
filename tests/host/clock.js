// The host's clock in a paced run (`lienzo run`, the grader): requestAnimationFrame
// timestamps advance one frame at a time, a timer fires at its own time on the way,
// and a chain of timeouts is clamped to 4 ms after five levels, as HTML says.
const stamps = [];
setTimeout(() => console.log("= timeout(50) at", performance.now().toFixed(2)), 50);
const chain = [];
function link() {
  chain.push(performance.now());
  if (chain.length < 10) setTimeout(link);
  else console.log("= chain at", chain.map((t) => t.toFixed(0)).join(" "));
}
setTimeout(link);
function frame(t) {
  stamps.push(t.toFixed(2));
  if (stamps.length < 6) requestAnimationFrame(frame);
  else console.log("= frames at", stamps.join(" "));
}
requestAnimationFrame(frame);
