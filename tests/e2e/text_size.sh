#!/usr/bin/env bash
# End-to-end: the text size, with real keys under Xvfb, and the theme.
#  1. Ctrl+= twice: 125%, then 150% (the frame report says the font atlas is built at that size), remembered
#     in settings.txt; Ctrl+- once: 125%; Ctrl+0: 100%; Ctrl+= twice again: 150%.
#  2. A new run opens at 150%: its menu bar (the canvas's top edge) is 1.5 times as tall as at 100%, so the
#     text is drawn from glyphs of that size (Dear ImGui's bar is the font's height plus padding, both scaled).
#     The atlas is built from Noto Sans CJK JP and Noto Sans Mono CJK JP (the frame report's fonts).
#  3. theme=light in settings.txt: the canvas is drawn light.
# Usage: text_size.sh HITLAB SCENES WORKDIR
set -euo pipefail
app=$1 scenes=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1280x800
top() {  # the canvas's top edge in a screenshot's report
  "$app" "$scenes/welcome.json" --size 1280x800 --screenshot "$work/$1.png" --frames 2 |
    sed -E 's/.*canvas ([0-9]+) ([0-9]+) .*/\2/'
}
top100=$(top at100)

app_start "$scenes/welcome.json" --size 1280x800
wait_report 'R_text == 100' "100% at the start"
# The UI's fonts: Noto Sans CJK JP (face 0 of fonts-noto-cjk's collection) and Noto Sans Mono CJK JP (face
# 5), found by fontconfig; never Dear ImGui's pixel font.
[[ $R_fonts =~ ^NotoSansCJK-Regular\.ttc#0,NotoSansCJK-Regular\.ttc#5$ ]] ||
  { echo "FAIL: the atlas is built from '$R_fonts', not Noto Sans CJK JP and its Mono"; exit 1; }
press ctrl equal
wait_report 'R_text == 125' "Ctrl+= to 125%"
press ctrl equal
wait_report 'R_text == 150' "Ctrl+= to 150%"
grep -qx "text=150" "$work/config/hitlab/settings.txt" ||
  { echo "FAIL: settings.txt does not hold text=150"; cat "$work/config/hitlab/settings.txt"; exit 1; }
press ctrl minus
wait_report 'R_text == 125' "Ctrl+- to 125%"
press ctrl 0
wait_report 'R_text == 100' "Ctrl+0 to 100%"
press ctrl equal
press ctrl equal
wait_report 'R_text == 150' "150% again"
app_kill
echo "Ctrl+= / Ctrl+- / Ctrl+0: 100 -> 125 -> 150 -> 125 -> 100 -> 150, remembered"

top150=$(top at150)
echo "canvas top edge: $top100 px at 100%, $top150 px at 150%"
python3 -c "import sys; a, b = $top100, $top150; sys.exit(0 if abs(b - 1.5 * a) <= 2 else 1)" ||
  { echo "FAIL: the menu bar at 150% is not 1.5 times its height at 100%"; exit 1; }

# 3. The light theme (View > Theme, remembered as theme=light): the same run's canvas is light, its grid dark.
printf 'theme=light\ntext=100\n' >"$work/config/hitlab/settings.txt"
top at100-light >/dev/null
read -r r g b < <(python3 "$(dirname "$0")/png_pixel.py" "$work/at100-light.png" 5 400)
read -r r0 g0 b0 < <(python3 "$(dirname "$0")/png_pixel.py" "$work/at100.png" 5 400)
echo "the canvas at (5, 400): dark theme ($r0, $g0, $b0), light theme ($r, $g, $b)"
(( r > 200 && g > 200 && b > 200 && r0 < 60 && g0 < 60 && b0 < 60 )) ||
  { echo "FAIL: the light theme's canvas is not light, or the dark one not dark"; exit 1; }
