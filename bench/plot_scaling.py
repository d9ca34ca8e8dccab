"""Draws the all-pairs scaling plot from hitlab-bench JSON: time per query against shape count, log-log."""
import json
import re
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

data = json.load(open(sys.argv[1]))
series = {}
for b in data["benchmarks"]:
    m = re.fullmatch(r"(AllPairs|BoxPairs)/(\d+)/(hitlab|box2d)", b["name"])
    if not m:
        continue
    scale = {"ns": 1e-6, "us": 1e-3, "ms": 1, "s": 1e3}[b["time_unit"]]
    label = {
        ("AllPairs", "hitlab"): "hitlab: broad phase + exact relation",
        ("BoxPairs", "hitlab"): "hitlab: broad phase only",
        ("AllPairs", "box2d"): "Box2D 2.4.1 b2DynamicTree: broad phase only",
    }[(m[1], m[3])]
    series.setdefault(label, []).append((int(m[2]), b["real_time"] * scale))

ctx = data["context"]
fig, ax = plt.subplots(figsize=(7, 4.5), dpi=110)
for label, pts in sorted(series.items()):
    pts.sort()
    ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", label=label)
ax.set_xscale("log")
ax.set_yscale("log")
ax.set_xlabel("shapes (circles, boxes, 8-gons, segments; world 100 x 100, sizes ~1)")
ax.set_ylabel("ms per full query")
ax.set_title(f"All meeting pairs — {ctx['date'][:10]}, {ctx['num_cpus']} x {ctx['mhz_per_cpu']} MHz, one core")
ax.grid(True, which="both", alpha=0.3)
ax.legend(fontsize=8)
fig.tight_layout()
fig.savefig(sys.argv[2])
