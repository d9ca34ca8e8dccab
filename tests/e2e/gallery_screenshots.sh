#!/usr/bin/env bash
# Every bundled scene opens in the real app under Xvfb and renders: --screenshot exits 0 and the PNG shows
# more than the background (shapes were drawn) on the canvas, which the sidebar leaves free, and the pair it
# opens with (its first expectation) lies inside the canvas. Usage: gallery_screenshots.sh HITLAB SCENES_DIR WORKDIR
set -euo pipefail
app=$1 scenes=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config  # recent files stay in the test folder
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1400x900
count=0
for scene in "$scenes"/*.json; do
  name=$(basename "$scene" .json)
  [[ $name == stress-* ]] && continue  # benchmark scenes (seconds to load), covered by --bench-frames
  out=$("$app" "$scene" --size 1280x800 --screenshot "$work/$name.png" --frames 2)
  read -r x0 y0 x1 y1 < <(echo "$out" | sed -E 's/.*canvas ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)\)/\1 \2 \3 \4/')
  # The sidebar (at least 260 wide) leaves the canvas most of the window, and the pair the scene opens with lies inside it.
  (( x1 - x0 >= 700 && y1 - y0 >= 700 && x1 <= 1280 - 260 )) || { echo "FAIL: $name: canvas $x0 $y0 $x1 $y1 at 1280x800"; exit 1; }
  python3 "$here/pair_in_canvas.py" "$scene" "$x0" "$y0" "$x1" "$y1" || { echo "FAIL: $name"; exit 1; }
  # Sample a grid of canvas pixels: some must differ from the background colour (shapes were drawn there).
  coords=$(python3 -c "print(' '.join(f'{x} {y}' for x in range($x0 + 4, $x1 - 4, 11) for y in range($y0 + 4, $y1 - 4, 11)))")
  distinct=$(python3 "$here/png_pixel.py" "$work/$name.png" $coords | sort -u | wc -l)
  (( distinct > 3 )) || { echo "FAIL: $name renders nothing but background"; exit 1; }
  count=$((count + 1))
done
# At a small window the sidebar narrows and the canvas keeps its share.
out=$("$app" "$scenes/welcome.json" --size 640x480 --screenshot "$work/small.png" --frames 2)
read -r x0 y0 x1 y1 < <(echo "$out" | sed -E 's/.*canvas ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)\)/\1 \2 \3 \4/')
(( x1 - x0 >= 300 )) || { echo "FAIL: a 640x480 window leaves a canvas $x0..$x1 wide"; exit 1; }
echo "rendered $count scenes, each with its pair inside the canvas"
