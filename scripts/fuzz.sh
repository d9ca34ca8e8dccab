#!/usr/bin/env bash
# The libFuzzer harnesses of tests/fuzz: build them (in the asan preset: clang, ASan + UBSan, the core with
# libFuzzer's coverage instrumentation), replay every seed (tests/scenes, tests/bad, scenes/,
# tests/fuzz/corpus) and fuzz each harness for SECONDS (default 30).
#   scripts/fuzz.sh 600                 ten minutes each
#   scripts/fuzz.sh 600 fuzz_eval       one harness
#   scripts/fuzz.sh --ci                what CI runs: the seeds, then 20,000 inputs each from a fixed random
#                                       seed (the same inputs on every run, so CI is not at the mercy of luck)
# New inputs that add coverage go to build/fuzz/corpus/HARNESS (kept between runs); a finding stops its
# harness, is written to build/fuzz/findings/ and makes the script fail. Add each finding to tests/bad or
# tests/scenes (or, for the predicates, tests/fuzz/corpus/fuzz_predicates) once it is fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
shift || true
limit=(-max_total_time="$seconds")
[[ $seconds == --ci ]] && limit=(-seed=1 -runs=20000)
harnesses=("$@")
[[ ${#harnesses[@]} -gt 0 ]] || harnesses=(fuzz_scene_load fuzz_eval fuzz_predicates)
cmake --preset asan >/dev/null
cmake --build --preset asan -j"$(nproc)" --target "${harnesses[@]}"
bin=build/asan/bin out=build/fuzz
mkdir -p "$out/findings"
# Each harness runs in the background, as many at a time as there are cores; their reports follow in order.
run() {  # HARNESS: seeds, then the fuzzing; its exit code in $out/$h.status
  local h=$1 seeds=$out/seeds/$1 code=0
  # The seeds: the checked-in corpus and, for the scene harnesses, every scene file under 64 KiB.
  rm -rf "$seeds" && mkdir -p "$seeds" "$out/corpus/$h"
  local from=(tests/fuzz/corpus/$h)
  case $h in
    fuzz_scene_load) from+=(tests/scenes tests/bad scenes) ;;
    fuzz_eval) from+=(tests/scenes scenes) ;;
  esac
  find "${from[@]}" -type f -size -64k -exec cp -t "$seeds" {} + 2>/dev/null || true
  "$bin/$h" "${limit[@]}" -max_len=16384 -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$out/findings/$h-" "$out/corpus/$h" "$seeds" >"$out/$h.log" 2>&1 || code=$?
  echo "$code" >"$out/$h.status"
}
for h in "${harnesses[@]}"; do
  while [[ $(jobs -rp | wc -l) -ge $(nproc) ]]; do wait -n || true; done
  run "$h" &
done
wait
status=0
for h in "${harnesses[@]}"; do
  echo "== $h: ${limit[*]}"
  if [[ $(cat "$out/$h.status") != 0 ]]; then
    status=1
    echo "FAIL: $h found an input that breaks it (log: $out/$h.log; input in $out/findings):"
    grep -E "ERROR|SUMMARY|^[a-zA-Z].*differ|abort" "$out/$h.log" | head -20 || true
    tail -40 "$out/$h.log"
  fi
  # (what the run did: inputs executed, edges and features covered)
  grep -E "DONE|stat::number_of_executed_units" "$out/$h.log" | tr -s '\t\n' '  ' || true
  echo
done
exit $status
