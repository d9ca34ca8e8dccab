#!/usr/bin/env bash
# End-to-end: the perturbation explorer in the real app under Xvfb. On the 0.1 / 0.2 / 0.3 scene with the
# pair pt / line, the strip of pt's x (moved by -64..64 ulps) has exactly one cell where the point lies on the
# line (0.3 - 0.2 is a double: two ulps below 0.1). A real click on that cell moves pt there, Ctrl+S writes
# it, Ctrl+Z and Ctrl+S put 0.1 back. The strip is found on the X screen itself (Xvfb -fbdir).
# Usage: perturb_click.sh HITLAB SCENES_DIR WORKDIR
set -euo pipefail
app=$1 scenes=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work/fb"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config LANG=C
cp "$scenes/edge-0.1-0.2-0.3.json" "$work/scene.json"
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1280x800 -fbdir "$work/fb"
app_start "$work/scene.json" --size 1280x800 --pair pt,line
# The strip's row: the longest run of the relation colors in the sidebar; the cell in the overlap color.
read -r cx cy < <(python3 - "$here" "$work/fb/Xvfb_screen0" <<'PY'
import struct, sys
data = open(sys.argv[2], "rb").read()
h = struct.unpack(">20I", data[:80])
size, width, height, bpl, ncolors = h[0], h[4], h[5], h[12], h[19]
start = size + 12 * ncolors
def rgb(x, y):
    (v,) = struct.unpack_from("<I", data, start + y * bpl + 4 * x)
    return (v >> 16) & 255, (v >> 8) & 255, v & 255
best = None
for y in range(20, height - 30):
    blue = [x for x in range(width // 2, width) if rgb(x, y) == (70, 130, 230)]
    red = [x for x in range(width // 2, width) if rgb(x, y) == (235, 80, 80)]
    if len(blue) > 200 and red and (best is None or len(blue) > best[0]):
        best = (len(blue), (min(red) + max(red)) // 2, y)
assert best, "no strip with one overlap cell found on the screen"
print(best[1], best[2])
PY
)
echo "the on-the-line cell is at ($cx, $cy)"
x_of_pt() { python3 -c "import json; print(repr([s for s in json.load(open('$work/scene.json'))['shapes'] if s['id'] == 'pt'][0]['p'][0]))"; }
click "$cx" "$cy"
move 400 700  # (off the sidebar: the keys go to the canvas)
press ctrl s
moved=$(x_of_pt)
[[ $moved == 0.09999999999999998 ]] || { echo "FAIL: the click left pt.x = $moved"; cat "$work/app.log"; exit 1; }
rel=$("$(dirname "$app")/hitlab-cli" eval "$work/scene.json" --pair line,pt | python3 -c "import json,sys; print(json.load(sys.stdin)['pairs'][0]['relation'])")
[[ $rel != disjoint ]] || { echo "FAIL: pt is not on the line after the click"; exit 1; }
press ctrl z
press ctrl s
back=$(x_of_pt)
[[ $back == 0.1 ]] || { echo "FAIL: undo left pt.x = $back"; exit 1; }
echo "clicked pt.x to $moved ($rel), undo back to $back"
echo "e2e perturb ok"
