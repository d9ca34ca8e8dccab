#!/usr/bin/env bash
# The end-to-end suite under load: runs every e2e test ROUNDS times in a row (3) while LOAD CPU-bound
# processes (2, one per core here) run beside it, and fails if any run fails. The e2e scripts wait for the
# frames the app reports (--frame-report), never for a time, so a busy machine only makes them slower.
# Usage: scripts/e2e_under_load.sh [BUILD_DIR (build/release)] [ROUNDS] [LOAD]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release} rounds=${2:-3} load=${3:-2}
[[ -x $build/bin/hitlab ]] || { echo "no $build/bin/hitlab: build it first (cmake --build --preset release)"; exit 2; }
burners=()
stop() { ((${#burners[@]} == 0)) || kill "${burners[@]}" 2>/dev/null || true; }
trap stop EXIT
for _ in $(seq 1 "$load"); do
  sh -c 'while :; do :; done' &
  burners+=($!)
done
echo "e2e under load: $load CPU-bound processes beside the suite, $rounds rounds"
failed=0
for round in $(seq 1 "$rounds"); do
  start=$SECONDS
  if (cd "$build" && ctest -R '^e2e/' --output-on-failure) >"$build/e2e-under-load-$round.log" 2>&1; then
    echo "round $round: $(grep -E 'tests passed' "$build/e2e-under-load-$round.log") ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1))
    echo "round $round FAILED ($((SECONDS - start)) s):"
    grep -E "FAIL|Failed|\*\*\*" "$build/e2e-under-load-$round.log" | head -20
  fi
done
echo "$((rounds - failed)) passed, $failed failed"
((failed == 0))
