#!/usr/bin/env bash
# Quick start, part 2: install what is missing, build and run every test (ctest) in the release preset and the
# asan preset (clang's AddressSanitizer + UndefinedBehaviorSanitizer); then the libFuzzer harnesses, each replaying
# its seeds and 20,000 inputs from a fixed random seed (scripts/fuzz.sh --ci). clang-tidy (scripts/tidy.sh,
# seven minutes of CI's 40 on two cores) runs as `./test.sh tidy`, before a change lands. The web phase
# (after release, whose programs it compares with) installs Debian's Emscripten and Chromium, builds GMP for
# wasm and fetches Dear ImGui's source package (scripts/web_deps.sh), builds the web preset, checks that the
# wasm core answers as the native one, byte for byte, and drives the page in headless Chromium (docs/web.md).
# The web build is the fast path with WebAssembly SIMD and builds the reference path's dump program beside it,
# so it also holds the reference to the fast path byte for byte; `./test.sh reference` does it natively (what
# each phase covers: docs/architecture.md). `./test.sh release` runs one preset alone.
set -euo pipefail
cd "$(dirname "$0")"
scripts/deps.sh
presets=("$@")
[[ ${#presets[@]} -gt 0 ]] || presets=(release web asan fuzz)
took() { echo "== $1 took $((SECONDS - $2)) s (total $SECONDS s)"; }  # (CI's time budget is 40 minutes)
# The web phase's dependencies (Emscripten, Chromium, GMP built for wasm: four minutes, mostly one core's
# configure script) are made in the background from the start of the release phase's tests, whose window
# tests leave a core idle; the web phase waits for them.
web_deps_pid=
web_deps_log=build/web-deps.log
start_web_deps() {
  mkdir -p build
  scripts/web_deps.sh --for-tests >"$web_deps_log" 2>&1 &
  web_deps_pid=$!
}
wait_web_deps() {
  [[ -n $web_deps_pid ]] || { scripts/web_deps.sh --for-tests; return; }
  if ! wait "$web_deps_pid"; then
    cat "$web_deps_log"
    echo "FAIL: scripts/web_deps.sh --for-tests"
    exit 1
  fi
  cat "$web_deps_log"
}
for preset in "${presets[@]}"; do
  start=$SECONDS phase_start=$SECONDS
  if [[ $preset == tidy ]]; then
    # (each on its own line: under set -e a failure inside an && list would not stop the run)
    echo "== clang-tidy"
    scripts/tidy.sh
    took clang-tidy $start
    continue
  fi
  if [[ $preset == fuzz ]]; then
    echo "== libFuzzer harnesses"
    scripts/fuzz.sh --ci
    took libFuzzer $start
    continue
  fi
  if [[ $preset == web ]]; then
    echo "== web: Emscripten, GMP for wasm, Chromium (scripts/web_deps.sh --for-tests)"
    wait_web_deps
    took "web: dependencies (the rest of them)" $start && start=$SECONDS
    echo "== web: the native programs it compares with (release preset)"
    cmake --preset release >/dev/null
    cmake --build --preset release -j"$(nproc)" --target hitlab hitlab-cli hitlab-dump-results
    took "web: native programs" $start && start=$SECONDS
  fi
  echo "== $preset: configure and build"
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset" -j"$(nproc)"
  took "$preset: configure and build" $start && start=$SECONDS
  echo "== $preset: ctest"
  if [[ $preset == release && " ${presets[*]} " == *" web "* ]]; then start_web_deps; fi
  ctest --preset "$preset" -j"$(nproc)"
  took "$preset: ctest" $start
  if [[ $preset == web ]]; then took "web phase, whole" $phase_start; fi
done
