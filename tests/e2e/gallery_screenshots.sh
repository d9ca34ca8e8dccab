#!/usr/bin/env bash
# Every bundled scene opens in the real app under Xvfb and renders: --screenshot exits 0 and the PNG shows
# more than the background (shapes were drawn). Usage: gallery_screenshots.sh HITLAB SCENES_DIR WORKDIR
set -euo pipefail
app=$1 scenes=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
export XDG_CONFIG_HOME=$work/config  # recent files stay in the test folder
export DISPLAY=:$((200 + RANDOM % 100))
Xvfb "$DISPLAY" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
count=0
for scene in "$scenes"/*.json; do
  name=$(basename "$scene" .json)
  [[ $name == stress-* ]] && continue  # benchmark scenes (seconds to load), covered by --bench-frames
  "$app" "$scene" --size 640x480 --screenshot "$work/$name.png" --frames 2 >/dev/null
  # Sample a grid of pixels: some must differ from the background colour.
  coords=$(python3 -c "print(' '.join(f'{x} {y}' for x in range(500, 640, 7) for y in range(40, 460, 7)))")
  distinct=$(python3 "$here/png_pixel.py" "$work/$name.png" $coords | sort -u | wc -l)
  (( distinct > 3 )) || { echo "FAIL: $name renders nothing but background"; exit 1; }
  count=$((count + 1))
done
echo "rendered $count scenes"
