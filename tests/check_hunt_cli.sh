#!/usr/bin/env bash
# hitlab-cli hunt: exit codes (0 nothing found, 1 findings, 2 bad input, one line), the report's files, its
# regression scenes held by `hitlab-cli check --exact`, the same findings for the same seed and budget in
# calls, and plugins that crash surviving as findings.
# Usage: check_hunt_cli.sh CLI WORK_DIR CHECK_INTERSECTION_PLUGIN EXACT_PLUGIN CRASH_PLUGIN
set -euo pipefail
cli=$1 work=$2 seedPlugin=$3 exactPlugin=$4 crashPlugin=$5
rm -rf "$work" && mkdir -p "$work"
export XDG_DATA_HOME=$work/data  # (the default findings database: inside the test's folder)
fail() { echo "FAIL: $*"; exit 1; }
expect_exit() {  # CODE COMMAND...: runs it, its stdout and stderr to $work/out and $work/err
  local want=$1 got=0
  shift
  "$@" >"$work/out" 2>"$work/err" || got=$?
  [[ $got == "$want" ]] || { cat "$work/out" "$work/err"; fail "$* exited $got, not $want"; }
}

expect_exit 0 "$cli" hunt --list
grep -qx 'seed000.check_intersection/double' "$work/out" || fail "--list does not name seed000.check_intersection/double"

# A built-in formula: findings, every file of the report, scenes that hold exactly.
expect_exit 1 "$cli" hunt --judge seed000.check_intersection/double --calls 200000 --jobs 2 --seed 3 --no-db --out "$work/a"
grep -q 'apart taken as a hit' "$work/out" || fail "no 'apart taken as a hit' for check_intersection"
for f in report.html junit.xml segment-segment-apart-as-hit.json segment-segment-apart-as-hit.svg; do
  [[ -s $work/a/$f ]] || fail "the report has no $f"
done
expect_exit 0 "$cli" check --exact "$work/a"
grep -q 'passed, 0 failed' "$work/out" || fail "check --exact of the hunt's scenes: $(tail -1 "$work/out")"

# The same seed and budget in calls: the same scenes.
expect_exit 1 "$cli" hunt --judge seed000.check_intersection/double --calls 200000 --jobs 2 --seed 3 --no-db --out "$work/b"
diff -r --exclude='*.html' --exclude='*.xml' "$work/a" "$work/b" >/dev/null || fail "two runs of one seed differ"

# The article's C code as a plugin finds what the built-in formula finds.
expect_exit 1 "$cli" hunt --judge "$seedPlugin" --calls 200000 --jobs 2 --seed 3 --no-db --out "$work/c"
for f in "$work"/a/*.json; do
  [[ -e $work/c/$(basename "$f") ]] || fail "the plugin's hunt has no $(basename "$f")"
done

# Exact code written apart from hitlab: nothing found, exit 0.
expect_exit 0 "$cli" hunt --judge "$exactPlugin" --calls 50000 --out "$work/d"
grep -q 'nothing found' "$work/out" || fail "the exact plugin: $(cat "$work/out")"

# A plugin that crashes: a finding, and hitlab goes on to the end of its budget.
# (under the sanitizers, each expected crash's report unsymbolized: 32 s -> 4 s)
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}symbolize=0 \
  expect_exit 1 "$cli" hunt --judge "$crashPlugin" --calls 1000 --jobs 1 --out "$work/e"
grep -q 'crash' "$work/out" || fail "no crash reported for the crashing plugin"
grep -q '1,000 pairs' "$work/out" || fail "the crashing plugin's hunt stopped early: $(head -1 "$work/out")"

# The findings database: the default one is the judge's folder under XDG_DATA_HOME; a second hunt asks its
# findings first, with a budget of one pair and another seed, and finds them still wrong.
expect_exit 1 "$cli" hunt --judge seed000.check_intersection/double --calls 200000 --seed 3 --out "$work/f"
db=$work/data/hitlab/hunt/seed000.check_intersection_double
[[ -n $(ls "$db"/*.json 2>/dev/null) ]] || fail "no findings kept in $db"
grep -q 'new pairs kept in' "$work/out" || fail "the first hunt does not say what it kept: $(cat "$work/out")"
expect_exit 1 "$cli" hunt --judge seed000.check_intersection/double --calls 1 --seed 7 --out "$work/g"
grep -q "earlier findings asked first ($db): $(ls "$db"/*.json | wc -l) still wrong, 0 fixed since" "$work/out" ||
  fail "the second hunt did not ask the first one's findings: $(cat "$work/out")"
expect_exit 0 "$cli" check --exact "$db"

# In motion: a judge of times of impact only is hunted in motion; its scenes hold their motions and the
# exact time of impact, and check --exact holds them.
expect_exit 1 "$cli" hunt --judge lab.discrete --pairs rect-rect,circle-circle --calls 500 --jobs 1 --no-db --out "$work/m"
grep -q 'pairs in motion' "$work/out" || fail "lab.discrete not hunted in motion: $(head -1 "$work/out")"
grep -q 'a contact missed  *passing through in one step' "$work/out" || fail "no tunnelling found: $(cat "$work/out")"
grep -q '"motion"' "$work/m/rect-rect-contact-missed.json" || fail "the scene of a finding in motion has no motion"
grep -q '"toi"' "$work/m/rect-rect-contact-missed.json" || fail "the scene of a finding in motion expects no toi"
expect_exit 0 "$cli" check --exact "$work/m"
expect_exit 2 "$cli" hunt --judge seed000.check_intersection/double --motion --calls 10
grep -q 'gives no time of impact' "$work/err" || fail "--motion for a judge without times: $(cat "$work/err")"

# Bad input: exit 2 and one line saying what.
expect_exit 2 "$cli" hunt --judge no.such.judge --calls 10
grep -q 'no judge named' "$work/err" || fail "unknown judge: $(cat "$work/err")"
expect_exit 2 "$cli" hunt --judge seed000.check_intersection/double --pairs circle-circle --calls 10
grep -q 'does not answer' "$work/err" || fail "a pair type it does not answer: $(cat "$work/err")"
expect_exit 2 "$cli" hunt --judge seed000.check_intersection/double --budget soon
grep -q -- '--budget soon' "$work/err" || fail "a bad budget: $(cat "$work/err")"
expect_exit 2 "$cli" hunt --judge /no/such/lib.so --calls 10
grep -q 'no such file' "$work/err" || fail "a missing plugin: $(cat "$work/err")"
[[ $(wc -l <"$work/err") == 1 ]] || fail "more than one line for a missing plugin"
echo "hunt: exit codes, report, exact scenes, determinism, plugins, in motion: ok"
