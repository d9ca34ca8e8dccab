#!/usr/bin/env bash
# clang-tidy (the checked-in .clang-tidy) over every source file of core/, cli/, judges/ and app/, on all cores.
# Any warning is an error: the script fails and prints them.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset tidy >/dev/null
cmake --build build/tidy --target glad_gl >/dev/null  # (the app includes glad's generated header)
files=$(python3 -c "
import json, os
root = os.getcwd() + '/'
for e in json.load(open('build/tidy/compile_commands.json')):
    f = os.path.normpath(os.path.join(e['directory'], e['file']))
    if f.startswith(root) and f[len(root):].split('/')[0] in ('core', 'cli', 'judges', 'app'):
        print(f)
" | sort -u)
echo "clang-tidy: $(wc -w <<<"$files") files of core/, cli/, judges/ and app/"
log=build/tidy/clang-tidy.log
if ! run-clang-tidy -quiet -p build/tidy -j "$(nproc)" $files >"$log" 2>&1; then
  grep -E "(warning|error):" "$log" | sort -u
  echo "FAIL: clang-tidy found $(grep -cE '(warning|error):' "$log") problems (log: $log)"
  exit 1
fi
echo "clang-tidy: no warnings"
