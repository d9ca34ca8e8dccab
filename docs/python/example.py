"""hitlab for Python in a few lines, typed: `mypy --strict` accepts it (ctest python/mypy runs both).

    .venv/bin/python docs/python/example.py
"""
import math
from typing import List

import numpy as np

import hitlab
from hitlab import articles

# A pair, exactly: the relation, where the outlines meet, and the separating axes.
a = hitlab.Polygon([(0, 0), (2, 0), (1, 1.5)])
b = hitlab.Rect((2, 0), (3, 1))
result: hitlab.PairResult = hitlab.evaluate(a, b)
print(result.relation, result.points, result.distance)
if result.sat is not None and result.sat.first_separating is not None:
    axis: hitlab.SatAxis = result.sat.axes[result.sat.first_separating]
    print("separated on", axis.axis, axis.a, axis.b)

# The steps, in Japanese.
steps: List[str] = [s.text for s in hitlab.explain(a, b, lang="ja", names=("P", "R")).steps]
print(steps[-1])

# Seed 000's formula in double, against the exact answer.
print(articles.check_intersection(0.3, -0.1, -0.3, 0.2, 0, 0.2, 0.1, 0),
      hitlab.classify(hitlab.Segment((0.3, -0.1), (-0.3, 0.2)), hitlab.Segment((0, 0.2), (0.1, 0))))

# The NumPy batch: seed 000's arrays of points.
rng = np.random.default_rng(0)
p, q, r, s = (rng.uniform(-1, 1, (1000, 2)) for _ in range(4))
meet = hitlab.segments_meet(p, q, r, s)
print(int(meet.sum()), "of 1000 pairs meet")

# Your own test on trial: a circle test with a tolerance, hunted; each wrong answer shrunk to short numbers.
def circles_meet(c: hitlab.Circle, d: hitlab.Circle) -> bool:
    gap = math.hypot(c.center[0] - d.center[0], c.center[1] - d.center[1]) - c.radius - d.radius
    return gap < 1e-9


found: hitlab.Hunt = hitlab.hunt(circles_meet, "circle-circle", calls=20_000, seed=1)
finding: hitlab.Finding
for finding in found.findings:
    print(finding.kind, finding.a, finding.b, finding.exact)

# A scene: its pairs, and a regression expectation exported from one.
scene = hitlab.Scene([hitlab.NamedShape("a", a), hitlab.NamedShape("b", b)])
for pair in scene.pairs():
    if isinstance(pair, hitlab.PairResult):
        scene.expect.append(hitlab.Expectation.of(pair))
print(all(case.passed for case in scene.check(exact=True)))
