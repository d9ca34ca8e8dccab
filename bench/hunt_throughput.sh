#!/usr/bin/env bash
# The hunt's throughput (issue 38): pairs judged and decided exactly per second per core, for a judge in
# hitlab's own process (seed 000's check_intersection in double, built in) and for the same code as a plugin
# in its own process (examples/judge_plugin, fed in batches over shared memory), segment-segment; the ratio
# is the plugin's overhead. Then a 60 s hunt on every core, whose pair count is the budget's figure.
#   bench/hunt_throughput.sh [BUILD_DIR] [CALLS]   (default build/release, 20 million calls per run)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release} calls=${2:-20000000}
cli=$build/bin/hitlab-cli plugin=$build/plugins/libhitlab_plugin_check_intersection.so
[[ -x $cli && -e $plugin ]] || { echo "build the release preset first (hitlab-cli, the test plugins)"; exit 2; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
rate() {  # JUDGE JOBS [CALLS|BUDGET...]: pairs per second per core, from the hunt's own line
  local judge=$1 jobs=$2
  shift 2
  "$cli" hunt --judge "$judge" --no-db --pairs segment-segment --jobs "$jobs" --out "$out/r" "$@" >"$out/line" || true
  python3 - "$out/line" "$jobs" <<'PY'
import re, sys
line = open(sys.argv[1]).readline()
m = re.search(r": ([\d,]+) pairs in ([\d.]+) s", line)
pairs, seconds = int(m.group(1).replace(",", "")), float(m.group(2))
print(f"{pairs} {seconds} {pairs / seconds / int(sys.argv[2]):.0f}")
PY
}
read -r p1 s1 inproc < <(rate seed000.check_intersection/double 1 --calls "$calls")
read -r p2 s2 plug < <(rate "$plugin" 1 --calls "$calls")
echo "in hitlab's process:  $p1 pairs in $s1 s: $inproc pairs/s on one core"
echo "a plugin's process:   $p2 pairs in $s2 s: $plug pairs/s on one core"
python3 -c "print(f'the plugin process overhead: {$inproc / $plug:.2f}x an in-process call (target <= 2x)')"
read -r p3 s3 _ < <(rate "$plugin" "$(nproc)" --budget 60s)
echo "a 60 s hunt of the plugin on $(nproc) cores: $p3 pairs (target >= 10,000,000)"
