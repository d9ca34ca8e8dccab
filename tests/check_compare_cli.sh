#!/usr/bin/env bash
# hitlab-cli compare --json: one object per pair i < j in file order, "formula": null (and no verdicts) where
# no seed formula applies, the three verdicts and "disagree" where one does. On the 0.1 / 0.2 / 0.3 scene,
# float32 gets line / s2 wrong (a crossing that is not there) and line / s3 (a crossing it misses).
# Usage: check_compare_cli.sh HITLAB_CLI SCENES_DIR
set -euo pipefail
cli=$1 scenes=$2
"$cli" compare "$scenes/edge-0.1-0.2-0.3.json" --json | python3 -c '
import json, sys
pairs = json.load(sys.stdin)["pairs"]
assert [(p["a"], p["b"]) for p in pairs] == [("line", "pt"), ("line", "s2"), ("line", "s3"), ("pt", "s2"),
                                             ("pt", "s3"), ("s2", "s3")], pairs
none = [p for p in pairs if p["formula"] is None]
assert len(none) == 3 and all(set(p) == {"a", "b", "formula"} for p in none), none
by = {(p["a"], p["b"]): p for p in pairs}
want = {("line", "s2"): (True, False, False, True), ("line", "s3"): (False, True, True, True),
        ("s2", "s3"): (False, False, False, False)}
for k, (f32, f64, exact, disagree) in want.items():
    p = by[k]
    assert p["formula"] == "seed000.check_intersection", p
    assert (p["float32"], p["double"], p["exact"], p["disagree"]) == (f32, f64, exact, disagree), p
print("compare ok:", len(pairs), "pairs")
'
