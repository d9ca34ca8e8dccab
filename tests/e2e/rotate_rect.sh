#!/usr/bin/env bash
# End-to-end: a rounded rect turned by R + drag in the real app under Xvfb (xdotool): it becomes the polygon
# of its rotated corners, its radius kept; Ctrl+Z brings the rect back.
#  1. hold R, drag a point of the rect a quarter turn about its centre (3, -2), release, Ctrl+S: the saved
#     shape is a polygon of four vertices, each the rect's corner turned by the drag's angle (within the
#     pointer's pixel), with the rect's radius, in format version 3;
#  2. Ctrl+Z, Ctrl+S: the rect as it was;
#  3. a click selects it; its rotation handle (above the centre, clear of the rounded rect's bounds by a
#     quarter of their larger side: (3, 0.375)) dragged a quarter turn about the centre, without R: the same
#     polygon turned by the handle's angle;
#  4. Ctrl+Z, then [ twice (the keyboard's turn, 15 degrees counter-clockwise each): the polygon turned by 30
#     degrees; Ctrl+Z twice: the rect again.
# Usage: rotate_rect.sh HITLAB WORKDIR
set -euo pipefail
app=$1 work=$2
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config
scene=$work/scene.json
cat > "$scene" <<'JSON'
{
  "hitlab": 3,
  "view": {"center": [4.5, 0], "zoom": 50},
  "shapes": [
    {"id": "r", "type": "rect", "min": [1, -3], "max": [5, -1], "radius": 0.25}
  ]
}
JSON
cp "$scene" "$work/original.json"

source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1200x800
e2e_canvas "$scene" 1000x700 4.5 0 50  # (the scene's view: world (x, y) at px x y)
app_start "$scene" --size 1000x700

# A drag with the left button along the circle of radius $1 about the centre (3, -2), from angle $2 to $3
# degrees in steps of 15; `done0` is the button count the drag starts from.
arc_drag() {
  local radius=$1 from=$2 to=$3 t x y
  read -r x y < <(px "$(python3 -c "import math; print(3 + $radius * math.cos(math.radians($from)))")" \
                     "$(python3 -c "import math; print(-2 + $radius * math.sin(math.radians($from)))")")
  move "$x" "$y"
  xdotool mousedown 1
  wait_report "R_buttons >= done0 + 1 && R_idle >= 1" "the button down"
  for ((t = from + 15; t <= to; t += 15)); do
    read -r x y < <(python3 -c "import math; t = math.radians($t); print($X + round(50 * (3 + $radius * math.cos(t) - 4.5)), $Y - round(50 * (-2 + $radius * math.sin(t))))")
    move "$x" "$y"
  done
  xdotool mouseup 1
  wait_report "R_buttons >= done0 + 2 && R_idle >= 2" "two frames after the button up"
}

# 1. Hold R and drag (4.5, -2) (1.5 right of the centre) to (3, -0.5) (1.5 above it) along the arc.
hold r
done0=$R_buttons
arc_drag 1.5 0 90
release r
press ctrl s
python3 - "$scene" <<'PY' || { echo "FAIL: the rect was not turned into its rotated corners"; cat "$scene"; exit 1; }
import json, math, sys
scene = json.load(open(sys.argv[1]))
s = scene["shapes"][0]
assert scene["hitlab"] == 3 and s["type"] == "polygon" and s["radius"] == 0.25, s
pts = s["points"]
assert len(pts) == 4, pts
# The drag's angle from the first vertex (the corner (1, -3) turned about (3, -2)); every corner turned by it.
a = math.atan2(pts[0][1] + 2, pts[0][0] - 3) - math.atan2(-1, -2)
print("turned by %.1f degrees" % math.degrees(a))
assert abs(math.degrees(a) - 90) < 3, a
for (x, y), (cx, cy) in zip(pts, [(1, -3), (5, -3), (5, -1), (1, -1)]):
    dx, dy = cx - 3, cy - (-2)
    want = (3 + math.cos(a) * dx - math.sin(a) * dy, -2 + math.sin(a) * dx + math.cos(a) * dy)
    assert math.hypot(x - want[0], y - want[1]) < 1e-9, ((x, y), want)
PY

# 2. Undo: the rect as it was.
press ctrl z
press ctrl s
python3 -c "import json, sys; sys.exit(json.load(open('$scene'))['shapes'] != json.load(open('$work/original.json'))['shapes'])" ||
  { echo "FAIL: undo did not bring the rect back"; cat "$scene"; exit 1; }

# 3. Select by a click on the body, then drag the rotation handle from above the centre to its left.
read -r x y < <(px 2 -2)
click "$x" "$y"  # (it waits for the click's frames)
done0=$R_buttons
arc_drag 2.375 90 180  # (the handle at (3, 0.375): 2.375 above the centre)
press ctrl s
python3 - "$scene" <<'PY' || { echo "FAIL: the rotation handle did not turn the rect"; cat "$scene"; exit 1; }
import json, math, sys
s = json.load(open(sys.argv[1]))["shapes"][0]
assert s["type"] == "polygon" and s["radius"] == 0.25 and len(s["points"]) == 4, s
a = math.atan2(s["points"][0][1] + 2, s["points"][0][0] - 3) - math.atan2(-1, -2)
print("turned by the handle: %.1f degrees" % math.degrees(a))
assert abs(math.degrees(a) - 90) < 3, a
PY

# 4. The keyboard: undo the handle's turn, then [ [.
press ctrl z
press bracketleft
press bracketleft
press ctrl s
python3 - "$scene" <<'PY' || { echo "FAIL: [ did not turn the rect by 15 degrees twice"; cat "$scene"; exit 1; }
import json, math, sys
s = json.load(open(sys.argv[1]))["shapes"][0]
assert s["type"] == "polygon" and s["radius"] == 0.25 and len(s["points"]) == 4, s
for (x, y), (cx, cy) in zip(s["points"], [(1, -3), (5, -3), (5, -1), (1, -1)]):
    a = math.radians(30)
    want = (3 + math.cos(a) * (cx - 3) - math.sin(a) * (cy + 2), -2 + math.sin(a) * (cx - 3) + math.cos(a) * (cy + 2))
    assert math.hypot(x - want[0], y - want[1]) < 1e-12, ((x, y), want)
print("turned by the keyboard: 30 degrees")
PY
press ctrl z
press ctrl z
press ctrl s
python3 -c "import json, sys; sys.exit(json.load(open('$scene'))['shapes'] != json.load(open('$work/original.json'))['shapes'])" ||
  { echo "FAIL: two undos did not bring the rect back"; cat "$scene"; exit 1; }
app_kill
echo "e2e ok"
