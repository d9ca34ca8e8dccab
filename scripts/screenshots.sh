#!/usr/bin/env bash
# Regenerates the screenshots of the README and docs/ from the bundled scenes and lessons (needs a display, or
# runs under Xvfb), with settings of their own (the user's are not touched): look at them before committing.
# The page's layouts (docs/layout-*.png) come from the web tests (tests/web/tablet_test.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
app=build/release/bin/hitlab
settings=$(mktemp -d)
trap 'rm -rf "$settings"' EXIT
mkdir -p "$settings/hitlab"
export XDG_CONFIG_HOME=$settings XDG_STATE_HOME=$settings LANG=C
run() { if [[ -n "${DISPLAY:-}" ]]; then "$@"; else xvfb-run -a -s "-screen 0 2000x1300x24" "$@"; fi; }
size=100
# (each run from the same settings: a --lang run remembers its language)
shot() { printf 'text=%s\n' "$size" >"$settings/hitlab/settings.txt" && run "$app" "$@" --frames 3 >/dev/null; }

sat=scenes/seed-004-sat-examples.json
shot "$sat" --pair A1,B1 --explain --step 3 --size 1200x720 --screenshot docs/explain-sat.png
shot "$sat" --pair A1,B1 --explain --step 6 --size 1200x720 --screenshot docs/explain-theorem.png
shot scenes/seed-000-segment-straddle.json --pair x1,x2 --explain --step 2 --lang ja --size 1200x720 \
  --screenshot docs/explain-straddle-ja.png
shot scenes/edge-0.1-0.2-0.3.json --pair line,s2 --size 1200x760 --screenshot docs/lab.png
for lesson in 000 001 002 003 004 005; do
  for lang in en ja; do
    shot --lesson "$lesson" --lang "$lang" --size 1100x700 --screenshot "docs/lessons/lesson-$lesson-$lang.png"
  done
done

# The UI's fonts (docs/fonts/): Explain's SAT step at 100% and 300%, English and Japanese, with the Results
# table's numbers in the monospace font.
mkdir -p docs/fonts
for size in 100 300; do
  window=1400x820
  [[ $size == 300 ]] && window=1920x1200
  for lang in en ja; do
    shot "$sat" --pair A1,B1 --explain --step 3 --lang "$lang" --size "$window" \
      --screenshot "docs/fonts/explain-$lang-$size.png"
  done
done
