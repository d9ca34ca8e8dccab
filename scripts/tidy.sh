#!/usr/bin/env bash
# clang-tidy (the checked-in .clang-tidy) over every source file of core/, cli/, judges/ and app/, on all
# cores. Any warning is an error: the script fails and prints them.
# The static analyzer (clang-analyzer-*, half of the time) runs where the logic is: core/, cli/, judges/ and
# app/model/. The drawing and panel code (app/ui, app/render, app/platform, app/main.cpp: sequences of Dear
# ImGui calls), the explain texts (core/src/explain/texts_*.cpp: tables of strings) and the engine judges
# (judges/src/engines/: calls into Box2D, Boost.Geometry, ...; the analyzer spent 28 s in Boost's headers)
# get every other check.
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
plain='app/(ui|render|platform)/|app/main\.cpp|core/src/explain/texts_|judges/src/engines/'
analyzed=$(files "(core|cli|judges|app/model)/(?!src/explain/texts_|src/engines/)")
unanalyzed=$(files "$plain")
echo "clang-tidy: $(wc -w <<<"$analyzed") files of core/, cli/, judges/ and app/model/ with the analyzer," \
  "$(wc -w <<<"$unanalyzed") of the app's drawing and the explain texts without"
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
