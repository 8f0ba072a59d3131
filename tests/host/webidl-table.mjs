// Writes the WebGPU IDL table that tests/host/webidl-all.js holds (between its
// "// <table>" and "// </table>" lines), from the spec's IDL as the npm package
// @webref/idl ships it (webgpu.idl, extracted from gpuweb's spec by w3c/webref),
// parsed by the npm package webidl2:
//   npm pack @webref/idl && tar xzf webref-idl-*.tgz && npm i webidl2
//   node tests/host/webidl-table.mjs package/webgpu.idl node_modules/webidl2/index.js
// Types come out resolved and short: u32/i32/u64 ([EnforceRange] integers), f32/f64
// (restricted float/double), E:enum, D:dictionary, I:interface, [T] a sequence, T? a
// nullable, A|B a union, R:T a record, and "-" for anything converted without a check
// that this test makes (booleans, strings, buffer sources, unrestricted numbers).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [idlPath, webidl2Path] = process.argv.slice(2);
const { parse } = await import(pathToFileURL(path.resolve(webidl2Path)).href);
const tree = parse(fs.readFileSync(idlPath, "utf8"));
const byName = new Map();
for (const d of tree) if (d.name && !d.partial && d.type !== "includes") byName.set(d.name, d);

function type(t) {
    const enforce = t.extAttrs?.some((a) => a.name === "EnforceRange");
    let s;
    if (t.union) {
        const parts = t.idlType.map(type).filter((x) => x !== "undefined");
        s = parts.every((x) => x === "-") ? "-" : parts.join("|");
    }
    else if (t.generic === "sequence") s = `[${type(t.idlType[0])}]`;
    else if (t.generic === "record") s = `R:${type(t.idlType[1])}`;
    else if (t.generic) s = "-";
    else s = named(t.idlType, enforce);
    return t.nullable ? `${s}?` : s;
}
function named(n, enforce) {
    const ints = { "unsigned long": "u32", long: "i32", "unsigned long long": "u64" };
    if (ints[n]) return enforce ? ints[n] : "-";
    if (n === "float" || n === "double") return n === "float" ? "f32" : "f64";
    if (n === "undefined") return "undefined";
    const d = byName.get(n);
    if (!d) return "-";
    if (d.type === "typedef") {
        const inner = type(d.idlType);
        const enf = d.idlType.extAttrs?.some((a) => a.name === "EnforceRange");
        return enf && !d.idlType.union ? named(d.idlType.idlType, true) : inner;
    }
    if (d.type === "enum") return `E:${n}`;
    if (d.type === "dictionary") return `D:${n}`;
    if (d.type === "interface") return `I:${n}`;
    return "-";
}

const dicts = {};
const ops = {};
const mixins = new Map();
for (const d of tree) if (d.type === "interface mixin") mixins.set(d.name, d.members);
const addOps = (iface, members) => {
    for (const m of members) {
        if (m.type !== "operation" || !m.name || m.special === "static") continue;
        const args = m.arguments.map((a) => [a.name, type(a.idlType), a.optional ? 0 : 1]);
        (ops[iface] ??= []).push([m.name, args]);
    }
};
for (const d of tree) {
    if (d.type === "dictionary" && !d.partial) {
        dicts[d.name] = [d.inheritance ?? "", d.members.map((m) => [m.name, type(m.idlType), m.required ? 1 : 0])];
    } else if (d.type === "interface" && d.name.startsWith("GPU")) {
        addOps(d.name, d.members);
    } else if (d.type === "includes" && d.target.startsWith("GPU")) {
        addOps(d.target, mixins.get(d.includes) ?? []);
    }
}
const lines = ["const DICTS = {"];
for (const [n, v] of Object.entries(dicts)) lines.push(`    ${n}: ${JSON.stringify(v)},`);
lines.push("};", "const OPS = {");
for (const [n, v] of Object.entries(ops)) lines.push(`    ${n}: ${JSON.stringify(v)},`);
lines.push("};");
const target = new URL("./webidl-all.js", import.meta.url);
const text = fs.readFileSync(target, "utf8");
const [head, rest] = text.split("// <table>\n");
const tail = rest.slice(rest.indexOf("// </table>"));
fs.writeFileSync(target, `${head}// <table>\n${lines.join("\n")}\n${tail}`);
