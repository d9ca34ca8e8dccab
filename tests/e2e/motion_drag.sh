#!/usr/bin/env bash
# End-to-end: a motion pulled out of a shape in the real app under Xvfb (xdotool), the pair's time of impact
# shown, saved and undone.
#  1. M shows the motions; a click selects the bullet (a point at (-1, 0)); with G (grid snapping) its motion
#     handle is dragged to (2, 0): a motion of exactly (3, 0);
#  2. Shift+click on the wall (the rect [0, 0.1] x [-1, 1]) picks the pair: the frame report shows its time
#     of impact, 1/3, entering, as does the Results table's column (it tunnels), and the Lab's engine methods
#     beside it (a test at each frame and 4 sub-steps miss it), and the judges in motion ticked with --judge
#     (lab.discrete: a contact missed; box2d.b2TimeOfImpact: 0.005 short of the wall, by design); Ctrl+S
#     writes format version 4 with the motion, and hitlab-cli eval of the saved file gives the same time of
#     impact (the bullet tunnels through the wall);
#  3. Ctrl+Z takes the motion back (no time of impact), Ctrl+S writes the version-1 file as it was;
#  4. the keyboard: G (snapping off), Ctrl+Shift+Right twice on the selection (the wall, Shift+clicked last):
#     a motion of 20 pixels, (0.4, 0), away from the bullet (no contact in the step); M hides the motions;
#  5. with the touch toolbar on (View > Touch toolbar, remembered), its Motions button hides and shows them;
#  6. lesson 006's motion task (aim the bullet to graze the wall's corner) done by mouse, then by keyboard.
# Usage: motion_drag.sh HITLAB HITLAB_CLI WORKDIR
set -euo pipefail
app=$1 cli=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config
scene=$work/scene.json
cat > "$scene" <<'JSON'
{
  "hitlab": 1,
  "view": {"center": [0.5, 0], "zoom": 50},
  "shapes": [
    {"id": "bullet", "type": "point", "p": [-1, 0]},
    {"id": "wall", "type": "rect", "min": [0, -1], "max": [0.1, 1]}
  ]
}
JSON
cp "$scene" "$work/original.json"

source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1200x800
e2e_canvas "$scene" 1000x700 0.5 0 50
app_start "$scene" --size 1000x700 --judge lab.discrete --judge box2d.b2TimeOfImpact

wait_judges() {  # PATTERN WHAT: until the report's judges field matches the glob
  local start=$SECONDS
  until e2e_read_report && [[ $R_judges == $1 ]]; do
    (( SECONDS - start < e2e_timeout )) || { echo "FAIL: waited for $2 (judges=$R_judges)"; exit 1; }
    sleep 0.01  # (a poll of the app's state, not a wait for time)
  done
}

# 1. Motions shown, the bullet selected, its motion pulled out to (2, 0) in whole grid steps.
wait_report 'R_frame >= 1'
press m
wait_report 'R_motions == 1' "the motions shown"
read -r x y < <(px -1 0)
click "$x" "$y"
[[ $R_at_motion != -1,-1 ]] || { echo "FAIL: no motion handle on the selected bullet"; exit 1; }
press g
handle=$R_at_motion revision0=$R_revision
read -r tx ty < <(px 2 0)
drag "${handle%,*}" "${handle#*,}" "$tx" "$ty"
wait_report "R_revision >= revision0 + 1" "the motion's edit"

# 2. The pair (bullet, wall): its time of impact in the report, then in the saved file and the CLI's eval.
read -r x y < <(px 0.05 0.5)
hold shift
click "$x" "$y"
release shift
[[ $R_pair == 0,1 && $R_toi == 0.33333333333333331 && $R_toi_case == entering ]] ||
  { echo "FAIL: the pair's time of impact: pair=$R_pair toi=$R_toi case=$R_toi_case"; exit 1; }
[[ $R_results_toi == bullet/wall:0.33333333333333331:entering,tunnels ]] ||
  { echo "FAIL: the Results table's time of impact column: $R_results_toi"; exit 1; }
# The Lab beside it: a test at each frame misses it, 4 sub-steps too, conservative advancement lands on it.
[[ $R_lab_motion == "exact:0.33333333333333331|discrete:none|substeps:none|advancement:0.33333333333333331" ]] ||
  { echo "FAIL: the Lab's engine methods: $R_lab_motion"; exit 1; }
# The judges in motion: the frame test misses it; Box2D stops (1 - 0.005) / 3 into the step, by design.
wait_judges 'lab.discrete:no_contact:contact-missed:0|box2d.b2TimeOfImpact:t=0.331*:by-design:0' \
  "the judges' times of impact"
press ctrl s
python3 - "$scene" "$cli" <<'PY' || { echo "FAIL: the saved motion or its time of impact"; cat "$scene"; exit 1; }
import json, subprocess, sys
path, cli = sys.argv[1], sys.argv[2]
scene = json.load(open(path))
assert scene["hitlab"] == 4, scene
bullet = scene["shapes"][0]
assert bullet["motion"] == [3.0, 0.0], bullet
assert "motion" not in scene["shapes"][1], scene["shapes"][1]
pair = json.loads(subprocess.run([cli, "eval", path], capture_output=True, text=True, check=True).stdout)["pairs"][0]
toi = pair["toi"]
assert toi["t"] == 1 / 3 and toi["case"] == "entering" and toi["tunnels"] is True, toi
assert toi["points"] == [[0.0, 0.0]] and toi["normal"] == [1.0, 0.0], toi
PY

# 3. Undo: no motion, no time of impact; the file as it was; M hides the motions.
press ctrl z
wait_report 'R_dirty == 1' "the undo"
[[ $R_toi == - && $R_results_toi == - ]] ||
  { echo "FAIL: a time of impact after the undo: $R_toi, in the Results table: $R_results_toi"; exit 1; }
wait_judges 'lab.discrete:-:n/a:0|box2d.b2TimeOfImpact:-:n/a:0' "the judges in motion with nothing moving"
press ctrl s
cmp <(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['shapes'])" "$scene") \
    <(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print([dict(s, p=[float(c) for c in s['p']]) if 'p' in s else dict(s, min=[float(c) for c in s['min']], max=[float(c) for c in s['max']]) for s in d['shapes']])" "$work/original.json") ||
  { echo "FAIL: the undone scene differs"; cat "$scene"; exit 1; }
grep -q '"hitlab": 1' "$scene" || { echo "FAIL: a still scene not written as version 1"; cat "$scene"; exit 1; }

# 4. The motion by the keyboard: 20 pixels right, snapping off.
press g
revision0=$R_revision
press ctrl shift Right
press ctrl shift Right
wait_report "R_revision >= revision0 + 2" "two motion edits by the keyboard"
[[ $R_toi == none && $R_results_toi == bullet/wall:none:none ]] ||
  { echo "FAIL: a contact with the wall moving away: $R_toi, in the Results table: $R_results_toi"; exit 1; }
press ctrl s
python3 -c "import json,sys; m = json.load(open(sys.argv[1]))['shapes'][1]['motion']; assert m == [0.4, 0.0], m" "$scene" ||
  { echo "FAIL: the keyboard's motion"; cat "$scene"; exit 1; }
press m
wait_report 'R_motions == 0' "the motions hidden"
[[ $R_at_motion == -1,-1 ]] || { echo "FAIL: a motion handle with the motions hidden: $R_at_motion"; exit 1; }
app_kill

# 5. Without a keyboard (a tablet): the touch toolbar's Motions shows them, then Hide motions hides them.
settings=$work/config/hitlab/settings.txt
mkdir -p "$(dirname "$settings")"
{ grep -v '^toolbar=' "$settings" 2>/dev/null || true; echo toolbar=on; } >"$work/settings.new"
mv "$work/settings.new" "$settings"
app_start "$scene" --size 1000x700
wait_report 'R_toolbar == 1 && R_motions == 1' "the touch toolbar, the saved motion shown as the file opens"
wait_drawn R_at_toolbar_motions
click $(at "$R_at_toolbar_motions")
wait_report 'R_motions == 0' "the motions hidden by the toolbar's Hide motions"
click $(at "$R_at_toolbar_motions")
wait_report 'R_motions == 1' "the motions shown again by the toolbar's Motions"
app_kill

# 6. A lesson task solved by a motion arrow (lesson 006's page with solution.motion): the bullet aimed to graze a
#    corner of the wall mid-step, first by dragging the tip with the mouse, then by the keyboard alone (Tab to
#    the tip, Up in grid steps, then Ctrl+Up: a grid step each while snapping), done as the app decides it.
read -r lesson_page tip_x tip_y aim_y < <(python3 - "$(dirname "$0")/../../lessons/006-time-of-impact.json" <<'PY'
import json, sys
for n, page in enumerate(json.load(open(sys.argv[1]))["pages"], 1):
    task = page.get("task") or {}
    if "motion" in task.get("solution", {}):
        shape = next(s for s in page["scene"]["shapes"] if s["id"] == task["solution"]["shape"])
        assert shape["type"] == "point" and shape["motion"][0] == task["solution"]["motion"][0], shape
        print(n, shape["p"][0] + shape["motion"][0], shape["p"][1] + shape["motion"][1],
              task["solution"]["motion"][1] - shape["motion"][1])
        break
PY
)
[[ -n ${lesson_page:-} ]] || { echo "FAIL: lesson 006 has no task solved by a motion"; exit 1; }
app_start --lesson 006 --page "$lesson_page" --size 1000x700
wait_true "[[ \$R_lesson == 006,$lesson_page,task ]]" "lesson 006's motion task"
wait_view_settled
read -r x0 y0 < <(world_px "$tip_x" "$tip_y")
read -r x1 y1 < <(world_px "$tip_x" "$(python3 -c "print($tip_y + $aim_y)")")
drag "$x0" "$y0" "$x1" "$y1" 12
wait_true "[[ \$R_lesson == 006,$lesson_page,done ]]" "the motion task done by the mouse"
[[ $R_toi_case == grazing ]] || { echo "FAIL: the aimed bullet does not graze: $R_toi_case"; exit 1; }
app_kill
rm -rf "$work/state"  # (the lesson's progress: the task open again)
app_start --lesson 006 --page "$lesson_page" --size 1000x700
wait_true "[[ \$R_lesson == 006,$lesson_page,task ]]" "lesson 006's motion task, again"
for ((tabs = 0; ; ++tabs)); do
  e2e_read_report
  [[ $R_focus == 0,motion,0 ]] && break
  (( tabs < 20 )) || { echo "FAIL: 20 Tabs and the bullet's motion tip has no focus (focus=$R_focus)"; exit 1; }
  press Tab
done
steps=$(python3 -c "k = $aim_y / $R_key_step; assert k == int(k) and k >= 2, k; print(int(k))")
for ((i = 0; i < steps / 2; ++i)); do press Up; done
for ((i = steps / 2; i < steps; ++i)); do press ctrl Up; done
wait_true "[[ \$R_lesson == 006,$lesson_page,done ]]" "the motion task done by the keyboard"
[[ $R_buttons == 0 ]] || { echo "FAIL: mouse buttons were pressed ($R_buttons)"; exit 1; }
echo "ok: motion pulled out by mouse and keyboard, time of impact shown and saved, undone; shown and hidden by the toolbar; a lesson's motion task done by mouse and by keyboard"
app_kill
