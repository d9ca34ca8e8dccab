#!/usr/bin/env bash
# End-to-end: the batch view (seed 000's NumPy test, live) in the real app under Xvfb, with real drags.
# Opens hitlab with 4,000 random segments, exports the batch view as a regression scene (Ctrl+E), drags the
# whole probe up by 120 pixels and then its second end down by 150 pixels, exporting after each: the probe
# in the files moved as the mouse did, and every exported expectation (the batch path's relation of the probe
# with each segment it meets) holds on hitlab-cli's own path.
# Usage: batch_view.sh HITLAB HITLAB_CLI WORKDIR
set -euo pipefail
app=$1 cli=$2 work=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config LANG=C
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1280x800
app_start --batch 4000 --size 1000x700
export_as() {  # Ctrl+E, then keep the file as $1
  rm -f batch-view.json
  press ctrl e
  [[ -e batch-view.json ]] || { echo "FAIL: Ctrl+E wrote no batch-view.json"; cat app.log; exit 1; }
  mv batch-view.json "$1"
  out=$("$cli" check "$1") || { echo "FAIL: $1 does not pass hitlab-cli check: $out"; exit 1; }
  echo "$1: $out"
}
# probe FILE: "ax ay bx by cx cy zoom expectations"
probe() {
  python3 - "$1" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
p = next(x for x in s["shapes"] if x["id"] == "probe")
print(*p["a"], *p["b"], *s["view"]["center"], s["view"]["zoom"], len(s["expect"]))
PY
}

export_as start.json
read -r ax ay bx by cx cy zoom n0 <<<"$(probe start.json)"
(( n0 > 0 )) || { echo "FAIL: the probe meets no segment at the start"; exit 1; }
# The canvas is (0, 19)-(640, 673) at 1000x700 with the sidebar: its centre is the view centre, where the
# probe's middle starts.
px() { python3 -c "print(round(320 + ($1 - $cx) * $zoom))"; }
py() { python3 -c "print(round(346 - ($1 - $cy) * $zoom))"; }
mx=$(px "$(python3 -c "print(($ax + $bx) / 2)")") my=$(py "$(python3 -c "print(($ay + $by) / 2)")")
drag "$mx" "$my" "$mx" $((my - 120))
export_as moved.json
read -r ax1 ay1 bx1 by1 _ _ _ n1 <<<"$(probe moved.json)"
python3 - <<PY || { echo "FAIL: the probe did not move up by 120 pixels: ($ax, $ay) -> ($ax1, $ay1)"; exit 1; }
import sys
z = $zoom
ok = all(abs(v - w) < 3 / z for v, w in [($ax1, $ax), ($bx1, $bx)]) and \
     all(abs(v - w - 120 / z) < 3 / z for v, w in [($ay1, $ay), ($by1, $by)])
sys.exit(0 if ok else 1)
PY
# Its second end, down by 150 pixels.
ex=$(px "$bx1") ey=$(py "$by1")
drag "$ex" "$ey" "$ex" $((ey + 150))
export_as end.json
read -r ax2 ay2 bx2 by2 _ _ _ n2 <<<"$(probe end.json)"
python3 - <<PY || { echo "FAIL: the probe's end did not move down by 150 pixels: ($bx1, $by1) -> ($bx2, $by2)"; exit 1; }
import sys
z = $zoom
ok = ($ax2, $ay2) == ($ax1, $ay1) and abs($bx2 - $bx1) < 3 / z and abs($by1 - $by2 - 150 / z) < 3 / z
sys.exit(0 if ok else 1)
PY
cmp -s start.json moved.json && { echo "FAIL: the exports are the same"; exit 1; }
echo "e2e batch view ok: the probe meets $n0, then $n1, then $n2 of 4000 segments; every export checks"
