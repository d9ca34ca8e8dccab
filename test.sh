#!/usr/bin/env bash
# Quick start, part 2: install what is missing, build and run every test (ctest) in the release preset, the
# reference preset (HITLAB_FAST=OFF: the reference path alone, whose results must equal release's byte for
# byte) and the asan preset (AddressSanitizer + UndefinedBehaviorSanitizer). `./test.sh release` runs one.
set -euo pipefail
cd "$(dirname "$0")"
scripts/deps.sh
presets=("$@")
[[ ${#presets[@]} -gt 0 ]] || presets=(release reference asan)
for preset in "${presets[@]}"; do
  echo "== $preset: configure and build"
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset" -j"$(nproc)"
  echo "== $preset: ctest"
  ctest --preset "$preset" -j"$(nproc)"
done
