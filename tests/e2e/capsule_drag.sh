#!/usr/bin/env bash
# End-to-end: a capsule in the real app under Xvfb, driven with real X input (xdotool).
#  1. drag the capsule's radius handle (its left side, at the middle) up from 0.5 to 2.5 units, Ctrl+S: the
#     saved file is format version 2, the capsule's radius is the pointer's distance from its segment, and it
#     now overlaps the circle above it (exactly, by the CLI);
#  2. drag its end b two units right, Ctrl+S: b moved, a and the radius did not;
#  3. Ctrl+Z twice, Ctrl+S: the capsule is back as it was (every value equal);
#  4. the grown capsule drawn: a pixel inside it, beyond the old radius, in the overlap tint.
# Usage: capsule_drag.sh HITLAB HITLAB_CLI WORKDIR
set -euo pipefail
app=$1 cli=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config
scene=$work/scene.json
cat > "$scene" <<'JSON'
{
  "hitlab": 2,
  "view": {"center": [4.5, 0], "zoom": 50},
  "shapes": [
    {"id": "k", "type": "capsule", "a": [1, -2], "b": [5, -2], "radius": 0.5},
    {"id": "c", "type": "circle", "center": [3, 1], "radius": 1}
  ]
}
JSON
cp "$scene" "$work/original.json"

source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1200x800
e2e_canvas "$scene" 1000x700 4.5 0 50  # (the scene's view: world (x, y) at px x y)
field() { python3 -c "import json; k = json.load(open('$scene'))['shapes'][0]; print($1)"; }
app_start "$scene" --size 1000x700

# 1. The radius handle at (3, -1.5), dragged 100 pixels up (2 units) in four moves: radius 2.5.
read -r hx hy < <(px 3 -1.5)
drag "$hx" "$hy" "$hx" $((hy - 100)) 4
press ctrl s
version=$(python3 -c "import json; print(json.load(open('$scene'))['hitlab'])")
[[ $version == 2 ]] || { echo "FAIL: the saved file says version $version"; exit 1; }
r=$(field "k['radius']")
echo "after the radius drag: radius $r"
python3 -c "import sys; sys.exit(0 if abs($r - 2.5) < 0.05 else 1)" || { echo "FAIL: radius $r, not 2.5"; exit 1; }
rel=$("$cli" eval "$scene" | python3 -c "import json,sys; print(json.load(sys.stdin)['pairs'][0]['relation'])")
[[ $rel == overlapping ]] || { echo "FAIL: k/c is $rel after the drag"; exit 1; }
cp "$scene" "$work/grown.json"

# 2. The end b at (5, -2), dragged 100 pixels right: b = (7, -2); a and the radius stay.
read -r bx by < <(px 5 -2)
drag "$bx" "$by" $((bx + 100)) "$by" 4
press ctrl s
b=$(field "k['b']") a=$(field "k['a']") r2=$(field "k['radius']")
echo "after the end drag: a $a, b $b, radius $r2"
python3 -c "import sys; b = $b; sys.exit(0 if abs(b[0] - 7) < 0.05 and b[1] == -2 else 1)" ||
  { echo "FAIL: b is $b, not (7, -2)"; exit 1; }
[[ $a == "[1.0, -2.0]" && $r2 == "$r" ]] || { echo "FAIL: a ($a) or the radius ($r2) moved"; exit 1; }

# 3. Undo both: the file as it was.
press ctrl z
press ctrl z
press ctrl s
python3 -c "import json, sys; sys.exit(json.load(open('$scene'))['shapes'] != json.load(open('$work/original.json'))['shapes'])" ||
  { echo "FAIL: undo did not bring the capsule back"; cat "$scene"; exit 1; }
app_kill

# 4. The grown capsule drawn: (1, 0) lies 2 from its segment, inside radius 2.5 and outside 0.5.
"$app" "$work/grown.json" --size 1000x700 --screenshot "$work/shot.png" --frames 3
read -r r1 g1 b1 < <(python3 "$here/png_pixel.py" "$work/shot.png" $(px 1 0))
echo "inside the grown capsule: $r1 $g1 $b1"
(( r1 > g1 + 20 && r1 > b1 + 20 )) || { echo "FAIL: the capsule is not drawn there in the overlap tint"; exit 1; }
echo "e2e ok"
