#!/usr/bin/env bash
# The long CGAL cross-check (issue 38): hitlab-cli hunt of the CGAL exact plugin (tests/judges/cgal_exact.cpp:
# meet or miss by CGAL's exact kernel, written apart from hitlab) over every pair type, 10 million pairs by
# default, on every core. It must find nothing: each finding would be a pair where hitlab's exact answer and
# CGAL's differ. ./test.sh runs a short one (Judges.TheCgalExactOracleFindsNothingOnAnyPairType).
#   scripts/cgal_cross_check.sh [CALLS [SEED]]
set -euo pipefail
cd "$(dirname "$0")/.."
calls=${1:-10000000} seed=${2:-1}
cmake --preset release >/dev/null
cmake --build --preset release -j"$(nproc)" --target hitlab-cli hitlab_plugin_cgal >/dev/null
out=build/release/cgal-cross-check
start=$SECONDS
status=0
build/release/bin/hitlab-cli hunt --no-db --judge build/release/plugins/libhitlab_plugin_cgal.so --calls "$calls" \
  --seed "$seed" --out "$out" || status=$?
echo "cgal cross-check: $calls pairs, seed $seed, $((SECONDS - start)) s; report in $out/report.html"
exit $status
