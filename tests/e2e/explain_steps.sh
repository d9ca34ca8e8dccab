#!/usr/bin/env bash
# End-to-end: the Explain section in the real app under Xvfb, with real X input (xdotool), read back from
# the X screen itself (Xvfb -fbdir keeps it as an XWD file).
#  1. seed 000's straddle scene opens with its pair x1 / x2 selected, at step 1 (nothing filled yet);
#  2. N: step 2 draws AB x AC's parallelogram, green (positive); N: step 3 draws AB x AD's, red (negative);
#     Shift+N: back to step 2;
#  3. View > Language > 日本語: the choice is remembered (settings.txt) and a new run opens in Japanese: its
#     sidebar differs from the English one while the canvas is the same; no Japanese glyph is missing;
#  4. the pair lies inside the canvas, which the sidebar does not cover.
#  5. seed 004's triangle and square at the theorem's step: the separating line is drawn between them.
# Usage: explain_steps.sh HITLAB SCENES_DIR WORKDIR
set -euo pipefail
app=$1 scenes=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work/fb"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config LANG=C LC_ALL= LC_MESSAGES=
scene=$scenes/seed-000-segment-straddle.json
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1280x800 -fbdir "$work/fb"
screen=$work/fb/Xvfb_screen0

# Where the canvas is and where world points land on it (the window sits at the screen's origin).
out=$("$app" "$scene" --size 1280x800 --screenshot "$work/en.png" --frames 3 2>"$work/first.log")
read -r x0 y0 x1 y1 < <(sed -E 's/.*canvas ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)\)/\1 \2 \3 \4/' <<<"$out")
python3 "$here/pair_in_canvas.py" "$scene" "$x0" "$y0" "$x1" "$y1"
read -r vx vy zoom < <(python3 -c "import json; v = json.load(open('$scene'))['view']; print(*v['center'], v['zoom'])")
px() { python3 -c "print(round(($x0 + $x1) / 2 + $zoom * ($1 - $vx)), round(($y0 + $y1) / 2 - $zoom * ($2 - $vy)))"; }
pixel() { python3 "$here/xwd_pixel.py" "$screen" $(px "$1" "$2"); }
green() { read -r r g b < <(pixel "$1" "$2"); (( g > r + 25 && g > b + 10 )); }
red() { read -r r g b < <(pixel "$1" "$2"); (( r > g + 25 && r > b + 25 )); }

app_start "$scene" --size 1280x800
move 400 600  # (over the canvas, away from the pair)
# (1, 2.5) lies inside AB x AC's parallelogram only; (2.5, 1.5) inside AB x AD's only.
! green 1 2.5 || { echo "FAIL: step 1 already shows a filled parallelogram"; exit 1; }
press n
green 1 2.5 || { echo "FAIL: N did not show step 2 (AB x AC, positive): $(pixel 1 2.5)"; exit 1; }
press n
red 2.5 1.5 || { echo "FAIL: N did not show step 3 (AB x AD, negative): $(pixel 2.5 1.5)"; exit 1; }
! green 1 2.5 || { echo "FAIL: step 3 still shows step 2's parallelogram"; exit 1; }
press shift n
green 1 2.5 || { echo "FAIL: Shift+N did not go back to step 2"; exit 1; }
echo "stepped 1 -> 2 -> 3 -> 2 with N and Shift+N"

# View > Language > 日本語 (the menu bar's View, its Language item, the submenu's second item; 16 px text:
# a menu's item k is at y = 38 + 20 k).
click 132 11
move 180 138
move 400 138
click 400 158
grep -qx "language=ja" "$work/config/hitlab/settings.txt" ||
  { echo "FAIL: the language menu did not choose Japanese"; cat "$work/config/hitlab/settings.txt" 2>/dev/null; exit 1; }
app_kill

# A new run remembers Japanese: the same canvas, another sidebar.
"$app" "$scene" --size 1280x800 --screenshot "$work/ja.png" --frames 3 2>"$work/ja.log" >/dev/null
python3 - "$here" "$work/en.png" "$work/ja.png" "$x1" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
from png_pixel import decode
(en, ch), (ja, _) = decode(sys.argv[2]), decode(sys.argv[3])
right = int(sys.argv[4])
def differing(x_from, x_to):
    return sum(a[x * ch + k] != b[x * ch + k] for a, b in zip(en[30:-30], ja[30:-30]) for x in range(x_from, x_to)
               for k in range(3))
canvas, sidebar = differing(0, right - 2), differing(right + 2, len(en[0]) // ch)
print(f"English vs Japanese: {canvas} canvas values differ, {sidebar} sidebar values differ")
assert canvas == 0, "the language changed the canvas"
assert sidebar > 2000, "the sidebar did not change language"
PY
if grep -E "no UI font found|have no glyph" "$work/app.log" "$work/ja.log"; then
  echo "FAIL: Japanese glyphs are missing"; exit 1
fi
# Seed 004's triangle and square: the theorem's step (6) draws the separating line x + y = 3.5 between them
# in green, the step before it (5) does not.
sat=$scenes/seed-004-sat-examples.json
for step in 5 6; do
  "$app" "$sat" --pair A1,B1 --keep-view --explain --step $step --size 1280x800 --screenshot "$work/sat-$step.png" \
    --frames 3 >"$work/sat-$step.out" 2>>"$work/app.log"
done
python3 - "$here" "$work" "$sat" <<'PY'
import json, re, sys
sys.path.insert(0, sys.argv[1])
from png_pixel import decode
work, view = sys.argv[2], json.load(open(sys.argv[3]))["view"]
x0, y0, x1, y1 = map(int, re.search(r"canvas (\d+) (\d+) (\d+) (\d+)", open(f"{work}/sat-6.out").read()).groups())
def green_near(png, wx, wy):  # any clearly green pixel within 2 px of the world point
    rows, ch = decode(png)
    px = round((x0 + x1) / 2 + view["zoom"] * (wx - view["center"][0]))
    py = round((y0 + y1) / 2 - view["zoom"] * (wy - view["center"][1]))
    for y in range(py - 2, py + 3):
        for x in range(px - 2, px + 3):
            r, g, b = rows[y][x * ch:x * ch + 3]
            if g > r + 60 and g > b + 40:
                return True
    return False
on_line = [(1.75, 1.75), (1.25, 2.25), (2.25, 1.25)]
assert all(green_near(f"{work}/sat-6.png", *p) for p in on_line), "step 6 draws no separating line"
assert not any(green_near(f"{work}/sat-5.png", *p) for p in on_line), "step 5 already shows a green line"
print("step 6 draws the separating line x + y = 3.5; step 5 does not")
PY
echo "e2e explain ok"
