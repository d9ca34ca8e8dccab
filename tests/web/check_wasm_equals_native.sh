#!/usr/bin/env bash
# The wasm build (cmake --preset web, run by node) answers as the native build does, byte for byte:
#   - every result of the dump program's pairs (tests/dump_results.cpp: every pair family, scaled from 2^-1000
#     to 2^900, plain and prepared, the broad phase's 33 million pairs by count and digest, and the batch
#     tests; 44,955 lines);
#   - given the two CLIs, `hitlab-cli eval` of every scene file (a folder: its *.json), stdout, stderr and
#     exit code alike; scenes named stress-* through --meeting (stress-10k's full eval is 5e7 pairs; the page
#     leaves stress-100k out and so does this test). Bad
#     files (tests/bad) compare their one-line message and exit code 2 the same way;
#   - `hitlab-cli check` of every one of those files but the stress-* ones (their expectations, or the
#     loader's message), in four runs of many files each: stdout, stderr and exit code alike.
# Usage: check_wasm_equals_native.sh NATIVE_DUMP WASM_DUMP_JS [NATIVE_CLI WASM_CLI_JS SCENE_OR_DIR...]
# Exits 77 (ctest: skipped) when a native program is not built (build the release preset first).
set -euo pipefail
node=${HITLAB_NODE:-node}
native_dump=$1 wasm_dump=$2
shift 2
native_cli="" wasm_cli=""
if [[ $# -gt 0 ]]; then
  native_cli=$1 wasm_cli=$2
  shift 2
fi
for program in "$native_dump" ${native_cli:+"$native_cli"}; do
  if [[ ! -x $program ]]; then
    echo "skipped: $program not built (configure and build the release preset first)"
    exit 77
  fi
done
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
now() { echo "${EPOCHREALTIME/./}"; }  # (microseconds)
seconds() { printf '%d.%d' $(($1 / 1000000)) $(($1 / 100000 % 10)); }

t0=$(now)
"$native_dump" >"$dir/native.txt"
t1=$(now)
"$node" "$wasm_dump" >"$dir/wasm.txt"
t2=$(now)
if ! cmp -s "$dir/native.txt" "$dir/wasm.txt"; then
  differing=$(diff "$dir/native.txt" "$dir/wasm.txt" | grep -c '^<' || true)
  echo "native and wasm dumps differ ($differing lines; the first ones):"
  diff "$dir/native.txt" "$dir/wasm.txt" | head -6 | cut -c1-600
  exit 1
fi
echo "dump: $(wc -l <"$dir/native.txt") lines alike, byte for byte" \
  "(native $(seconds $((t1 - t0))) s, wasm $(seconds $((t2 - t1))) s)"
[[ -n $native_cli ]] || exit 0

files=()
for arg in "$@"; do
  if [[ -d $arg ]]; then
    for file in "$arg"/*.json; do
      # (stress-100k, which the page does not bundle either, is left out: 83 s of node on one core, the
      # longest run of the web phase, for the code that stress-10k's meeting pairs take through in 3 s)
      [[ $(basename "$file") == stress-100k.json ]] || files+=("$file")
    done
  else
    files+=("$arg")
  fi
done
pairs=0 failed=0 native_time=0 wasm_time=0 checked=0
runs=()
checkable=()
for file in "${files[@]}"; do
  if [[ $(basename "$file") == stress-* ]]; then
    runs+=("eval|$file|--meeting")
  else
    runs+=("eval|$file|")
    checkable+=("$file")
  fi
done
# `check` takes many files and reports each in order (its message for a bad one, exit code 2 if any is):
# the checkable files in four lists, one node start each instead of one per file (a start and the wasm's
# compile take 0.7 s).
lists=4
for ((l = 0; l < lists; ++l)); do
  : >"$dir/list.$l"
  for ((k = l; k < ${#checkable[@]}; k += lists)); do printf '%s\n' "${checkable[k]}" >>"$dir/list.$l"; done
  [[ -s $dir/list.$l ]] && runs+=("check|@$dir/list.$l|")
done
# One run: its stdout, stderr and exit code in $dir/SIDE.I.{out,err,code}.
run_one() {  # SIDE I PROGRAM...
  local side=$1 i=$2 code=0 targets
  shift 2
  IFS='|' read -r command file extra <<<"${runs[$i]}"
  if [[ $file == @* ]]; then mapfile -t targets <"${file#@}"; else targets=("$file"); fi
  "$@" "$command" "${targets[@]}" ${extra:+"$extra"} >"$dir/$side.$i.out" 2>"$dir/$side.$i.err" || code=$?
  echo $code >"$dir/$side.$i.code"
}
# The native runs one after another, the wasm runs (node's start and the wasm's compile dominate) on every core.
t0=$(now)
for i in "${!runs[@]}"; do run_one native "$i" "$native_cli"; done
t1=$(now)
jobs=$(nproc)
for i in "${!runs[@]}"; do
  while [[ $(jobs -rp | wc -l) -ge $jobs ]]; do wait -n || true; done
  run_one wasm "$i" "$node" "$wasm_cli" &
done
wait
t2=$(now)
native_time=$((t1 - t0)) wasm_time=$((t2 - t1))
for i in "${!runs[@]}"; do
  IFS='|' read -r command file extra <<<"${runs[$i]}"
  args=("$command" "$file" ${extra:+"$extra"})
  [[ $command == check ]] && checked=$((checked + $(wc -l <"${file#@}")))
  native_code=$(<"$dir/native.$i.code") wasm_code=$(<"$dir/wasm.$i.code")
  if [[ $native_code != "$wasm_code" ]] || ! cmp -s "$dir/native.$i.out" "$dir/wasm.$i.out" ||
    ! cmp -s "$dir/native.$i.err" "$dir/wasm.$i.err"; then
    echo "differ: hitlab-cli ${args[*]}: exit $native_code / $wasm_code"
    diff "$dir/native.$i.out" "$dir/wasm.$i.out" | head -4 | cut -c1-600 || true
    diff "$dir/native.$i.err" "$dir/wasm.$i.err" | head -4 | cut -c1-600 || true
    failed=$((failed + 1))
    continue
  fi
  [[ $command == eval ]] && pairs=$((pairs + $(grep -c '^{"a":' "$dir/native.$i.out" || true)))
done
if [[ $failed -gt 0 ]]; then
  echo "hitlab-cli: $failed of ${#runs[@]} runs differ between native and wasm"
  exit 1
fi
echo "hitlab-cli eval and check: ${#files[@]} files ($checked checked), $pairs pairs alike, byte for byte," \
  "stderr and exit codes too" \
  "(native $(seconds $native_time) s, wasm $(seconds $wasm_time) s on $jobs cores)"
