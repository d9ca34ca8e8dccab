#!/usr/bin/env bash
# End-to-end: never lose work, with the real app under Xvfb, real keys (xdotool) and kill -9.
#  1. A save loop on a 30,000-shape scene (each save takes a while) killed at random moments, ROUNDS times:
#     the file on disk is always a whole scene, the old or a newer one, never a mix (every shape there, the
#     nudged one a whole number of steps along), and NAME.json~ is a whole scene too.
#  2. Edits, a pause (autosave), kill -9: the file is untouched; the restarted app offers the edits, Enter
#     restores them, Ctrl+S writes them; NAME.json~ keeps the version before.
#  3. The same for the untitled welcome scene: its autosave is offered on a start without a file, Enter,
#     Ctrl+S opens the save dialog, Enter saves into the working folder.
# Usage: kill_restore.sh HITLAB HITLAB_CLI SCENES WORKDIR [ROUNDS (5)]
set -euo pipefail
app=$1 cli=$2 scenes=$3 work=$4 rounds=${5:-5}
rm -rf "$work" && mkdir -p "$work"
export XDG_CONFIG_HOME=$work/config LANG=C
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1280x800
start() { app_start "$@" --size 1000x700; }  # start SCENE... : the app in the background, its first frames drawn
die() { app_kill; }
# s0's min.x in a file, or "broken" when the file is not a whole scene of N shapes.
s0x() {
  python3 - "$1" "$2" <<'PY'
import json, sys
try:
    shapes = json.load(open(sys.argv[1]))["shapes"]
    assert len(shapes) == int(sys.argv[2]) and shapes[0]["id"] == "s0"
    print(shapes[0]["min"][0])
except Exception as e:
    print("broken", e)
PY
}

# 1. kill -9 during a save loop. Zoom 1: a nudge (the Right key) moves s0 by a grid step, exactly 50.
big=$work/big.json
python3 - "$big" <<'PY'
import json, sys
shapes = [{"id": "s0", "type": "rect", "min": [-200, -200], "max": [200, 200]},
          {"id": "s1", "type": "circle", "center": [0, 400], "radius": 50}]
shapes += [{"id": f"c{i}", "type": "circle", "center": [1000 + (i % 200) * 7.25, (i // 200) * 7.5 + 0.1],
            "radius": 3.125} for i in range(29998)]
json.dump({"hitlab": 1, "view": {"center": [0, 0], "zoom": 1}, "shapes": shapes}, open(sys.argv[1], "w"))
PY
n=30000
for round in $(seq 1 "$rounds"); do
  export XDG_STATE_HOME=$work/state-loop-$round
  start "$big" --pair s1,s0 --keep-view  # (zoom 1 as the file says: a nudge is 1)
  revision0=$R_revision
  (for i in $(seq 1 40); do press Right; press ctrl s; done) >/dev/null 2>&1 &
  loop=$!
  # A random moment: after a random number of edits and saves (each adds one to the revision), then a random
  # fraction of a second more, which lands inside a save as often as not.
  read -r edits pause < <(python3 -c "import random; print(random.randint(2, 24), round(random.uniform(0, 0.5), 2))")
  wait_report "R_revision >= revision0 + edits" "$edits edits and saves"
  sleep "$pause"
  die
  # The key loop stops: frozen first (no new command starts), the command it runs now ended, then itself.
  kill -STOP "$loop" 2>/dev/null || true
  pkill -P "$loop" 2>/dev/null || true
  kill -9 "$loop" 2>/dev/null || true
  wait "$loop" 2>/dev/null || true
  # It may have stopped between a key's press and its release: release them, or the next app would start
  # with Ctrl held (and a key that is down gives no new press).
  xdotool keyup s ctrl Right
  x=$(s0x "$big" $n)
  [[ $x != broken* ]] || { echo "FAIL: round $round: the file is not a whole scene: $x"; exit 1; }
  python3 -c "import sys; x = float('$x'); sys.exit(0 if x == int(x) and x >= -200 else 1)" ||
    { echo "FAIL: round $round: s0 at $x is no saved state"; exit 1; }
  if [[ -e $big~ ]]; then
    b=$(s0x "$big~" $n)
    [[ $b != broken* ]] || { echo "FAIL: round $round: $big~ is not a whole scene: $b"; exit 1; }
  fi
  "$cli" eval "$big" --pair s0,s1 >/dev/null || { echo "FAIL: round $round: hitlab-cli cannot read the file"; exit 1; }
  echo "round $round: killed; the file is whole (s0.min.x = $x); interrupted saves left: $(ls "$work" | grep -c '\.tmp-' || true)"
done

# 2. Edits, autosave, kill -9, restart, Enter, Ctrl+S.
export XDG_STATE_HOME=$work/state
scene=$work/scene.json
cat >"$scene" <<'JSON'
{"hitlab": 1, "view": {"center": [0, 0], "zoom": 1},
 "shapes": [{"id": "s0", "type": "rect", "min": [-200, -200], "max": [200, 200]},
            {"id": "s1", "type": "circle", "center": [0, 400], "radius": 50}]}
JSON
cp "$scene" "$work/original.json"
start "$scene" --pair s1,s0 --keep-view
for i in 1 2 3; do press Right; done
wait_report "R_dirty == 1 && R_autosaved == R_revision" "the autosave of the edits (every 2 seconds)"
die
cmp -s "$scene" "$work/original.json" || { echo "FAIL: the file changed without a save"; exit 1; }
ls "$XDG_STATE_HOME"/hitlab/scene-*.json >/dev/null || { echo "FAIL: no autosave in $XDG_STATE_HOME/hitlab"; exit 1; }
start "$scene"
press Return
press ctrl s
x=$(s0x "$scene" 2)
[[ $x == -50 || $x == -50.0 ]] || { echo "FAIL: after restore and save s0.min.x = $x, not -50"; cat "$work/app.log"; exit 1; }
[[ $(s0x "$scene~" 2) == -200* ]] || { echo "FAIL: $scene~ is not the version before"; exit 1; }
! ls "$XDG_STATE_HOME"/hitlab/scene-*.json 2>/dev/null || { echo "FAIL: the autosave outlived the save"; exit 1; }
die
echo "killed after 3 edits, restored with Enter, saved: s0.min.x = $x"

# 3. The untitled welcome scene: kill, restart without a file, Enter, Ctrl+S, Enter (the save dialog).
mkdir -p "$work/untitled" && cd "$work/untitled"
start
press Right
press Right
wait_report "R_dirty == 1 && R_autosaved == R_revision" "the autosave of the untitled edits"
die
[[ -e $XDG_STATE_HOME/hitlab/untitled.json ]] || { echo "FAIL: no untitled autosave"; exit 1; }
cp "$XDG_STATE_HOME/hitlab/untitled.json" "$work/untitled-autosave.json"
start
press Return
press ctrl s
press Return
[[ -e $work/untitled/scene.json ]] || { echo "FAIL: the untitled scene was not saved"; cat "$work/app.log"; exit 1; }
python3 - "$work/untitled/scene.json" "$work/untitled-autosave.json" "$scenes/welcome.json" "$XDG_STATE_HOME/hitlab" <<'PY'
import json, os, sys
saved, autosaved, welcome = (json.load(open(f))["shapes"] for f in sys.argv[1:4])
assert saved == autosaved, "the saved scene is not the autosaved one"
assert saved != welcome, "the edits to the welcome scene are lost"
assert not os.path.exists(os.path.join(sys.argv[4], "untitled.json")), "the untitled autosave outlived the save"
PY
die
echo "untitled scene restored and saved"
echo "e2e kill/restore ok"
