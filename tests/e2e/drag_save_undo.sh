#!/usr/bin/env bash
# End-to-end: the real app under Xvfb, driven with real X input (xdotool).
#  1. drag circle c1 into c2 with the mouse, Ctrl+S: the saved file has c1 moved and the pair overlapping;
#  2. Ctrl+Z, Ctrl+S: c1 is back exactly where it was;
#  3. --screenshot of the dragged scene: both circles are drawn in the overlap tint, the rect in the free tint.
# Usage: drag_save_undo.sh HITLAB HITLAB_CLI WORKDIR
set -euo pipefail
app=$1 cli=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config  # recent files stay in the test folder
scene=$work/scene.json
cp "$here/drag_scene.json" "$scene"  # (two circles 4 apart and a rect; the browser test drags it too)

source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1200x800
# Where the canvas is (the window less the bars and the sidebar): the app prints it with --screenshot. World
# (x, y) is at pixel (X + 50 (x - 4.5), Y - 50 y), (X, Y) the canvas center.
read -r X Y < <("$app" "$scene" --size 1000x700 --screenshot "$work/first.png" --frames 2 |
  sed -E 's/.*canvas ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)\)/\1 \2 \3 \4/' | awk '{print ($1 + $3) / 2, ($2 + $4) / 2}')
px() { python3 -c "print(round($X + 50 * ($1 - 4.5)), round($Y - 50 * ($2)))"; }
echo "canvas center ($X, $Y)"
app_start "$scene" --size 1000x700

# c1's center (3, -2), dragged 110 pixels right (2.2 units) in four moves.
read -r cx cy < <(px 3 -2)
drag "$cx" "$cy" $((cx + 110)) "$cy" 4
press ctrl s

x=$(python3 -c "import json; print(json.load(open('$scene'))['shapes'][0]['center'][0])")
echo "after the drag c1.x = $x"
python3 -c "import sys; x=float('$x'); sys.exit(0 if abs(x - 5.2) < 0.05 else 1)" || { echo "FAIL: c1 did not move to x=5.2"; cat "$work/app.log"; exit 1; }
rel=$("$cli" eval "$scene" | python3 -c "import json,sys; print([p['relation'] for p in json.load(sys.stdin)['pairs'] if p['a']=='c1' and p['b']=='c2'][0])")
[[ $rel == overlapping ]] || { echo "FAIL: c1/c2 is $rel after the drag"; exit 1; }
cp "$scene" "$work/dragged.json"

press ctrl z
press ctrl s
x=$(python3 -c "import json; print(json.load(open('$scene'))['shapes'][0]['center'][0])")
[[ $x == 3 || $x == 3.0 ]] || { echo "FAIL: undo left c1.x = $x"; exit 1; }
echo "after undo c1.x = $x"
app_kill

# The dragged scene drawn: c1 and c2 in the overlap tint (red), the rect in the free tint (blue).
"$app" "$work/dragged.json" --size 1000x700 --screenshot "$work/shot.png" --frames 3
# Inside c1 (now at (5.2, -2)), the right of c2 (at (7, -2)) and the rect's center (4, 4).
read -r r1 g1 b1 < <(python3 "$here/png_pixel.py" "$work/shot.png" $(px 4.8 -2))
read -r r2 g2 b2 < <(python3 "$here/png_pixel.py" "$work/shot.png" $(px 7.4 -2))
read -r r3 g3 b3 < <(python3 "$here/png_pixel.py" "$work/shot.png" $(px 4 4))
echo "c1 pixel $r1 $g1 $b1, c2 pixel $r2 $g2 $b2, rect pixel $r3 $g3 $b3"
(( r1 > g1 + 20 && r1 > b1 + 20 )) || { echo "FAIL: c1 is not drawn in the overlap tint"; exit 1; }
(( r2 > g2 + 20 && r2 > b2 + 20 )) || { echo "FAIL: c2 is not drawn in the overlap tint"; exit 1; }
(( b3 > r3 + 10 )) || { echo "FAIL: the rect is not drawn in the free tint"; exit 1; }
echo "e2e ok"
