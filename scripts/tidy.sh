#!/usr/bin/env bash
# clang-tidy (the checked-in .clang-tidy) over every source file of core/, cli/, judges/, app/ and
# python/src/, on all cores. Any warning is an error: the script fails and prints them.
# The static analyzer (clang-analyzer-*, half of the time) runs on the core (core/, but its explain texts:
# tables of strings), where a wrong path would be a wrong answer; cli/, judges/ and the app get every other
# check (CI's 40 minutes: the analyzer over all of them took clang-tidy from 5 to 9 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset tidy >/dev/null
cmake --build build/tidy --target glad_gl >/dev/null  # (the app includes glad's generated header)
files() {  # the compile database's files of the repository whose path matches the regex $1
  python3 -c "
import json, os, re, sys
root = os.getcwd() + '/'
for e in json.load(open('build/tidy/compile_commands.json')):
    f = os.path.normpath(os.path.join(e['directory'], e['file']))
    if f.startswith(root) and re.match(sys.argv[1], f[len(root):]):
        print(f)
" "$1" | sort -u
}
plain='app/|cli/|judges/|python/src/|core/src/explain/texts_'
analyzed=$(files "core/(?!src/explain/texts_)")
unanalyzed=$(files "$plain")
echo "clang-tidy: $(wc -w <<<"$analyzed") files of core/ with the analyzer," \
  "$(wc -w <<<"$unanalyzed") of cli/, judges/, app/, python/src/ and the explain texts without"
log=build/tidy/clang-tidy.log
: >"$log"
status=0
run-clang-tidy -quiet -p build/tidy -j "$(nproc)" $analyzed >>"$log" 2>&1 || status=1
run-clang-tidy -quiet -p build/tidy -j "$(nproc)" -checks='-clang-analyzer-*' $unanalyzed >>"$log" 2>&1 || status=1
if [[ $status != 0 ]] || grep -qE "(warning|error):" "$log"; then
  grep -E "(warning|error):" "$log" | sort -u
  echo "FAIL: clang-tidy found $(grep -cE '(warning|error):' "$log") problems (log: $log)"
  exit 1
fi
echo "clang-tidy: no warnings"
