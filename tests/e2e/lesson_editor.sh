#!/usr/bin/env bash
# End-to-end: a teacher makes a lesson in the real window and a student takes it (issue 53).
#  1. two circles on the canvas, Ctrl+Shift+E: the lesson editor, one page of the canvas; its title typed,
#     Set a task, c2 dragged onto c1 until they touch, Record my solution;
#  2. the app killed: the draft survives (Ctrl+Shift+E in a new run gives it back), saved with Save as;
#  3. the file read back: the title, the task's goal (touching) and solution (c2 by (-2, 0));
#  4. the student: `--lesson FILE` opens it with the task open, the same drag does it.
# Usage: lesson_editor.sh HITLAB WORKDIR
set -euo pipefail
app=$1 work=$2
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config
scene=$work/scene.json lesson=$work/taught.json
cp "$here/drag_scene.json" "$scene"  # (c1 at (3, -2) and c2 at (7, -2), radius 1; a rect)

source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1280x900

# [1] The teacher's page.
app_start "$scene" --size 1280x900 --pair c1,c2
press ctrl shift e
wait_report 'R_editor == 1' "the lesson editor open"
(( R_editor_pages == 1 )) || { echo "FAIL: a new lesson has $R_editor_pages pages"; exit 1; }
wait_drawn R_at_editor_title
rev=$R_editor_revision
click $(at "$R_at_editor_title")
wait_report 'R_text_input == 1' "the title's field has the keyboard"  # (keys sent before would go to the canvas)
type_text "Touching circles"
press Return
wait_report "R_editor_revision > rev" "the title's edit in the lesson"
rev=$R_editor_revision
click $(at "$R_at_set_task")
wait_report "R_editor_revision > rev" "Set a task"
press g  # (snap: the drag moves by whole grid steps, 2 units exactly)
wait_report 'R_snap == 1' "snapping to the grid on"
revision0=$R_revision
read -r x0 y0 < <(world_px 7 -2)
read -r x1 y1 < <(world_px 5 -2)
drag "$x0" "$y0" "$x1" "$y1"
wait_report "R_revision > revision0" "the drag of c2 as one edit"
wait_drawn R_at_record
rev=$R_editor_revision
click $(at "$R_at_record")
wait_report "R_editor_revision > rev" "the solution recorded"

# [2] The draft is kept: killed before any save, the next run gives it back.
draft=$work/state/hitlab/lesson-draft.json
start=$SECONDS
until [[ -s $draft ]] && grep -q '"by": \[-2, 0\]' "$draft"; do
  (( SECONDS - start < e2e_timeout )) || { echo "FAIL: no draft with the solution in $draft"; exit 1; }
  sleep 0.05  # (a poll of the file the app writes, not a wait for time)
done
app_kill
app_start --size 1280x900  # (the welcome scene: the dragged one's autosave would ask to be restored first)
press ctrl shift e
wait_report 'R_editor == 1' "the editor open again"
wait_drawn R_at_save_lesson
click $(at "$R_at_save_lesson")
wait_true '[[ $R_picker == save-lesson ]] && (( R_text_input == 1 ))' "the picker's path field has the keyboard"
type_text "$lesson"
press Return
start=$SECONDS
until [[ -s $lesson ]]; do
  (( SECONDS - start < e2e_timeout )) || { echo "FAIL: the lesson was not saved to $lesson"; tail -3 "$work/app.log"; exit 1; }
  sleep 0.05
done
wait_report 'R_editor_saved == 1' "the editor saved"
[[ ! -e $draft ]] || { echo "FAIL: the draft outlived the save"; exit 1; }
app_kill

# [3] The file.
python3 - "$lesson" <<'PY' || { echo "FAIL: the saved lesson:"; cat "$lesson"; exit 1; }
import json, sys
l = json.load(open(sys.argv[1]))
assert l["hitlab-lesson"] == 1, l
page = l["pages"][0]
assert page["title"]["en"] == "Touching circles", page["title"]
assert page["pair"] == ["c1", "c2"], page.get("pair")
task = page["task"]
assert task["want"] == {"relation": "touching"}, task["want"]
assert task["solution"] == {"shape": "c2", "by": [-2, 0]}, task["solution"]
assert [s["center"] for s in page["scene"]["shapes"][:2]] == [[3, -2], [7, -2]], page["scene"]
PY
echo "saved: $(python3 -c "import json; p=json.load(open('$lesson'))['pages'][0]; print(p['title']['en'], p['task']['want'], p['task']['solution'])")"

# [4] The student takes it.
app_start --lesson "$lesson" --size 1280x900
wait_true '[[ $R_lesson == my-lesson,1,task ]]' "the lesson open with its task to do"
read -r x0 y0 < <(world_px 7 -2)
read -r x1 y1 < <(world_px 5 -2)
drag "$x0" "$y0" "$x1" "$y1"
wait_true '[[ $R_lesson == my-lesson,1,done ]]' "the task done by the student's drag"
echo "e2e ok"
