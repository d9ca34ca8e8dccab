#!/usr/bin/python3
"""hitlab for Python's budgets (issue 39), measured in one run on this machine:

- the batch from Python (``hitlab.segment_relations`` on (N, 2) arrays of 2^20 random segment pairs) against
  the C++ batch over the same kind of rows (``hitlab-bench``'s BatchSegments/Rows/1048576), in pairs per
  second: budget >= 0.8x; and against seed 000's NumPy expression on the same arrays (hitlab should be faster,
  and it is exact where the expression is not);
- the capsule batch (``hitlab.capsule_relations``, the same rows with radii in [0, 0.1)) against the segment
  batch per row: budget within 2x (issue 51);
- 1M rays through 100,000 boxes (``hitlab.RayScene.cast``, issue 52), in rays per second (the C++ peers:
  hitlab-bench's Rays100k);
- the hunt of a vectorised Python judge (seed 000's NumPy expression, segment-segment, one core): budget
  >= 1 million pairs per second; and of the article's scalar ``check_intersection``, for scale.

Usage: bench/python_bench.py [BUILD_DIR]   (default build/release; PYTHONPATH is set from it)
"""
import json
import os
import subprocess
import sys
import time

build = sys.argv[1] if len(sys.argv) > 1 else "build/release"
sys.path.insert(0, os.path.join(build, "python"))
import numpy as np  # noqa: E402

import hitlab  # noqa: E402

N = 1 << 20


def best_of(runs, fn):
    fn()
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times), sorted(times)[len(times) // 2]


def cross(u, v):
    return u[:, 0] * v[:, 1] - u[:, 1] * v[:, 0]


def seed_expression(a, b, c, d):  # seed 000, as the article writes it (np.cross spelt out for NumPy 2)
    return (cross(a - b, a - c) * cross(a - b, a - d) < 0) & (cross(c - d, c - a) * cross(c - d, c - b) < 0)


def check_intersection(ax, ay, bx, by, cx, cy, dx, dy):  # seed 000's scalar test, unchanged
    dax, day = ax - bx, ay - by
    dcx, dcy = cx - dx, cy - dy
    ta = dcx * (ay - cy) + dcy * (cx - ax)
    tb = dcx * (by - cy) + dcy * (cx - bx)
    tc = dax * (cy - ay) + day * (ax - cx)
    td = dax * (dy - ay) + day * (ax - dx)
    return tc * td < 0 and ta * tb < 0


# [SECTION] The batch
rng = np.random.default_rng(99)
a, b, c, d = (rng.uniform(-1, 1, size=(N, 2)) for _ in range(4))
py_min, py_med = best_of(10, lambda: hitlab.segment_relations(a, b, c, d))
np_min, np_med = best_of(5, lambda: seed_expression(a, b, c, d))
out = subprocess.run([os.path.join(build, "bin", "hitlab-bench"),
                      "--benchmark_filter=^BatchSegments/Rows/1048576/hitlab$", "--benchmark_format=json",
                      "--benchmark_repetitions=10"], capture_output=True, text=True, check=True).stdout
runs = [r for r in json.loads(out)["benchmarks"] if r.get("run_type") == "iteration"]
unit = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[runs[0]["time_unit"]]
cpp = sorted(r["real_time"] * unit for r in runs)
cpp_min, cpp_med = cpp[0], cpp[len(cpp) // 2]
print(f"SIMD target: {hitlab.simd_target()}")
print(f"batch, {N:,} segment pairs (min / median of 10):")
print(f"  C++ hitlab-bench BatchSegments/Rows      {cpp_min * 1e3:8.2f} / {cpp_med * 1e3:.2f} ms")
print(f"  Python hitlab.segment_relations          {py_min * 1e3:8.2f} / {py_med * 1e3:.2f} ms   "
      f"{cpp_min / py_min:.2f}x / {cpp_med / py_med:.2f}x the C++ pairs per second (budget >= 0.8x)")
print(f"  seed 000's NumPy expression              {np_min * 1e3:8.2f} / {np_med * 1e3:.2f} ms   "
      f"hitlab from Python {np_min / py_min:.1f}x / {np_med / py_med:.1f}x faster")

ra, rb = (rng.uniform(0, 0.1, size=N) for _ in range(2))
cap_min, cap_med = best_of(10, lambda: hitlab.capsule_relations(a, b, ra, c, d, rb))
print(f"  Python hitlab.capsule_relations          {cap_min * 1e3:8.2f} / {cap_med * 1e3:.2f} ms   "
      f"{cap_min / py_min:.2f}x / {cap_med / py_med:.2f}x the segment batch's time per row (budget <= 2x)")

# [SECTION] Rays: 1M rays through 100,000 boxes from NumPy (hitlab-bench's Rays100k scene, drawn afresh)
boxes_at = rng.uniform(0, 2000, size=(100_000, 2))
halves = rng.uniform(0.25, 1, size=(100_000, 2))
angles = rng.uniform(0, np.pi, size=100_000)
shapes = []
for i in range(100_000):
    (x, y), (hx, hy) = boxes_at[i], halves[i]
    shapes.append(hitlab.Rect((x - hx, y - hy), (x + hx, y + hy)) if i % 2 == 0
                  else hitlab.Polygon.box((x, y), (hx, hy), angles[i]))
t0 = time.perf_counter()
scene = hitlab.RayScene(shapes)
built = time.perf_counter() - t0
origins = rng.uniform(0, 2000, size=(N, 2))
turn = rng.uniform(0, 2 * np.pi, size=N)
motions = np.stack([40 * np.cos(turn), 40 * np.sin(turn)], axis=1)
ray_min, ray_med = best_of(3, lambda: scene.cast(origins, motions))
hit_share = (scene.cast(origins[:65536], motions[:65536]).shape >= 0).mean()
print(f"rays: {N:,} rays 40 long through 100,000 boxes (the tree built in {built:.2f} s): "
      f"{N / ray_min / 1e3:,.0f} k / {N / ray_med / 1e3:,.0f} k rays/s on one core (min / median of 3), "
      f"{hit_share:.0%} of them hit")

# [SECTION] The hunt
for label, fn, options in [("vectorised: seed 000's NumPy expression", seed_expression, dict(vectorized=True)),
                           ("scalar: seed 000's check_intersection", check_intersection, {})]:
    calls = 4_000_000 if options else 400_000
    h = hitlab.hunt(fn, "segment-segment", touching="strict", calls=calls, seed=0, **options)
    rate = h.calls / h.seconds
    budget = " (budget >= 1,000,000)" if options else ""
    print(f"hunt, {label}: {h.calls:,} pairs in {h.seconds:.2f} s, {rate:,.0f} pairs/s on one core{budget}; "
          f"{len(h.findings)} kinds of wrong answer")
