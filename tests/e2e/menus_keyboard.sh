#!/usr/bin/env bash
# End-to-end: the menus and the sidebar by the keyboard alone (issue 53; no mouse event at all).
#  1. F10: the File menu opens with the keyboard in it; Down until File > Screenshot (PNG) has the focus,
#     Space: the file picker; a path typed, Enter: the screenshot written.
#  2. F6: the keyboard in the sidebar; the arrows until the Inspector's id field has the focus, Enter, a new id
#     typed, Enter: one edit; F6 gives the keyboard back to the canvas, whose Ctrl+S saves the file, read back.
# Usage: menus_keyboard.sh HITLAB WORKDIR
set -euo pipefail
app=$1 work=$2
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config
scene=$work/scene.json
cp "$here/drag_scene.json" "$scene"
source "$here/lib.sh"
e2e_start_xvfb 1280x900
# Presses KEY until the report's nav is PLACE (at most 40 times).
nav_to() {
  local key=$1 place=$2 i
  for ((i = 0; i < 40; ++i)); do
    e2e_read_report
    [[ $R_nav == "$place" ]] && return 0
    press "$key"
  done
  echo "FAIL: $key did not reach $place (nav=$R_nav)"; exit 1
}

app_start "$scene" --size 1280x900
e2e_read_report
buttons0=$R_buttons
(( R_pane_keys == 0 )) || { echo "FAIL: the keyboard starts in the panes"; exit 1; }

# [1] The File menu.
press F10
wait_report 'R_pane_keys == 1' "F10: the keyboard in the menus"
nav_to Down screenshot
press space
wait_true '[[ $R_picker == screenshot ]] && (( R_text_input == 1 ))' "the picker's path field has the keyboard"
type_text "$work/shot.png"
press Return
start=$SECONDS
until [[ -s $work/shot.png ]]; do
  (( SECONDS - start < e2e_timeout )) || { echo "FAIL: no screenshot at $work/shot.png"; exit 1; }
  sleep 0.05  # (a poll of the file the app writes, not a wait for time)
done
echo "File > Screenshot by the keyboard: $(stat -c %s "$work/shot.png") bytes"

# [2] The sidebar: the Inspector's id field (the selected shape's: Tab on the canvas selects c1 first).
press F6  # (back to the canvas: the menus gave the keyboard back to it when the picker closed, or not)
e2e_read_report
if (( R_pane_keys == 1 )); then press F6; fi
wait_report 'R_pane_keys == 0' "the keyboard on the canvas"
press Tab
wait_true '[[ $R_focus != -1,* ]]' "Tab: a shape has the keyboard's focus"
press F6
wait_report 'R_pane_keys == 1' "F6: the keyboard in the sidebar"
nav_to Down id
rev=$R_revision
press Return
wait_report 'R_text_input == 1' "Enter: the id field edits"
type_text "keyed"
press Return
wait_report "R_revision > rev" "the new id as an edit"
press F6
wait_report 'R_pane_keys == 0' "F6: the keyboard back on the canvas"
press ctrl s
wait_report 'R_dirty == 0' "Ctrl+S"
python3 -c "import json, sys; assert 'keyed' in [s['id'] for s in json.load(open(sys.argv[1]))['shapes']]" "$scene" ||
  { echo "FAIL: the saved scene has no shape 'keyed'"; cat "$scene"; exit 1; }
e2e_read_report
(( R_buttons == buttons0 )) || { echo "FAIL: a mouse button event ($R_buttons, $buttons0 before)"; exit 1; }
echo "e2e ok"
