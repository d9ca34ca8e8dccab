#!/usr/bin/env python3
"""Writes scenes/stress-10k.json and scenes/stress-100k.json: circles, boxes, 8-gons and segments of size ~1%
of the world, mixed, from a fixed seed (the app's --bench-frames scenes). Imported, scene(count, path) writes
one of any size (the browser test's 50 and 1,000 shapes)."""
import json
import math
import random


def scene(count, path):
    rng = random.Random(20261122)
    world = 100.0 * math.sqrt(count / 10000)  # the density of the 10k scene in both
    shapes = []
    for i in range(count):
        cx, cy = rng.uniform(0, world), rng.uniform(0, world)
        kind = i % 4
        if kind == 0:
            shapes.append({"id": f"c{i}", "type": "circle", "center": [round(cx, 3), round(cy, 3)], "radius": round(rng.uniform(0.25, 0.5), 3)})
        elif kind == 1:
            hx, hy = rng.uniform(0.25, 0.5), rng.uniform(0.25, 0.5)
            shapes.append({"id": f"r{i}", "type": "rect", "min": [round(cx - hx, 3), round(cy - hy, 3)], "max": [round(cx + hx, 3), round(cy + hy, 3)]})
        elif kind == 2:
            r, rot = rng.uniform(0.25, 0.6), rng.uniform(0, 2 * math.pi)
            pts = [[round(cx + r * math.cos(rot + k * math.pi / 4), 3), round(cy + r * math.sin(rot + k * math.pi / 4), 3)] for k in range(8)]
            shapes.append({"id": f"p{i}", "type": "polygon", "points": pts})
        else:
            a = rng.uniform(0, 2 * math.pi)
            shapes.append({"id": f"s{i}", "type": "segment", "a": [round(cx, 3), round(cy, 3)], "b": [round(cx + math.cos(a), 3), round(cy + math.sin(a), 3)]})
    doc = {"hitlab": 1, "name": f"stress: {count} mixed shapes", "view": {"center": [world / 2, world / 2], "zoom": 800 / world}, "shapes": shapes}
    with open(path, "w") as f:
        f.write('{\n  "hitlab": 1,\n  "name": %s,\n  "view": %s,\n  "shapes": [\n    ' % (json.dumps(doc["name"]), json.dumps(doc["view"])))
        f.write(",\n    ".join(json.dumps(s) for s in shapes))
        f.write("\n  ]\n}\n")


if __name__ == "__main__":
    scene(10000, "scenes/stress-10k.json")
    scene(100000, "scenes/stress-100k.json")
