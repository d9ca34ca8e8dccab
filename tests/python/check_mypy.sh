#!/usr/bin/env bash
# hitlab for Python's types: `mypy --strict` accepts the package (its stubs, python/hitlab/_core.pyi, for the
# compiled module) and the manual's typed example, which then runs and says what it should.
# Usage: check_mypy.sh MYPY BUILD WORKDIR
set -euo pipefail
mypy=$1 build=$2 work=$3
root=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$work" && mkdir -p "$work"
export MYPYPATH=$build/python
"$mypy" --strict --cache-dir "$work/cache" -p hitlab
"$mypy" --strict --cache-dir "$work/cache" "$root/docs/python/example.py"
out=$(PYTHONPATH=$build/python /usr/bin/python3 "$root/docs/python/example.py")
grep -q "^touching ((2.0, 0.0),) 0.0$" <<<"$out" || { echo "FAIL: the example's pair: $out"; exit 1; }
grep -q "^True disjoint$" <<<"$out" || { echo "FAIL: the example's article formula: $out"; exit 1; }
grep -q "^apart-as-hit Circle" <<<"$out" || { echo "FAIL: the example's hunt of a tolerance: $out"; exit 1; }
[[ $(tail -1 <<<"$out") == True ]] || { echo "FAIL: the example's exported expectation does not hold"; exit 1; }
echo "mypy --strict: the package and docs/python/example.py; the example runs"
