#!/usr/bin/env bash
# The all-pairs growth from 1k to 1M shapes (fixed world, so the scene gets denser as it grows): runs the
# AllPairs and BoxPairs benchmarks at every size and draws docs/allpairs-scaling.png from the JSON.
#   bench/scaling.sh [BUILD_DIR]   (default build/release; takes a few minutes: Box2D's tree at 1M is slow)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
/usr/bin/python3 -c "import matplotlib" 2>/dev/null || {
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get install -y python3-matplotlib >/dev/null
}
"$build/bin/hitlab-bench" --benchmark_filter='^(AllPairs|BoxPairs)/' --benchmark_min_time=0.2 \
  --benchmark_format=console --benchmark_out="$build/scaling.json" --benchmark_out_format=json >&2
/usr/bin/python3 bench/plot_scaling.py "$build/scaling.json" docs/allpairs-scaling.png
echo "wrote docs/allpairs-scaling.png"
