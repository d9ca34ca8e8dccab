#!/usr/bin/env bash
# Quick start, part 1: install what is missing, build the release preset, run hitlab on the welcome scene.
set -euo pipefail
cd "$(dirname "$0")"
scripts/deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j"$(nproc)"
scene=${1:-scenes/welcome.json}
echo "== hitlab-cli eval $scene"
build/release/bin/hitlab-cli eval "$scene"
