#!/usr/bin/env bash
# Quick start, part 3: the sandbox in the browser. Installs what is missing (scripts/deps.sh, then
# scripts/web_deps.sh: Debian's Emscripten, GMP built for wasm, Dear ImGui's source package, the font tools),
# builds the page into build/web/ and, with `serve`, serves that folder on 127.0.0.1 and prints the address.
# The page is static: index.html, hitlab.js, hitlab.wasm, hitlab.data and scenes/ are the whole of it, for any
# static file host (docs/web.md, "Publishing").
# Usage: scripts/web.sh [serve [PORT]]   (PORT defaults to 8080)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
scripts/web_deps.sh
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
cmake --preset web >/dev/null
cmake --build --preset web -j"$(nproc)" --target hitlab
files=(index.html hitlab.js hitlab.wasm hitlab.data sw.js manifest.webmanifest icon-192.png icon-512.png icon-maskable-512.png)
bytes=0
for f in "${files[@]}"; do bytes=$((bytes + $(gzip -9c "build/web/$f" | wc -c))); done
echo "web: the page, build/web/{$(IFS=,; echo "${files[*]}")}: $((bytes / 1024)) KB gzip-compressed" \
  "(and the scenes beside it, build/web/scenes/, for links with scene=)"
[[ ${1:-} == serve ]] || exit 0
port=${2:-8080}
echo "web: serving build/web at http://127.0.0.1:$port/ (Ctrl+C stops)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory build/web
