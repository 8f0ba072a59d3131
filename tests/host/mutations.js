// MutationObserver over the page's tree: each line must read as Chromium's.
const root = document.createElement("div");
document.body.append(root);
const seen = [];
const describe = (r) => [
  r.type, r.target.id || r.target.nodeName.toLowerCase(),
  r.addedNodes.length, r.removedNodes.length, r.attributeName, r.oldValue,
  r.previousSibling?.id ?? null, r.nextSibling?.id ?? null,
].join(",");
const all = new MutationObserver((records, observer) => {
  seen.push(`${records.length}:${observer === all}`);
  for (const r of records) seen.push(describe(r));
});
all.observe(root, { childList: true, subtree: true, attributes: true, attributeOldValue: true, characterData: true, characterDataOldValue: true });
const a = document.createElement("p"); a.id = "a";
const b = document.createElement("p"); b.id = "b";
root.append(a, b);
const c = document.createElement("span"); c.id = "c";
root.insertBefore(c, b);
a.setAttribute("title", "one");
a.setAttribute("title", "two");
a.removeAttribute("title");
a.removeAttribute("title");
b.remove();
const t = document.createTextNode("x");
c.append(t);
t.textContent = "y";
console.log("= synchronous", seen.length);
await Promise.resolve();
console.log("= delivered", seen.join(" | "));

// attributeFilter, no old value; a target outside the subtree is not seen.
seen.length = 0;
const some = new MutationObserver((records) => { for (const r of records) seen.push(describe(r)); });
some.observe(a, { attributeFilter: ["lang"] });
a.setAttribute("title", "three");
a.setAttribute("lang", "es");
document.body.setAttribute("lang", "en");
await Promise.resolve();
console.log("= filtered", seen.join(" | "));

// takeRecords empties the queue; disconnect stops it.
seen.length = 0;
a.setAttribute("lang", "fr");
const taken = some.takeRecords();
console.log("= taken", taken.length, taken[0]?.attributeName, taken[0] instanceof MutationRecord);
some.disconnect();
a.setAttribute("lang", "de");
await Promise.resolve();
all.disconnect();
console.log("= after disconnect", seen.length);

// The class attribute, through className and classList, is an attribute mutation too.
seen.length = 0;
const classes = new MutationObserver((records) => { for (const r of records) seen.push(describe(r)); });
classes.observe(a, { attributes: true, attributeOldValue: true });
a.className = "big";
a.classList.add("red");
a.classList.remove("big");
a.setAttribute("class", "x");
await Promise.resolve();
classes.disconnect();
console.log("= classes", seen.join(" | "));
try { new MutationObserver(() => {}).observe(root, {}); } catch (e) { console.log("= no kind", e.name); }
