#!/usr/bin/env node
// Compile WGSL with Tint (Chrome's WGSL compiler) through dawn.node on Dawn's
// `null` backend, which needs no GPU. Used as a reference for Lienzo's own
// (naga-based) diagnostics.
//
//   node compile.mjs a.wgsl b.wgsl ...
//   echo '[{"name":"x","code":"..."}]' | node compile.mjs --stdin-json
//
// Prints one JSON line per input, in input order:
//   {"name":...,"messages":[{"type","line","column","message"},...]}
// `type` is "error" | "warning" | "info"; `line`/`column` are 1-based (0 when
// Tint gives no position). If createShaderModule raised a validation error that
// no error message accounts for, the line also carries `"error": "<text>"`.
// Exit status: 0 when every input was compiled (whatever the diagnostics say),
// 1 on a usage/input error or if Tint crashed, 2 when `webgpu` is missing.
//
// dawn.node printf()s Dawn's log (e.g. "Compilation log for ...") to the
// process's stdout and offers no way to turn that off, so the compiling runs
// in a child process whose stdout is sent to our stderr; the child hands its
// JSON lines back on fd 3.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const CHILD_ENV = 'LIENZO_TINT_COMPILE_CHILD';

function fail(code, msg) {
  process.stderr.write(`compile.mjs: ${msg}\n`);
  process.exit(code);
}

if (process.env[CHILD_ENV] !== '1') {
  // Parent: run ourselves with Dawn's stdout chatter diverted to stderr.
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    env: { ...process.env, [CHILD_ENV]: '1' },
    stdio: ['inherit', 'pipe', 'inherit', 'pipe'],
  });
  child.stdout.pipe(process.stderr);
  child.stdio[3].pipe(process.stdout);
  let results = 0;
  child.stdio[3].on('data', (b) => { for (const c of b) if (c === 10) results++; });
  const [code, signal] = await new Promise((resolve) => child.on('close', (c, s) => resolve([c, s])));
  if (signal) fail(1, `the compiler process died (${signal}) after ${results} result(s)`);
  process.exitCode = code;
} else {
  await runChild();
}

async function readInputs(argv) {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stderr.write('usage: node compile.mjs FILE.wgsl...\n       node compile.mjs --stdin-json  < [{"name":..., "code":...}, ...]\n');
    process.exit(0);
  }
  if (argv.includes('--stdin-json')) {
    if (argv.length !== 1) fail(1, '--stdin-json takes no other arguments');
    const chunks = [];
    for await (const c of process.stdin) chunks.push(c);
    let inputs;
    try {
      inputs = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch (e) {
      fail(1, `stdin is not valid JSON: ${e.message}`);
    }
    if (!Array.isArray(inputs) || !inputs.every((i) => i && typeof i.code === 'string')) {
      fail(1, 'stdin must be a JSON array of {"name": string, "code": string}');
    }
    return inputs.map((i, k) => ({ name: String(i.name ?? k), code: i.code }));
  }
  if (argv.length === 0) fail(1, 'no input; pass WGSL file paths or --stdin-json (see --help)');
  return argv.map((path) => {
    try {
      return { name: path, code: readFileSync(path, 'utf8') };
    } catch (e) {
      fail(1, `cannot read ${path}: ${e.message}`);
    }
  });
}

async function runChild() {
  let webgpu;
  try {
    webgpu = await import('webgpu');
  } catch (e) {
    if (e?.code === 'ERR_MODULE_NOT_FOUND' && /'webgpu'/.test(String(e?.message))) {
      fail(2, "the 'webgpu' package (dawn.node) is not installed; run `npm ci` in tests/tint");
    }
    fail(2, `could not load the 'webgpu' package (dawn.node): ${e?.message ?? e}; try \`npm ci\` in tests/tint`);
  }

  const inputs = await readInputs(process.argv.slice(2));
  const results = new Socket({ fd: 3, readable: false });

  Object.assign(globalThis, webgpu.globals);
  const gpu = webgpu.create(['backend=null']);
  const adapter = await gpu.requestAdapter();
  if (!adapter) fail(1, 'dawn.node returned no adapter for backend=null');
  const device = await adapter.requestDevice();
  let lost = null;
  device.lost.then((info) => { lost = info; });
  // Everything below runs inside error scopes; anything that still escapes
  // is reported on stderr rather than printed by Dawn.
  device.addEventListener('uncapturederror', (ev) => {
    process.stderr.write(`compile.mjs: uncaptured error: ${ev.error?.message}\n`);
  });

  for (const { name, code } of inputs) {
    if (lost) fail(1, `device lost before ${JSON.stringify(name)}: ${lost.message}`);
    device.pushErrorScope('internal');
    device.pushErrorScope('out-of-memory');
    device.pushErrorScope('validation');
    const module = device.createShaderModule({ code });
    const info = await module.getCompilationInfo();
    const scoped = (await Promise.all([
      device.popErrorScope(), device.popErrorScope(), device.popErrorScope(),
    ])).filter(Boolean);
    const messages = info.messages.map((m) => ({
      type: m.type,
      line: Number(m.lineNum),
      column: Number(m.linePos),
      message: m.message,
    }));
    const out = { name, messages };
    if (scoped.length && !messages.some((m) => m.type === 'error')) {
      out.error = scoped.map((e) => e.message.trim()).join('\n');
    }
    results.write(JSON.stringify(out) + '\n');
  }

  device.destroy();
  await new Promise((resolve) => results.end(resolve));
}
