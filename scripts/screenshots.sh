#!/usr/bin/env bash
# Regenerates the README's screenshots from the bundled scenes (needs a display, or runs under Xvfb).
set -euo pipefail
cd "$(dirname "$0")/.."
app=build/release/bin/hitlab
run() { if [[ -n "${DISPLAY:-}" ]]; then "$@"; else xvfb-run -a -s "-screen 0 1500x900x24" "$@"; fi; }
run "$app" scenes/seed-004-sat-examples.json --pair A1,B1 --size 1400x820 --screenshot docs/sat-view.png --frames 3
