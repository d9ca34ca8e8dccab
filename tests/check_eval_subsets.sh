#!/usr/bin/env bash
# hitlab-cli eval --meeting lists exactly the pairs of the full eval that are not disjoint or meet within the
# step (a time of impact other than null; errors included where the boxes meet), in the same order and bytes; --pair A,B gives that pair's object alone. Then a
# big scene (10,000 shapes: its full eval would be 5e7 pairs) through --meeting.
set -euo pipefail
cli=$1 big=$2
shift 2
# (one Python for every scene: its start-up was most of this test's time)
python3 - "$cli" "$@" <<'PY'
import json, subprocess, sys
cli = sys.argv[1]
for scene in sys.argv[2:]:
    run = lambda *a: subprocess.run([cli, "eval", scene, *a], capture_output=True, text=True, check=True).stdout
    full = json.loads(run())["pairs"]
    meeting = json.loads(run("--meeting"))["pairs"]
    want = [p for p in full if "error" in p or p["relation"] != "disjoint" or p.get("toi")]
    # (a pair with an invalid polygon is listed only when the boxes meet: compare the valid ones exactly)
    got_valid = [p for p in meeting if "error" not in p]
    want_valid = [p for p in want if "error" not in p]
    assert got_valid == want_valid, f"{scene}: --meeting differs from the full eval's meeting pairs"
    assert all(p in want for p in meeting), f"{scene}: --meeting lists a pair the full eval calls disjoint"
    for p in full[:3]:
        one = json.loads(run("--pair", p["a"] + "," + p["b"]))["pairs"]
        assert one == [p], f"{scene}: --pair {p['a']},{p['b']} differs"
    print(f"ok: {scene}: {len(meeting)} of {len(full)} pairs meet")
PY
start=$(date +%s)
# (one pair per line: counted by grep, as parsing 100 MB of JSON would take longer than the eval)
count=$("$cli" eval "$big" --meeting | grep -c '^{"a":' || true)
echo "ok: $big: $count meeting pairs in $(( $(date +%s) - start )) s"
[[ $count -gt 0 ]]
err=$("$cli" eval "$big" --pair nope,x 2>&1 >/dev/null) && { echo "unknown id accepted"; exit 1; }
[[ $err == "$big: --pair: unknown id 'nope'" ]] || { echo "unexpected message: $err"; exit 1; }
echo "ok: $err"
