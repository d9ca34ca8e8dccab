#!/usr/bin/env bash
# A malformed scene must give exit 2 and exactly one line on stderr that names the file; never a crash.
cli=$1 file=$2
err=$("$cli" eval "$file" 2>&1 >/dev/null)
code=$?
[[ $code -eq 2 ]] || { echo "expected exit 2, got $code: $err"; exit 1; }
[[ $(printf '%s\n' "$err" | wc -l) -eq 1 ]] || { echo "expected one line on stderr, got: $err"; exit 1; }
[[ $err == "$file"* ]] || { echo "message does not name the file: $err"; exit 1; }
echo "ok: $err"
