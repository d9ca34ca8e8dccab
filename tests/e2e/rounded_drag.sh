#!/usr/bin/env bash
# End-to-end: a rounded rect in the real app under Xvfb, driven with real X input (xdotool).
#  1. drag its radius handle (its top side, at the middle) up from 0.5 to 1.5 units, Ctrl+S: the saved file is
#     format version 3, the rect's radius is the pointer's distance from its box, and it now overlaps the
#     circle above it (exactly, by the CLI);
#  2. Ctrl+Z, Ctrl+S: the rect is back as it was (every value equal);
#  3. the grown rect drawn: a pixel inside it, beyond the old radius, in the overlap tint, and the rounded
#     corner's outside (within the box's corner, beyond the arc) not.
# Usage: rounded_drag.sh HITLAB HITLAB_CLI WORKDIR
set -euo pipefail
app=$1 cli=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config
scene=$work/scene.json
cat > "$scene" <<'JSON'
{
  "hitlab": 3,
  "view": {"center": [4.5, 0], "zoom": 50},
  "shapes": [
    {"id": "r", "type": "rect", "min": [1, -3], "max": [5, -1], "radius": 0.5},
    {"id": "c", "type": "circle", "center": [3, 1], "radius": 1}
  ]
}
JSON
cp "$scene" "$work/original.json"

source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1200x800
e2e_canvas "$scene" 1000x700 4.5 0 50  # (the scene's view: world (x, y) at px x y)
app_start "$scene" --size 1000x700

# 1. The radius handle at (3, -0.5), dragged 50 pixels up (1 unit) in four moves: radius 1.5.
read -r hx hy < <(px 3 -0.5)
drag "$hx" "$hy" "$hx" $((hy - 50)) 4
press ctrl s
version=$(python3 -c "import json; print(json.load(open('$scene'))['hitlab'])")
[[ $version == 3 ]] || { echo "FAIL: the saved file says version $version"; exit 1; }
r=$(python3 -c "import json; print(json.load(open('$scene'))['shapes'][0]['radius'])")
echo "after the radius drag: radius $r"
python3 -c "import sys; sys.exit(0 if abs($r - 1.5) < 0.05 else 1)" || { echo "FAIL: radius $r, not 1.5"; exit 1; }
rel=$("$cli" eval "$scene" | python3 -c "import json,sys; print(json.load(sys.stdin)['pairs'][0]['relation'])")
[[ $rel == overlapping ]] || { echo "FAIL: r/c is $rel after the drag"; exit 1; }
cp "$scene" "$work/grown.json"

# 2. Undo: the file as it was.
press ctrl z
press ctrl s
python3 -c "import json, sys; sys.exit(json.load(open('$scene'))['shapes'] != json.load(open('$work/original.json'))['shapes'])" ||
  { echo "FAIL: undo did not bring the rect back"; cat "$scene"; exit 1; }
app_kill

# 3. The grown rect drawn: (1.2, -0.2) lies 0.8 above its box, inside radius 1.5 and outside 0.5 (and
#    outside the circle); (-0.3, 0.3) lies within the box grown square, but 1.84 from its corner (1, -1).
"$app" "$work/grown.json" --size 1000x700 --screenshot "$work/shot.png" --frames 3
read -r r1 g1 b1 < <(python3 "$here/png_pixel.py" "$work/shot.png" $(px 1.2 -0.2))
echo "inside the grown rect: $r1 $g1 $b1"
(( r1 > g1 + 20 && r1 > b1 + 20 )) || { echo "FAIL: the rect is not drawn there in the overlap tint"; exit 1; }
read -r r2 g2 b2 < <(python3 "$here/png_pixel.py" "$work/shot.png" $(px -0.3 0.3))
echo "beyond the rounded corner: $r2 $g2 $b2"
(( r2 < g2 + 20 )) || { echo "FAIL: the corner is drawn square, not rounded"; exit 1; }
echo "e2e ok"
