#!/usr/bin/env bash
# End-to-end: the Judges section in the real window. Two touching segments, selected; three plugins loaded
# with --judge: "mine", the article's strict straddle test built as an inclusive one (so it is wrong on
# touching segments), one that segfaults and one that never answers. The frame report's judges field shows
# each verdict: mine says miss (touching taken as a miss), the others crash and hang, and the window goes on
# drawing frames. Then mine is rebuilt with the fix (<= instead of <) and moved over its file, as a build
# would: the verdict in the same window (the same process) changes to meet, which agrees. Last, Hunt by a
# click: the article's formula on trial, its findings listed, and the first opened with a click.
# Usage: judge_reload.sh HITLAB INCLUDE_DIR WORKDIR
set -euo pipefail
app=$1 include=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config LANG=C
cat >"$work/scene.json" <<'JSON'
{"hitlab": 1, "shapes": [
  {"id": "a", "type": "segment", "a": [0, 0], "b": [2, 0]},
  {"id": "b", "type": "segment", "a": [2, 0], "b": [3, 1]}
]}
JSON
plugin() {  # NAME COMPARISON: the straddle test with that comparison, built into $work/NAME.so
  cat >"$work/$1.c" <<C
#include <hitlab/judge_abi.h>
HITLAB_JUDGE_EXPORT int hitlab_segment_segment(const double a[4], const double b[4]) {
  double ta = (b[0] - b[2]) * (a[1] - b[1]) + (b[1] - b[3]) * (b[0] - a[0]);
  double tb = (b[0] - b[2]) * (a[3] - b[1]) + (b[1] - b[3]) * (b[0] - a[2]);
  double tc = (a[0] - a[2]) * (b[1] - a[1]) + (a[1] - a[3]) * (a[0] - b[0]);
  double td = (a[0] - a[2]) * (b[3] - a[1]) + (a[1] - a[3]) * (a[0] - b[2]);
  return tc * td $2 0 && ta * tb $2 0;
}
HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void) { return "name=mine; touching=inclusive"; }
C
  cc -shared -fPIC -O1 -I"$include" "$work/$1.c" -o "$work/$1.so"
}
plugin mine '<'
cat >"$work/crashy.c" <<'C'
#include <hitlab/judge_abi.h>
HITLAB_JUDGE_EXPORT int hitlab_segment_segment(const double a[4], const double b[4]) {
  volatile int* nowhere = (volatile int*)0;
  *nowhere = (int)(a[0] + b[0]);
  return 0;
}
HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void) { return "name=crashy"; }
C
cat >"$work/stuck.c" <<'C'
#include <hitlab/judge_abi.h>
HITLAB_JUDGE_EXPORT int hitlab_segment_segment(const double a[4], const double b[4]) {
  volatile int forever = 1;
  while (forever && a[0] <= b[0]) {
  }
  return 0;
}
HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void) { return "name=stuck"; }
C
cc -shared -fPIC -I"$include" "$work/crashy.c" -o "$work/crashy.so"
cc -shared -fPIC -I"$include" "$work/stuck.c" -o "$work/stuck.so"

source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1280x800
app_start "$work/scene.json" --size 1280x800 --pair a,b --judge "$work/mine.so" --judge "$work/crashy.so" \
  --judge "$work/stuck.so"
pid=$app_pid
wait_judges() {  # PATTERN WHAT: until the report's judges field matches the glob
  local start=$SECONDS
  until e2e_read_report && [[ $R_judges == $1 ]]; do
    kill -0 "$app_pid" 2>/dev/null || { echo "FAIL: the app exited while waiting for: $2"; tail -5 "$work/app.log"; exit 1; }
    (( SECONDS - start < e2e_timeout )) || { echo "FAIL: waited for $2 (judges=$R_judges)"; exit 1; }
    sleep 0.01  # (a poll of the app's state)
  done
}
wait_judges '*mine:miss:touching-as-miss:1*' "mine's verdict: miss, touching taken as a miss (and wrong on 1 pair of the scene)"
wait_judges '*crashy:crash:crash*' "the crashing plugin's verdict"
wait_judges '*stuck:hang:hang*' "the hanging plugin's verdict"
frame0=$R_frame
wait_report "R_frame >= frame0 + 5" "the window drawing on after a crash and a hang"
echo "before the rebuild: $R_judges"

# The fix, built beside it and moved over the file the window has loaded.
plugin fixed '<='
mv "$work/fixed.so" "$work/mine.so"
wait_judges '*mine:meet:agrees*' "mine's verdict after the rebuild: meet, agrees"
[[ $app_pid == "$pid" ]] && kill -0 "$pid" || { echo "FAIL: the app was restarted"; exit 1; }
echo "after the rebuild, in the same window: $R_judges"
app_kill

# Hunt, by a click: the article's formula (built in) on trial for a few seconds; its findings listed, and a
# click on the first opens its regression scene (two shapes, the pair selected).
cat >"$work/three.json" <<'JSON'
{"hitlab": 1, "shapes": [
  {"id": "a", "type": "segment", "a": [0, 0], "b": [2, 0]},
  {"id": "b", "type": "segment", "a": [2, 0], "b": [3, 1]},
  {"id": "c", "type": "circle", "center": [5, 5], "radius": 1}
]}
JSON
app_start "$work/three.json" --size 1280x800 --pair a,b --judge seed000.check_intersection/double
wait_report 'R_frame >= 8 && R_idle >= 3' "the sidebar scrolled to the Judges section"
hunt_x=${R_at_hunt%,*} hunt_y=${R_at_hunt#*,}
[[ $hunt_x -ge 0 ]] || { echo "FAIL: no Hunt button drawn (at_hunt=$R_at_hunt)"; exit 1; }
click "$hunt_x" "$hunt_y"
start=$SECONDS
until e2e_read_report && [[ $R_hunt == done:* ]]; do
  (( SECONDS - start < e2e_timeout )) || { echo "FAIL: the hunt did not end (hunt=$R_hunt)"; exit 1; }
  sleep 0.05  # (a poll of the app's state)
done
kinds=${R_hunt#done:}
[[ $kinds -ge 1 ]] || { echo "FAIL: the hunt found nothing in check_intersection"; exit 1; }
wait_report 'R_at_finding != -1' "the findings listed"
find_x=${R_at_finding%,*} find_y=${R_at_finding#*,}
revision0=$R_revision
click "$find_x" "$find_y"
wait_report "R_shapes == 2" "the first finding's scene opened"
[[ $R_pair == 0,1 ]] || { echo "FAIL: the finding's pair is not selected (pair=$R_pair)"; exit 1; }
echo "hunt by a click: $kinds kinds of wrong answer; the first finding opened (pair $R_pair)"
app_kill
echo "judges: verdicts shown, a crash and a hang survived, a rebuilt plugin asked again without a restart"
