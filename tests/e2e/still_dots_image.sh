#!/usr/bin/env bash
# A big scene's still dots are kept as one image (premultiplied, redrawn only when they change): the real
# window must look the same as when every dot is drawn every frame, up to 8-bit rounding of the blending.
# Usage: still_dots_image.sh HITLAB SCENE WORKDIR
set -euo pipefail
app=$1 scene=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1024x768
"$app" "$scene" --size 800x600 --screenshot "$work/kept.png" --frames 3 >/dev/null
"$app" "$scene" --size 800x600 --screenshot "$work/direct.png" --frames 3 --direct-dots >/dev/null
python3 - "$here" "$work/kept.png" "$work/direct.png" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
from png_pixel import decode
(a, ch), (b, _) = decode(sys.argv[2]), decode(sys.argv[3])
assert len(a) == len(b) and len(a[0]) == len(b[0]), "sizes differ"
worst = max(abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb))
differing = sum(x != y for ra, rb in zip(a, b) for x, y in zip(ra, rb))
distinct = len({bytes(r[i:i + 3]) for r in a[::9] for i in range(0, len(r), 9 * ch)})
print(f"kept vs direct: {differing} channel values differ, by at most {worst}; {distinct} distinct colours sampled")
assert distinct > 3, "the scene rendered nothing but background"
assert worst <= 3, "the kept image differs from drawing every dot"
PY
