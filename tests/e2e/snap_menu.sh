#!/usr/bin/env bash
# End-to-end: Edit > Make degenerate in the real app under Xvfb, with real clicks. On the 0.1 / 0.2 / 0.3
# scene with the pair line / pt, "Put the point on the nearest edge" moves pt to (0.09999999999999998, 0.2),
# which lies exactly on the line (0.3 - 0.2 is a double): after Ctrl+S the file has it and hitlab-cli finds
# the pair meeting; Ctrl+Z and Ctrl+S put (0.1, 0.2) back. Usage: snap_menu.sh HITLAB HITLAB_CLI SCENES WORKDIR
set -euo pipefail
app=$1 cli=$2 scenes=$3 work=$4
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config LANG=C
cp "$scenes/edge-0.1-0.2-0.3.json" "$work/scene.json"
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1280x800
app_start "$work/scene.json" --size 1000x700 --pair line,pt
pt() { python3 -c "import json; print(*[s for s in json.load(open('$work/scene.json'))['shapes'] if s['id'] == 'pt'][0]['p'])"; }
# Edit (menu bar), its fifth item "Make degenerate (selected pair)", then the submenu's first item (16 px
# text: a menu's item k is at y = 38 + 20 k).
click 56 11
move 100 118
move 450 118
click 500 118
move 300 500
press ctrl s
moved=$(pt)
[[ $moved == "0.09999999999999998 0.2" ]] || { echo "FAIL: the snap left pt at $moved"; cat "$work/app.log"; exit 1; }
rel=$("$cli" eval "$work/scene.json" --pair line,pt | python3 -c "import json,sys; print(json.load(sys.stdin)['pairs'][0]['relation'])")
[[ $rel != disjoint ]] || { echo "FAIL: pt is not on the line after the snap"; exit 1; }
press ctrl z
press ctrl s
back=$(pt)
[[ $back == "0.1 0.2" ]] || { echo "FAIL: undo left pt at $back"; exit 1; }
echo "snapped pt to ($moved): $rel; undo: ($back)"
echo "e2e snap ok"
