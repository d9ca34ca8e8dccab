#!/usr/bin/python3
"""Times seed 000's NumPy expression (elementwise segment crossing) on 1,048,576 pairs.

Prints one JSON object: {"name": ..., "pairs": N, "seconds_per_run": best, "items_per_second": N / best}.
The arrays are built once; only the expression is timed (best of several runs).
"""
import json
import time

import numpy as np

N = 1 << 20
rng = np.random.default_rng(99)
a, b, c, d = (rng.uniform(-1, 1, size=(N, 2)) for _ in range(4))


def cross(u, v):  # the 2-D cross product (np.cross on 2-vectors is deprecated in NumPy 2)
    return u[:, 0] * v[:, 1] - u[:, 1] * v[:, 0]


def seed():
    return (cross(a - b, a - c) * cross(a - b, a - d) < 0) & (cross(c - d, c - a) * cross(c - d, c - b) < 0)


seed()
times = []
for _ in range(7):
    t0 = time.perf_counter()
    seed()
    times.append(time.perf_counter() - t0)
best = min(times)
print(json.dumps({"name": "BatchSegments/Elementwise/1048576/numpy", "pairs": N, "seconds_per_run": best,
                  "items_per_second": N / best}))
