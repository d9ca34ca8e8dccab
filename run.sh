#!/usr/bin/env bash
# Quick start, part 1: install what is missing, build the release preset, open hitlab on the welcome scene.
# On a machine without a display it renders a few frames under Xvfb, writes a screenshot and says where.
set -euo pipefail
cd "$(dirname "$0")"
scripts/deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j"$(nproc)"
scene=${1:-scenes/welcome.json}
if [[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]]; then
  exec build/release/bin/hitlab "$scene"
fi
shot=build/release/welcome.png
xvfb-run -a -s "-screen 0 1400x900x24" build/release/bin/hitlab "$scene" --screenshot "$shot" --frames 5
echo "No display here: rendered $scene under Xvfb into $shot"
build/release/bin/hitlab-cli eval "$scene" > build/release/welcome-eval.json
echo "Its pairs (hitlab-cli eval): build/release/welcome-eval.json"; head -c 600 build/release/welcome-eval.json; echo
