#!/usr/bin/env bash
# End-to-end: the 0.1 / 0.2 / 0.3 scene in the real app: the pairs whose seed formula float32 gets wrong
# (line / s2, line / s3) carry a marker on the canvas between their shapes, a pair it gets right (s2 / s3)
# none. Usage: formula_marker.sh HITLAB SCENES_DIR WORKDIR
set -euo pipefail
app=$1 scenes=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config LANG=C
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1400x900
scene=$scenes/edge-0.1-0.2-0.3.json
out=$("$app" "$scene" --size 1280x800 --pair line,s2 --keep-view --screenshot "$work/shot.png" --frames 3)
read -r x0 y0 x1 y1 < <(sed -E 's/.*canvas ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)\)/\1 \2 \3 \4/' <<<"$out")
python3 - "$here" "$scene" "$work/shot.png" "$x0" "$y0" "$x1" "$y1" <<'PY'
import json, sys
sys.path.insert(0, sys.argv[1])
from png_pixel import decode
scene = json.load(open(sys.argv[2]))
rows, ch = decode(sys.argv[3])
x0, y0, x1, y1 = map(int, sys.argv[4:8])
(vx, vy), zoom = scene["view"]["center"], scene["view"]["zoom"]
shapes = {s["id"]: s for s in scene["shapes"]}
def center(s):  # of the shape's box
    pts = [s["a"], s["b"]] if s["type"] == "segment" else [s["p"]]
    return [(min(p[k] for p in pts) + max(p[k] for p in pts)) / 2 for k in (0, 1)]
def pink_around(a, b):
    ca, cb = center(shapes[a]), center(shapes[b])
    wx, wy = (ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2
    px, py = round((x0 + x1) / 2 + (wx - vx) * zoom), round((y0 + y1) / 2 - (wy - vy) * zoom)
    count = 0
    for y in range(py - 12, py + 13):
        for x in range(px - 12, px + 13):
            r, g, b = rows[y][x * ch:x * ch + 3]
            count += r > 200 and 80 < g < 150 and b > 150
    return count
marked, unmarked = pink_around("line", "s2") + 0, pink_around("s2", "s3")
print(f"marker pixels: line / s2 {marked}, line / s3 {pink_around('line', 's3')}, s2 / s3 {unmarked}")
assert marked > 20 and pink_around("line", "s3") > 20, "a pair float32 gets wrong has no marker"
assert unmarked == 0, "a pair every arithmetic gets right is marked"
PY
cli=$(dirname "$app")/hitlab-cli
[[ -x $cli ]] && "$cli" compare "$scene" | grep -q "line / s2.*DISAGREE"
echo "e2e formula marker ok"
