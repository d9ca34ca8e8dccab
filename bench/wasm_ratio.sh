#!/usr/bin/env bash
# The wasm core's speed against native on hitlab-bench's pair cases (docs/performance.md, "The web build"):
# the web build's hitlab-bench (the pair cases, the fast path with WebAssembly SIMD, under node) and its
# hitlab-bench-reference (the reference path, as the page was built before it had SIMD) beside the native
# release (fast path) and reference builds', in one sitting, as a Markdown table of time per call and the
# ratios: what SIMD earns in wasm, and wasm SIMD against native's fast path (issue 40: the polygon families
# within 2x).
# Needs scripts/web_deps.sh --for-bench (Google Benchmark and Box2D built for wasm from Debian's source
# packages); builds what it runs.
# Usage: bench/wasm_ratio.sh [MIN_TIME_SECONDS]   (default 0.5)
set -euo pipefail
cd "$(dirname "$0")/.."
min_time=${1:-0.5}
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
scripts/web_deps.sh --for-bench >&2
for preset in release reference; do
  cmake --preset $preset >/dev/null && cmake --build --preset $preset -j"$(nproc)" --target hitlab-bench >&2
done
cmake --preset web >/dev/null && cmake --build --preset web -j"$(nproc)" --target hitlab-bench hitlab-bench-reference >&2
filter='Relation/|Full/|Collide/'
run() { "$@" --benchmark_filter="$filter" --benchmark_min_time="$min_time" --benchmark_format=csv 2>/dev/null; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
run build/release/bin/hitlab-bench >"$dir/release.csv"
run build/reference/bin/hitlab-bench >"$dir/reference.csv"
run node build/web/hitlab-bench.js >"$dir/wasm.csv"
run node build/web/hitlab-bench-reference.js >"$dir/wasmref.csv"
python3 - "$dir" <<'PY'
import csv, sys
def load(name):
    rows = {}
    with open(f"{sys.argv[1]}/{name}.csv") as f:
        for r in csv.DictReader(line for line in f if line.count(",") > 3):
            rows[r["name"]] = float(r["time_per_call"]) if r.get("time_per_call") else None
    return rows
rel, ref, wasm, wasmref = load("release"), load("reference"), load("wasm"), load("wasmref")
print("| case | native fast | native reference | wasm SIMD (fast) | wasm reference | SIMD's gain in wasm "
      "| wasm SIMD / native fast | wasm reference / native reference |")
print("|---|---|---|---|---|---|---|---|")
fmt = lambda s: f"{s * 1e9:.1f} ns" if s < 1e-6 else f"{s * 1e6:.2f} us"
for name in wasm:
    if all(name in t and t[name] for t in (rel, ref, wasm, wasmref)):
        print(f"| {name} | {fmt(rel[name])} | {fmt(ref[name])} | {fmt(wasm[name])} | {fmt(wasmref[name])} | "
              f"{wasmref[name] / wasm[name]:.2f}x | {wasm[name] / rel[name]:.2f}x | {wasmref[name] / ref[name]:.2f}x |")
PY
