#!/usr/bin/env bash
# Runs hitlab-bench and the NumPy seed in one go and prints every ratio against its target.
#   bench/compare.sh [BUILD_DIR]   (default build/release; writes BUILD_DIR/bench.json and numpy.json)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
# Every benchmark 5 times in random interleaved order, so a slow spell of this shared machine hits all of them
# alike; the ratios use the medians. The 3k..1M all-pairs sizes are for bench/scaling.sh.
"$build/bin/hitlab-bench" --benchmark_format=console --benchmark_out="$build/bench.json" --benchmark_out_format=json \
  --benchmark_filter='-/(3000|30000|300000|1000000)/' --benchmark_min_time=0.2 --benchmark_repetitions=5 \
  --benchmark_enable_random_interleaving=true --benchmark_report_aggregates_only=true >&2
/usr/bin/python3 bench/numpy_seed.py > "$build/numpy.json"
python3 - "$build/bench.json" "$build/numpy.json" <<'PY'
import json, sys
bench = {b["run_name"]: b for b in json.load(open(sys.argv[1]))["benchmarks"] if b.get("aggregate_name") == "median"}
numpy = json.load(open(sys.argv[2]))
def per_call(name):  # ns per call: iteration time over the 1024 cases
    b = bench[name]
    scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b["time_unit"]]
    return b["real_time"] * scale / 1024
def ms(name):
    b = bench[name]
    return b["real_time"] * {"ns": 1e-6, "us": 1e-3, "ms": 1, "s": 1e3}[b["time_unit"]]
rows = []
def ratio(label, value, target, better="le", unit="x"):
    ok = value <= target if better == "le" else value >= target
    rows.append((label, f"{value:.3g}{unit}", ("<= " if better == "le" else ">= ") + f"{target:g}{unit}", "yes" if ok else "NO"))
for fam, ours, peer, target in [("Poly8 relation", "Poly8/Relation/hitlab", "Poly8/TestOverlap/box2d", 0.5),
                                ("Poly8 full", "Poly8/Full/hitlab", "Poly8/Collide/box2d", 1.0),
                                ("Box relation", "Box/Relation/hitlab", "Box/Collide/box2d", 0.5),
                                ("Circle relation", "Circle/Relation/hitlab", "Circle/Collide/box2d", 1.0),
                                ("SegmentCircle relation", "SegmentCircle/Relation/hitlab", "SegmentCircle/Collide/box2d", 1.0),
                                ("Segment relation vs seed float test", "Segment/Relation/hitlab", "Segment/SeedStraddle/naive", 1.5)]:
    ratio(f"{fam}: {per_call(ours):.1f} ns vs {per_call(peer):.1f} ns", per_call(ours) / per_call(peer), target)
big, small, mem = bench["BatchSegments/Elementwise/1048576/hitlab"], bench["BatchSegments/Elementwise/16384/hitlab"], bench["Memory/StreamRead"]
ceiling = mem["bytes_per_second"] / 64  # 64 bytes read per pair (8 doubles)
ratio(f"Batch 1M: {big['items_per_second']/1e6:.0f} M pairs/s of a {ceiling/1e6:.0f} M/s memory ceiling", big["items_per_second"] / ceiling, 0.8, "ge")
ratio(f"Batch 1M vs NumPy seed ({numpy['items_per_second']/1e6:.1f} M pairs/s)", big["items_per_second"] / numpy["items_per_second"], 15, "ge")
cache = bench["Memory/StreamRead/1MiB"]["bytes_per_second"] / 64  # reading the 16k case's own 1 MiB alone
ratio(f"Batch 16k (L2) pair tests per second; reading its 1 MiB alone allows {cache/1e9:.2f} G/s", small["items_per_second"] / 1e9, 2, "ge", " G/s")
half, halfRead = bench["BatchSegments/Elementwise/8192/hitlab"], bench["Memory/StreamRead/512KiB"]["bytes_per_second"] / 64
info = [f"Batch 8k (512 KiB, inside this VM's L2): {half['items_per_second']/1e9:.2f} G pair tests/s; reading 512 KiB alone allows {halfRead/1e9:.2f} G/s",
        f"Poly8 full, its halves: the apart pairs {per_call('Poly8/FullApart/hitlab'):.1f} ns, "
        f"the overlapping ones {per_call('Poly8/FullOverlapping/hitlab'):.1f} ns",
        f"Poly8 full from plain (unprepared) shapes: {per_call('Poly8/FullUnprepared/hitlab'):.1f} ns, "
        f"{per_call('Poly8/FullUnprepared/hitlab') / per_call('Poly8/Collide/box2d'):.2f}x Box2D's collide",
        f"Circle vs 8-gon full result: {per_call('CirclePoly8/Full/hitlab'):.1f} ns, "
        f"{per_call('CirclePoly8/Full/hitlab') / per_call('CirclePoly8/Collide/box2d'):.1f}x Box2D's collide "
        f"({per_call('CirclePoly8/Collide/box2d'):.1f} ns: a contact manifold only)",
        f"16-gon vs 8-gon full result (no Box2D peer: its polygons hold 8 vertices): {per_call('Poly16x8/Full/hitlab'):.1f} ns"]
for n in ("10000", "100000"):
    ratio(f"AllPairs {n}: {ms(f'AllPairs/{n}/hitlab'):.1f} ms vs Box2D tree {ms(f'AllPairs/{n}/box2d'):.1f} ms",
          ms(f"AllPairs/{n}/hitlab") / ms(f"AllPairs/{n}/box2d"), 0.25)
fallbacks = {name: b["exact_fallbacks_per_call"] for name, b in bench.items() if "exact_fallbacks_per_call" in b}
print("| measure | ratio | target | met |\n|---|---|---|---|")
for r in rows:
    print("| " + " | ".join(r) + " |")
for line in info:
    print("\n" + line)
print("\nExact fallbacks per call (median run): " + ", ".join(f"{k} {v:g}" for k, v in sorted(fallbacks.items()) if k.endswith("/hitlab")))
PY
