#!/usr/bin/env bash
# hitlab-cli explain: the steps of a pair as text (en, ja) and as JSON ({"steps": [{"kind", "text",
# "values"}]}), the same steps in both languages, a pair in motion's steps to its time of impact after its
# own; a missing id is exit 2 with one line naming the file.
# Usage: check_explain_cli.sh HITLAB_CLI SCENES_DIR
set -euo pipefail
cli=$1 scenes=$2
scene=$scenes/seed-000-segment-straddle.json
en=$("$cli" explain "$scene" x1 x2 --json)
ja=$("$cli" explain "$scene" x1 x2 --json --lang ja)
python3 - "$en" "$ja" <<'PY'
import json, sys
en, ja = json.loads(sys.argv[1]), json.loads(sys.argv[2])
assert en["a"] == "x1" and en["b"] == "x2" and en["family"] == "segment-segment", en
kinds = [s["kind"] for s in en["steps"]]
assert kinds == [s["kind"] for s in ja["steps"]], "the languages differ in steps"
assert kinds[0] == "straddle.groups" and kinds[-1] == "result", kinds
assert [s["values"]["value"] for s in en["steps"] if s["kind"] == "straddle.cross"] == [4, -4, -4, 4]
assert all(set(s) == {"kind", "text", "values"} for s in en["steps"])
assert "外積" in ja["steps"][0]["text"] and "cross products" in en["steps"][0]["text"]
# The articles are "the article" / 記事 to the user, never a seed.
for s in en["steps"] + ja["steps"]:
    assert "seed" not in s["text"].lower() and "シード" not in s["text"], s["text"]
print(f"{len(kinds)} steps in both languages")
PY
# In motion: the bullet and the wall go on to their time of impact (the axes with velocities), in both
# languages, the last step's time the one eval gives.
motion=$scenes/motion-tunnelling.json
en=$("$cli" explain "$motion" bullet wall --json)
ja=$("$cli" explain "$motion" bullet wall --json --lang ja)
eval=$("$cli" eval "$motion")
python3 - "$en" "$ja" "$eval" <<'PY'
import json, sys
en, ja, ev = (json.loads(x) for x in sys.argv[1:4])
assert en["family"] == "other" and en["motion_family"] == "toi-axes", en.get("motion_family")
kinds = [s["kind"] for s in en["steps"]]
assert kinds == [s["kind"] for s in ja["steps"]], "the languages differ in steps"
toi = kinds.index("toi.motion")
assert kinds[toi - 1] == "result" and kinds[-1] == "toi.result.tunnels", kinds
assert kinds.count("toi.axes.axis") + kinds.count("toi.axes.axis.always") == 2, kinds
pair = next(p for p in ev["pairs"] if (p["a"], p["b"]) == ("bullet", "wall"))
assert en["steps"][-1]["values"]["t"] == pair["toi"]["t"] == 0.5, (en["steps"][-1], pair["toi"])
window = next(s for s in en["steps"] if s["kind"] == "toi.axes.window")
assert window["values"]["tin"] == 0.5, window
assert "すり抜け" in ja["steps"][-1]["text"] and "tunnels" in en["steps"][-1]["text"]
PY
text=$("$cli" explain "$scenes/seed-000-circle-circle.json" a1 a2 --lang ja)
grep -q "^4\. 交点" <<<"$text" || { echo "FAIL: the text form: $text"; exit 1; }
set +e
err=$("$cli" explain "$scene" x1 nope 2>&1 >/dev/null)
code=$?
set -e
[[ $code == 2 && $err == *"seed-000-segment-straddle.json"*"nope"* && $(wc -l <<<"$err") == 1 ]] ||
  { echo "FAIL: a missing id gave exit $code: $err"; exit 1; }
echo "explain ok"
