// A library the pages of this site share, imported from a sibling folder as tutorial
// sites do (`../lib/report.js`) or through an import map (`report`).
export function report(label, value) {
  console.log(`${label}: ${value}`);
}
