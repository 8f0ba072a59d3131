// The host's clock in a paced run (`lienzo run`, the grader): requestAnimationFrame
// timestamps advance one frame at a time, a timer fires at its own time on the way,
// dates move with it from 2026-01-01, and a chain of timeouts is clamped to 4 ms after
// five levels, as HTML says.
const stamps = [];
const day = Date.now();
console.log("= date", new Date(day).toISOString(), typeof Date(), new Date(0).getTime());
setTimeout(() => {
  // The first date read at this instant is exact; later ones move on with the machine.
  const later = Date.now() - day;
  const made = new Date() - day;
  console.log("= timeout(50) at", performance.now().toFixed(2), "dates", later, made >= later && made < later + 100);
}, 50);
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
