#!/usr/bin/env bash
# The reference build (HITLAB_FAST=OFF) and the fast build print every result of the same pairs alike, byte
# for byte (tests/dump_results.cpp). Usage: check_fast_equals_reference.sh REFERENCE_DUMP FAST_DUMP
# A program ending in .js is the web build's, run by node (HITLAB_NODE). Exits 77 (ctest: skipped) when the
# fast build's program is not there yet (build the release preset first).
set -euo pipefail
reference=$1 fast=$2
if [[ ! -e $fast ]]; then
  echo "skipped: $fast not built (configure and build the release preset first)"
  exit 77
fi
run() { if [[ $1 == *.js ]]; then "${HITLAB_NODE:-node}" "$1"; else "$1"; fi; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
run "$reference" | tee >(wc -l >"$dir/lines") | sha256sum >"$dir/reference.sum"
run "$fast" | sha256sum >"$dir/fast.sum"
lines=$(cat "$dir/lines")
if ! cmp -s "$dir/reference.sum" "$dir/fast.sum"; then
  run "$reference" >"$dir/reference.txt"
  run "$fast" >"$dir/fast.txt"
  echo "reference and fast builds differ (first differing lines):"
  diff "$dir/reference.txt" "$dir/fast.txt" | head -6 | cut -c1-600
  exit 1
fi
echo "$lines lines alike, byte for byte"
