#!/usr/bin/env bash
# End-to-end: presentation mode.
#  1. F5 (a real key) starts it: the light theme, the sidebar hidden (the canvas as wide as the window), the
#     selected pair framed; Esc ends it and puts the dark theme and the sidebar back.
#  2. --present at 200% text draws the caption's text twice as large as at 100%, measured on the screenshots:
#     its lines twice as far apart (the font's size plus its spacing, both scaled), and the first line's
#     rows of ink at least 1.8 times as many (antialiasing widens the 13 px line by a row), so the fonts are
#     built at the size.
# Usage: present.sh HITLAB SCENES WORKDIR
set -euo pipefail
app=$1 scenes=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work/config/hitlab"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config LANG=C
scene=$scenes/seed-004-sat-examples.json
source "$here/lib.sh"
e2e_start_xvfb 1280x800

app_start "$scene" --size 1280x800 --pair A1,B1 --explain --step 3 --keep-view
e2e_read_report
[[ $R_present == 0 && $R_theme == dark ]] || { echo "FAIL: the app starts presenting or light"; exit 1; }
view0=$R_view
press F5
[[ $R_present == 1 && $R_theme == light ]] || { echo "FAIL: F5 did not start the presentation: $R_present $R_theme"; exit 1; }
[[ ${R_canvas##*,*,} != "" && $(cut -d, -f3 <<<"$R_canvas") == 1280 ]] ||
  { echo "FAIL: the sidebar is still shown while presenting (canvas $R_canvas)"; exit 1; }
[[ $R_view != "$view0" ]] || { echo "FAIL: the pair was not framed"; exit 1; }
press Escape
[[ $R_present == 0 && $R_theme == dark ]] || { echo "FAIL: Esc did not end the presentation"; exit 1; }
[[ $(cut -d, -f3 <<<"$R_canvas") -lt 1280 ]] || { echo "FAIL: the sidebar did not come back"; exit 1; }
app_kill
echo "F5: presenting, light, no sidebar, the pair framed; Esc: back"

# The caption's first line of text: the first run of rows below the canvas with dark (ink) pixels.
line_height() {
  printf 'text=%s\n' "$1" >"$work/config/hitlab/settings.txt"
  local out
  out=$("$app" "$scene" --size 1280x800 --pair A1,B1 --explain --step 3 --present --frames 3 \
    --screenshot "$work/present-$1.png")
  python3 - "$here" "$work/present-$1.png" "$(sed -E 's/.*canvas ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)\)/\4/' <<<"$out")" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
from png_pixel import decode
rows, ch = decode(sys.argv[2])
top = int(sys.argv[3])
def ink(y):
    row = rows[y]
    return any(sum(row[x * ch:x * ch + 3]) < 560 for x in range(10, 600))  # (antialiased edges too)
runs, y = [], top + 1
while len(runs) < 2 and y < len(rows):  # the first two lines: (first row, rows of ink)
    while y < len(rows) and not ink(y):
        y += 1
    start = y
    while y < len(rows) and ink(y):
        y += 1
    runs.append((start, y - start))
print(runs[1][0] - runs[0][0], runs[0][1])  # the line pitch, the first line's ink height
PY
}
read -r pitch100 ink100 < <(line_height 100)
read -r pitch200 ink200 < <(line_height 200)
echo "the caption's lines: $pitch100 px apart at 100%, $pitch200 px at 200%; the first line's ink $ink100 px" \
  "tall at 100%, $ink200 px at 200% (at 13 px the antialiasing widens the small one by a row)"
(( pitch100 > 0 && pitch200 >= 2 * pitch100 )) || { echo "FAIL: the caption's lines at 200% are not twice as far apart"; exit 1; }
(( 10 * ink200 >= 18 * ink100 )) || { echo "FAIL: the caption's glyphs at 200% are not nearly twice as tall"; exit 1; }
