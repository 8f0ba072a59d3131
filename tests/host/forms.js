// The form controls pages build their sliders and menus from: each line must read as
// Chromium's (src/page/forms.js).
const box = document.createElement("div");
box.innerHTML = `
  <label for="speed">Speed</label><input id="speed" type="range" min="0" max="10" step="0.5">
  <label>On <input id="on" type="checkbox" checked></label>
  <select id="shape"><option>disc</option><option value="sq" selected>square</option><optgroup><option>star</option></optgroup></select>
  <textarea id="notes">first words</textarea>
  <input id="name" value="ana"><input id="tint" type="color"><button id="go">Go</button>
  <input type="radio" name="size" id="small" checked><input type="radio" name="size" id="big">`;
document.body.append(box);
const $ = (id) => document.getElementById(id);

const speed = $("speed");
console.log("= range default", speed.value, speed.valueAsNumber, speed.type, speed.min, speed.max, speed.step);
speed.value = "7.3";
console.log("= range stepped", speed.value);
speed.value = "42";
console.log("= range clamped", speed.value, speed.hasAttribute("value"));
speed.valueAsNumber = 2;
console.log("= range as number", speed.value);

const on = $("on");
console.log("= checkbox", on.checked, on.value, on.defaultChecked);
on.checked = false;
console.log("= unchecked", on.checked, on.hasAttribute("checked"));

const shape = $("shape");
console.log("= select", shape.selectedIndex, shape.value, shape.options.length, shape.length, shape.type);
shape.selectedIndex = 2;
console.log("= picked", shape.value, shape.options[2].selected, shape.options[1].selected);
shape.value = "disc";
console.log("= by value", shape.selectedIndex, shape.selectedOptions.length, shape.options[0].text);
shape.value = "none";
console.log("= no such value", shape.selectedIndex, JSON.stringify(shape.value));
shape.options[1].selected = true;
console.log("= option selected", shape.selectedIndex, shape.options[1].index);
const added = document.createElement("option");
added.textContent = "ring";
shape.add(added);
console.log("= added", shape.length, shape.options[3].value, shape.item(3) === added);

const notes = $("notes");
console.log("= textarea", notes.value, notes.defaultValue, notes.type);
notes.value = "second";
console.log("= textarea set", notes.value, notes.textContent);

const name = $("name");
console.log("= text", name.value, name.type, name.defaultValue);
name.value = "luis";
console.log("= text set", name.value, name.getAttribute("value"));
name.type = "bogus";
console.log("= unknown type", name.type, name.getAttribute("type"));

console.log("= color", $("tint").value, $("go").type, $("go").disabled);
$("go").disabled = true;
console.log("= disabled", $("go").disabled, $("go").hasAttribute("disabled"));

$("big").checked = true;
console.log("= radio", $("small").checked, $("big").checked);

const labels = document.querySelectorAll("label");
console.log("= label", labels[0].htmlFor, labels[0].control === speed, labels[1].control === on);

let events = [];
for (const type of ["input", "change"]) speed.addEventListener(type, (e) => events.push(`${e.type}:${e.bubbles}`));
speed.dispatchEvent(new Event("input", { bubbles: true }));
console.log("= events", events.join(" "));

console.log("= classes", speed instanceof HTMLInputElement, shape instanceof HTMLSelectElement,
    notes instanceof HTMLTextAreaElement, $("go") instanceof HTMLButtonElement,
    shape.options[0] instanceof HTMLOptionElement, labels[0] instanceof HTMLLabelElement);

name.focus();
console.log("= focus", document.activeElement === name);
name.blur();
console.log("= blur", document.activeElement === document.body);
// The page's text is compared too, and a browser renders controls as no text can.
box.remove();
console.log("done");
