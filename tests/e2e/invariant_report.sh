#!/usr/bin/env bash
# End-to-end: Edit > Write invariant report in the real app under Xvfb, with real clicks, on the 0.1 / 0.2 /
# 0.3 scene with the pair line / pt selected. The report's regression scene passes `hitlab-cli check` with an
# expectation per view (and fails once one view is moved off its transform); its GoogleTest case compiles
# against the core and passes.
# Usage: invariant_report.sh HITLAB HITLAB_CLI SCENES CORE_LIB CORE_INCLUDE SANITIZE WORKDIR
set -euo pipefail
app=$1 cli=$2 scenes=$3 corelib=$4 coreinc=$5 sanitize=$6 work=$7
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config LANG=C
cp "$scenes/edge-0.1-0.2-0.3.json" "$work/scene.json"
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1280x800
app_start "$work/scene.json" --size 1000x700 --pair line,pt
# Edit (menu bar), then its last item "Write invariant report (selected pair)" (the eighth, after a
# separator: y = 38 + 20 * 7 + 4).
click 56 11
click 120 182
report=$work/scene-line-pt.invariants
[[ -e $report.json && -e ${report}_test.cpp ]] || { echo "FAIL: no report beside the scene"; ls "$work"; cat "$work/app.log"; exit 1; }
out=$("$cli" check "$report.json") || { echo "FAIL: the report scene does not pass: $out"; exit 1; }
echo "$out"
n=$(python3 -c "import json; print(len(json.load(open('$report.json'))['expect']))")
(( n >= 8 )) || { echo "FAIL: only $n expectations"; exit 1; }
# A view moved off its transform fails the check.
python3 - "$report.json" "$work/broken.json" <<'PY'
import json, sys
scene = json.load(open(sys.argv[1]))
for s in scene["shapes"]:
    if s["id"] == "pt_mirror_x":
        s["p"][1] += 0.5
json.dump(scene, open(sys.argv[2], "w"))
PY
if "$cli" check "$work/broken.json" >"$work/broken.out"; then echo "FAIL: a broken view passes"; exit 1; fi
grep -q "pt_mirror_x" "$work/broken.out" || { echo "FAIL: the failure does not name the view"; cat "$work/broken.out"; exit 1; }
# The GoogleTest case as written: compiled against the core, run.
flags=()
[[ $sanitize == ON ]] && flags=(-fsanitize=address,undefined)
g++ -std=c++20 "${flags[@]}" -I"$coreinc" "${report}_test.cpp" "$corelib" -lgtest -lgtest_main -lgmpxx -lgmp -lhwy \
  -pthread -o "$work/report_test"
ASAN_OPTIONS=detect_leaks=0 "$work/report_test" | tail -3
echo "e2e invariant report ok: $n expectations"
