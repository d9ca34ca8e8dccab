#!/usr/bin/env bash
# Runs hitlab-bench and the NumPy seed in one go and prints every ratio against its target.
#   bench/compare.sh [BUILD_DIR]            the code this CPU runs (run-time dispatch: its best SIMD target)
#   bench/compare.sh --targets [BUILD_DIR]  one run per SIMD target this CPU runs (AVX-512, AVX2, SSE4, ...:
#                                           Highway's dispatch restricted to each), a column per target
# (default build/release; writes BUILD_DIR/bench.json, or bench-TARGET.json per target, and numpy.json)
set -euo pipefail
cd "$(dirname "$0")/.."
per_target=0
if [[ ${1:-} == --targets ]]; then per_target=1 && shift; fi
build=${1:-build/release}
# Every benchmark 5 times in random interleaved order, so a slow spell of this shared machine hits all of them
# alike; the ratios use the medians. The 3k..1M all-pairs sizes are for bench/scaling.sh.
run() {  # OUT_JSON: one hitlab-bench run (with HITLAB_BENCH_TARGET as set)
  "$build/bin/hitlab-bench" --benchmark_format=console --benchmark_out="$1" --benchmark_out_format=json \
    --benchmark_filter='-/(3000|30000|300000|1000000)/' --benchmark_min_time=0.2 --benchmark_repetitions=5 \
    --benchmark_enable_random_interleaving=true --benchmark_report_aggregates_only=true >&2
}
/usr/bin/python3 bench/numpy_seed.py >"$build/numpy.json"
if [[ $per_target == 0 ]]; then
  run "$build/bench.json"
  exec python3 bench/compare_table.py "$build/numpy.json" "$build/bench.json"
fi
# Every target but the emulated ones (EMU128, SCALAR: no SIMD instructions at all).
columns=()
for target in $(HITLAB_BENCH_TARGET=list "$build/bin/hitlab-bench"); do
  [[ $target == EMU128 || $target == SCALAR ]] && continue
  echo "== $target" >&2
  HITLAB_BENCH_TARGET=$target run "$build/bench-$target.json"
  columns+=("$target=$build/bench-$target.json")
done
python3 bench/compare_table.py "$build/numpy.json" "${columns[@]}"
