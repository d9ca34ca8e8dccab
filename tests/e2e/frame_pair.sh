#!/usr/bin/env bash
# End-to-end: a pair chosen in Results is framed. A scene whose view shows a small pair from afar (and a third
# shape far away); a real click on the Results row "a / b": the camera moves so that the pair's box lies
# inside the canvas and spans more than a third of it, the rest room for the SAT view beside it (the frame
# report's view=CX,CY,ZOOM and canvas).
# Usage: frame_pair.sh HITLAB WORKDIR
set -euo pipefail
app=$1 work=$2
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config LANG=C
cat >"$work/scene.json" <<'JSON'
{
  "hitlab": 1,
  "view": {"center": [50, 50], "zoom": 5},
  "shapes": [
    {"id": "a", "type": "circle", "center": [0, 0], "radius": 0.5},
    {"id": "b", "type": "rect", "min": [3, 0], "max": [4, 1]},
    {"id": "c", "type": "circle", "center": [100, 100], "radius": 1}
  ]
}
JSON
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1280x800
app_start "$work/scene.json" --size 1280x800
e2e_read_report
[[ $R_pair == -1,-1 ]] || { echo "FAIL: a pair is selected at the start: $R_pair"; exit 1; }
# The Results table's first row (the pair a / b, in file order), in the sidebar at 100% text; click waits
# for two frames after it, the frame lands in the first.
click 860 112
[[ $R_pair == 0,1 ]] || { echo "FAIL: the click did not select a / b: pair $R_pair"; exit 1; }
python3 - "$R_view" "$R_canvas" <<'PY'
import sys
cx, cy, zoom = map(float, sys.argv[1].split(","))
x0, y0, x1, y1 = map(float, sys.argv[2].split(","))
mx, my = (x0 + x1) / 2, (y0 + y1) / 2
px = lambda x: mx + (x - cx) * zoom
py = lambda y: my - (y - cy) * zoom
box = (px(-0.5), py(1), px(4), py(-0.5))  # the pair's box: x -0.5..4, y -0.5..1
print(f"view ({cx:.4g}, {cy:.4g}) zoom {zoom:.4g}: the pair spans x {box[0]:.0f}..{box[2]:.0f}, "
      f"y {box[1]:.0f}..{box[3]:.0f} of the canvas {x0:.0f}..{x1:.0f}, {y0:.0f}..{y1:.0f}")
assert x0 <= box[0] and box[2] <= x1 and y0 <= box[1] and box[3] <= y1, "the pair is not inside the canvas"
# (a third of the canvas or more: the rest is room for the SAT view's interval bars beside the pair)
assert box[2] - box[0] > (x1 - x0) / 3 or box[3] - box[1] > (y1 - y0) / 3, "the pair is not framed"
PY

# The pair by the keyboard alone (docs/sandbox.md): Tab to b's body, Enter (b the pair's first shape), Tab to
# c's body, Space: the pair b / c, framed as a pair from Results is.
tab_to() {
  local tabs
  for ((tabs = 0; tabs < 20; ++tabs)); do
    e2e_read_report
    [[ $R_focus == "$1" ]] && return
    press Tab
  done
  echo "FAIL: 20 Tabs and the focus is $R_focus, not $1"; exit 1
}
tab_to 1,body,0
press Return
e2e_read_report
[[ $R_key_pair == 1 && $R_pair == 0,1 ]] || { echo "FAIL: Enter on b: key_pair=$R_key_pair pair=$R_pair"; exit 1; }
tab_to 2,body,0
press space
wait_report 'R_framed == 1' "the keyboard's pair framed"
[[ $R_pair == 1,2 && $R_key_pair == -1 ]] || { echo "FAIL: Space on c: pair $R_pair, key_pair=$R_key_pair"; exit 1; }
python3 -c "import sys; cx, cy, z = map(float, sys.argv[1].split(',')); sys.exit(0 if cx > 10 and cy > 10 else 1)" "$R_view" ||
  { echo "FAIL: the pair b / c is not framed: view $R_view"; exit 1; }
echo "ok: the pair b / c picked by Tab, Enter, Tab, Space, and framed (view $R_view)"
