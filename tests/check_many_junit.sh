#!/usr/bin/env bash
# hitlab-cli check over many files and directories, in parallel: the same report as one file at a time, in
# the order given; exit 0 / 1 / 2 as for one file; --junit writes JUnit XML with one testcase per expectation,
# failures and unreadable files (errors) counted; --exact compares numbers bit for bit.
# Usage: check_many_junit.sh HITLAB_CLI SCENES_DIR BAD_FILE WORK
set -euo pipefail
cli=$1 scenes=$2 bad=$3 work=$4
rm -rf "$work" && mkdir -p "$work"
# A scene with one wrong expectation: the first scene's first relation, changed.
python3 - "$scenes" "$work/wrong.json" <<'PY'
import glob, json, sys
for path in sorted(glob.glob(sys.argv[1] + "/*.json")):
    s = json.load(open(path))
    if s.get("expect") and "relation" in s["expect"][0]:
        break
order = ["disjoint", "touching", "overlapping"]
s["expect"][0]["relation"] = order[(order.index(s["expect"][0]["relation"]) + 1) % 3]
json.dump(s, open(sys.argv[2], "w"))
PY
junit_counts() { python3 -c "
import sys, xml.etree.ElementTree as ET
root = ET.parse('$1').getroot()
cases = root.findall('.//testcase')
print(root.get('tests'), root.get('failures'), root.get('errors'), len(cases), len(root.findall('.//failure')), len(root.findall('.//error')))"; }

"$cli" check "$scenes" --junit "$work/good.xml" >"$work/good.txt"
summary=$(tail -1 "$work/good.txt")
read -r tests failures errors cases failed erred < <(junit_counts "$work/good.xml")
[[ $summary == "$tests passed, 0 failed" && $failures == 0 && $errors == 0 && $cases == "$tests" ]] ||
  { echo "FAIL: good run: '$summary' vs junit $tests $failures $errors $cases"; exit 1; }
# One file at a time gives the same total.
total=0
for f in "$scenes"/*.json; do n=$("$cli" check "$f" | tail -1 | cut -d' ' -f1); total=$((total + n)); done
[[ $total == "$tests" ]] || { echo "FAIL: $tests expectations together, $total one by one"; exit 1; }

set +e
"$cli" check "$scenes" "$work/wrong.json" --junit "$work/wrong.xml" >"$work/wrong.txt"
code=$?
"$cli" check "$scenes" "$work/wrong.json" >"$work/wrong2.txt"
"$cli" check "$scenes" "$bad" "$work/wrong.json" --junit "$work/bad.xml" >"$work/bad.txt" 2>"$work/bad.err"
badcode=$?
set -e
[[ $code == 1 ]] || { echo "FAIL: a failed check gave exit $code"; exit 1; }
cmp -s "$work/wrong.txt" "$work/wrong2.txt" || { echo "FAIL: two parallel runs printed different reports"; exit 1; }
grep -q "^$work/wrong.json: expect\[0\] (.*): relation: expected " "$work/wrong.txt" ||
  { echo "FAIL: the mismatch line:"; cat "$work/wrong.txt"; exit 1; }
read -r tests failures errors cases failed erred < <(junit_counts "$work/wrong.xml")
[[ $failures == 1 && $failed == 1 && $errors == 0 ]] || { echo "FAIL: junit of a failure: $failures $failed $errors"; exit 1; }
[[ $badcode == 2 && $(wc -l <"$work/bad.err") == 1 ]] && grep -q "^$bad" "$work/bad.err" ||
  { echo "FAIL: an unreadable file gave exit $badcode: $(cat "$work/bad.err")"; exit 1; }
read -r tests failures errors cases failed erred < <(junit_counts "$work/bad.xml")
[[ $errors == 1 && $erred == 1 && $failures == 1 ]] || { echo "FAIL: junit with a bad file: $errors $erred $failures"; exit 1; }
# --exact holds numbers bit for bit: every expectation of the scenes does (they hold the correctly rounded
# values), and a distance one ulp off passes within the tolerance but not exactly.
"$cli" check "$scenes" --exact >"$work/exact.txt" ||
  { echo "FAIL: check --exact of the scenes:"; cat "$work/exact.txt"; exit 1; }
python3 - "$scenes" "$work/ulp.json" <<'PY'
import glob, json, math, sys
for path in sorted(glob.glob(sys.argv[1] + "/*.json")):
    s = json.load(open(path))
    e = next((e for e in s.get("expect", []) if e.get("distance", 0) > 0), None)
    if e:
        break
e["distance"] = math.nextafter(e["distance"], math.inf)
s["expect"] = [e]
json.dump(s, open(sys.argv[2], "w"))
PY
"$cli" check "$work/ulp.json" >/dev/null || { echo "FAIL: a distance one ulp off failed within the tolerance"; exit 1; }
set +e
"$cli" check --exact "$work/ulp.json" >"$work/ulp.txt"
ulpcode=$?
set -e
[[ $ulpcode == 1 ]] && grep -q "distance: expected" "$work/ulp.txt" ||
  { echo "FAIL: check --exact of a distance one ulp off gave exit $ulpcode:"; cat "$work/ulp.txt"; exit 1; }
echo "check ok: $total expectations, exit 0 / 1 / 2, JUnit counts agree, --exact holds them bit for bit"
