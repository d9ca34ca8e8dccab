#!/usr/bin/env bash
# End-to-end: presentation mode.
#  1. F5 (a real key) starts it: the light theme, the sidebar hidden (the canvas as wide as the window), the
#     selected pair framed; Esc ends it and puts the dark theme and the sidebar back.
#  2. --present with the user's text at 100% presents at 200% (what reads from the back of a room): the menu's
#     words and the caption's first line at least twice as many rows of ink as the menu's at 100% (9, 19 and
#     23 rows in Noto Sans CJK JP), measured on the screenshots, so the fonts are built at the size.
#  3. Ctrl+- still shrinks it; Esc puts the user's own size back, and the settings keep the user's size.
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

# Text heights, measured on screenshots in the light theme (dark ink): the menu bar's first words ("File Edit
# Add", the same text in both) and the caption's first line, as rows of ink.
ink_heights() {  # SETTINGS_TEXT [--present]: "menu-ink caption-ink" (caption-ink 0 without --present)
  printf 'text=%s\ntheme=light\n' "$1" >"$work/config/hitlab/settings.txt"
  shift
  local out png=$work/shot-$RANDOM.png
  out=$("$app" "$scene" --size 1280x800 --pair A1,B1 --explain --step 3 "$@" --frames 3 --screenshot "$png")
  python3 - "$here" "$png" $(sed -E 's/.*canvas ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)\)/\2 \4/' <<<"$out") "$#" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
from png_pixel import decode
rows, ch = decode(sys.argv[2])
menu_bottom, canvas_bottom, presenting = int(sys.argv[3]), int(sys.argv[4]), sys.argv[5] != "0"
# (as wide as the menu bar is high, six times: "File Edit Add" at any size, no descender in it)
x1 = 4 + 6 * menu_bottom
def ink(y, x0=4):
    row = rows[y]
    return any(sum(row[x * ch:x * ch + 3]) < 560 for x in range(x0, x1))  # (antialiased edges too)
def first_run(y, end):  # the first run of rows with ink from y on: its height
    while y < end and not ink(y):
        y += 1
    start = y
    while y < end and ink(y):
        y += 1
    return y - start
# (the menu bar's first and last rows are its border lines)
print(first_run(1, menu_bottom - 1), first_run(canvas_bottom + 1, len(rows)) if presenting else 0)
PY
}
read -r menu100 _ < <(ink_heights 100)
read -r menuPresent caption < <(ink_heights 100 --present)
echo "ink rows: the menu's words $menu100 at 100%, $menuPresent presenting (the user's size 100%);" \
  "the caption's first line $caption"
(( menuPresent >= 2 * menu100 )) || { echo "FAIL: presenting did not make the text twice as large"; exit 1; }
(( caption >= 2 * menu100 )) || { echo "FAIL: the caption's glyphs are not twice as tall as 100% text"; exit 1; }

# Ctrl+- still shrinks it; leaving the presentation puts the user's size back (and presenting writes no
# size of its own into the settings).
printf 'text=125\n' >"$work/config/hitlab/settings.txt"
app_start "$scene" --size 1280x800 --pair A1,B1 --explain --step 3
e2e_read_report
[[ $R_text == 125 ]] || { echo "FAIL: the app starts at $R_text%, not the user's 125%"; exit 1; }
press F5
[[ $R_text == 200 ]] || { echo "FAIL: presenting on a 800-pixel screen is at $R_text%, not 200%"; exit 1; }
press Control_L minus
[[ $R_text == 175 ]] || { echo "FAIL: Ctrl+- while presenting gives $R_text%, not 175%"; exit 1; }
press Escape
[[ $R_text == 125 && $R_present == 0 ]] || { echo "FAIL: after presenting the text is at $R_text%, not 125%"; exit 1; }
grep -qx 'text=125' "$work/config/hitlab/settings.txt" || { echo "FAIL: presenting changed the remembered size"; exit 1; }
app_kill
echo "presenting: 200% on an 800-pixel screen, Ctrl+- to 175%, Esc back to the user's 125%"
