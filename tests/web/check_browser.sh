#!/usr/bin/env bash
# The web build's page in Debian's Chromium (tests/web/browser_test.mjs, driven by puppeteer-core), with the
# test's scenes written here and the desktop app's screenshot of the comparison scene taken under Xvfb.
# Usage: check_browser.sh WEB_DIR NATIVE_HITLAB NATIVE_CLI WORK_DIR
# Needs scripts/web_deps.sh --for-tests (Chromium, and puppeteer-core in tests/web/node_modules).
set -euo pipefail
web=$1 app=$2 cli=$3 work=$4
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
[[ -x ${CHROMIUM:-/usr/bin/chromium} ]] || { echo "FAIL: no Chromium: run scripts/web_deps.sh --for-tests"; exit 1; }
[[ -d $here/node_modules/puppeteer-core ]] ||
  { echo "FAIL: no puppeteer-core in tests/web: run scripts/web_deps.sh --for-tests"; exit 1; }
rm -rf "$work" && mkdir -p "$work"

cp "$root/tests/e2e/drag_scene.json" "$work/drag.json"  # (the desktop e2e test drags it too)
# Two polygons for SAT's steps, a circle, and coordinates that binary floating point cannot hold exactly
# (0.1, -0.0: a share link must keep every bit).
cat >"$work/compare.json" <<'JSON'
{
  "hitlab": 1,
  "view": {"center": [2, 1], "zoom": 60},
  "shapes": [
    {"id": "p", "type": "polygon", "points": [[0.1, -0.0], [3, 0.30000000000000004], [1.5, 2.7]]},
    {"id": "q", "type": "polygon", "points": [[2, 1], [4.5, 1.2], [4, 3.3], [2.2, 3]]},
    {"id": "k", "type": "circle", "center": [-1.5, 2], "radius": 0.7}
  ]
}
JSON
printf '{"hitlab": 1, "shapes": [{"id": "c", "type": "circle", "center": [0, 0], "radius": -1}]}\n' >"$work/bad.json"
(cd "$root" && python3 -c "
import sys; sys.path.insert(0, 'scripts')
from make_stress_scenes import scene
scene(50, '$work/fifty.json'); scene(1000, '$work/thousand.json')")

# The desktop's picture of the comparison scene, pair and step, at the browser's size.
source "$root/tests/e2e/lib.sh"
e2e_start_xvfb 1280x800
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config
"$app" "$work/compare.json" --pair p,q --explain --step 2 --lang en --size 1280x800 --frames 3 \
  --screenshot "$work/desktop.png" >/dev/null

node "$here/browser_test.mjs" "$web" "$cli" "$work/desktop.png" "$work"
