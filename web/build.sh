#!/usr/bin/env bash
# Builds the web version of Lienzo into dist/ and, with --serve, serves it:
#   bash web/build.sh            # dist/index.html, dist/lienzo.js, dist/lienzo_bg.wasm
#   bash web/build.sh --serve    # then http://127.0.0.1:8080 (PORT=... to change)
# Needs the wasm32 target and the wasm-bindgen CLI of the version in Cargo.lock; it
# says how to get either when missing. Honours CARGO_TARGET_DIR (default: target).
set -euo pipefail
cd "$(dirname "$0")/.."

want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    echo "web/build.sh: adding the wasm32-unknown-unknown target (rustup target add wasm32-unknown-unknown)" >&2
    rustup target add wasm32-unknown-unknown
fi
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
    echo "web/build.sh: wasm-bindgen $want is needed (found: ${have:-none})." >&2
    echo "  install it with: cargo install wasm-bindgen-cli --version $want" >&2
    exit 2
fi

echo "web/build.sh: cargo build --profile web --target wasm32-unknown-unknown" >&2
cargo build --profile web --target wasm32-unknown-unknown --bin lienzo
rm -rf dist
mkdir -p dist
# The name section (Rust's function names, for stack traces) is a tenth of the module:
# it is left out, so a panic in the console shows its message and file:line but
# wasm-function[N] frames. LIENZO_WEB_NAMES=1 keeps it, for debugging.
names=(--remove-name-section)
[ "${LIENZO_WEB_NAMES:-}" = 1 ] && names=()
wasm-bindgen "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/web/lienzo.wasm" --out-dir dist --target web --no-typescript "${names[@]}"
# No wasm-opt: binaryen 132 (npm `binaryen`) takes 5% off the module but nothing off its
# gzipped size, at about a minute a build on two cores; Debian's binaryen (108) breaks
# the module (a WebAssembly.Table.set TypeError as the page starts).
cp web/index.html dist/
echo "web/build.sh: dist/ ready ($(du -h dist/lienzo_bg.wasm | cut -f1) of wasm)" >&2

if [[ " $* " == *" --serve "* ]]; then
    port=${PORT:-8080}
    echo "web/build.sh: serving dist/ on http://127.0.0.1:$port (WebGPU needs localhost or https)" >&2
    exec python3 -m http.server "$port" --bind 127.0.0.1 --directory dist
fi
