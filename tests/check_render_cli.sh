#!/usr/bin/env bash
# hitlab-cli render (issue 53): pictures for slides without a display, a lesson page's reveal too. Each Explain step's picture has that
# step's paragraph below it (page k of the PDF holds step k's text as `hitlab-cli explain --json` gives it,
# in English and Japanese); the PNG has the size asked; the WebP one frame per step; bad input exits 2 with
# one line naming what, and writes nothing.
# Usage: check_render_cli.sh CLI SCENES_DIR WORK_DIR
set -euo pipefail
cli=$1 scenes=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
scene=$scenes/seed-004-sat-examples.json

for lang in en ja; do
  "$cli" explain "$scene" A1 B1 --lang "$lang" --json >"$work/explain-$lang.json"
  "$cli" render "$scene" --pair A1,B1 --explain --lang "$lang" --theme light --out "$work/steps-$lang.pdf" >"$work/out"
  n=$(python3 -c "import json, sys; print(len(json.load(open(sys.argv[1]))['steps']))" "$work/explain-$lang.json")
  grep -qx "wrote $work/steps-$lang.pdf ($n pictures, 960x600)" "$work/out" || fail "render said: $(cat "$work/out")"
  python3 - "$work/explain-$lang.json" "$work/steps-$lang.pdf" <<'PY' || exit 1
import json, subprocess, sys
steps = json.load(open(sys.argv[1]))["steps"]
pdf = sys.argv[2]
info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
pages = int(next(l.split()[1] for l in info.splitlines() if l.startswith("Pages:")))
assert pages == len(steps), f"FAIL: {pdf}: {pages} pages for {len(steps)} steps"
squeeze = lambda t: "".join(t.split())
for k, step in enumerate(steps, 1):
    text = subprocess.run(["pdftotext", "-f", str(k), "-l", str(k), pdf, "-"], capture_output=True, text=True,
                          check=True).stdout
    want = f"{k}/{len(steps)}" + step["text"]
    assert squeeze(want) in squeeze(text), f"FAIL: page {k} of {pdf} does not say step {k}: {want!r}\n{text}"
print(f"{pdf}: {pages} pages, each with its step's paragraph")
PY
done

# One picture: the size asked, a PNG.
"$cli" render "$scene" --pair A1,B1 --explain --step 3 --size 640x400 --out "$work/three.png" >/dev/null
python3 - "$work/three.png" <<'PY'
import struct, sys
head = open(sys.argv[1], "rb").read(24)
assert head[:8] == b"\x89PNG\r\n\x1a\n", "FAIL: not a PNG"
assert struct.unpack(">II", head[16:24]) == (640, 400), f"FAIL: {struct.unpack('>II', head[16:24])}"
PY
# The scene alone (no pair): one picture.
"$cli" render "$scenes/welcome.json" --out "$work/welcome.png" | grep -q "(1 picture, 960x600)" ||
  fail "the scene alone is not one picture"
# An animation: one WebP frame (ANMF chunk) per step.
"$cli" render "$scene" --pair A1,B1 --explain --frame-ms 800 --out "$work/steps.webp" >/dev/null
frames=$(python3 -c "import sys; print(open(sys.argv[1], 'rb').read().count(b'ANMF'))" "$work/steps.webp")
[[ $frames == "$n" ]] || fail "the WebP has $frames frames for $n steps"

# A lesson page's reveal: two pictures, the answers hidden as the page opens (its question waiting), then
# shown; the page's own pair and view. On lesson 004's first page with a question and a pair (apart), the
# first picture draws the pair in the neutral colour and the second in its relation's colour and line style.
lessons=$(dirname "$scenes")/lessons
lesson=$(ls "$lessons"/004*.json | head -1)
page=$(python3 -c "
import json, sys
pages = json.load(open(sys.argv[1]))['pages']
print(next(i for i, p in enumerate(pages, 1) if 'question' in p and 'pair' in p))" "$lesson")
"$cli" render --lesson "$lesson" --page "$page" --out "$work/reveal.pdf" >"$work/out"
grep -qx "wrote $work/reveal.pdf (2 pictures, 960x600)" "$work/out" || fail "reveal said: $(cat "$work/out")"
"$cli" render --lesson "$lesson" --page "$page" --frame-ms 700 --out "$work/reveal.gif" >/dev/null
"$cli" render --lesson "$lesson" --page "$page" --step 1 --out "$work/hidden.svg" >/dev/null
"$cli" render --lesson "$lesson" --page "$page" --step 2 --out "$work/shown.svg" >/dev/null
python3 - "$work/hidden.svg" "$work/shown.svg" "$work/reveal.gif" <<'PY'
import sys
hidden, shown, gif = (open(p, "rb").read() for p in sys.argv[1:])
assert hidden != shown, "FAIL: the reveal's two pictures are the same"
dashed = lambda svg: svg.count(b"stroke-dasharray")
assert dashed(hidden) == 0, "FAIL: the first picture tells the relation (a dashed outline)"
assert dashed(shown) >= 2, f"FAIL: the second picture does not tell the pair's relation ({dashed(shown)} dashed)"
assert gif.count(b"\x21\xf9\x04") == 2, "FAIL: the GIF has not two frames"
print(f"reveal: the relation hidden, then shown ({dashed(shown)} dashed outlines)")
PY

# Bad input: exit 2, one line, nothing written.
expect_bad() {  # WHAT_IT_SAYS ARGS...
  local says=$1 code=0
  shift
  "$cli" render "$@" >"$work/out" 2>"$work/err" || code=$?
  [[ $code == 2 ]] || fail "render $* exited $code, not 2"
  grep -q -- "$says" "$work/err" || fail "render $*: $(cat "$work/err")"
  [[ $(wc -l <"$work/err") == 1 ]] || fail "render $*: more than one line: $(cat "$work/err")"
}
expect_bad "say which (--step N)" "$scene" --pair A1,B1 --explain --out "$work/bad.png"
expect_bad "no shape with id 'Z9'" "$scene" --pair A1,Z9 --out "$work/bad.png"
expect_bad "--explain needs --pair" "$scene" --explain --out "$work/bad.webp"
expect_bad "--step needs --explain" "$scene" --pair A1,B1 --step 2 --out "$work/bad.png"
expect_bad "WIDTHxHEIGHT" "$scene" --size big --out "$work/bad.png"
expect_bad "no step 99" "$scene" --pair A1,B1 --explain --step 99 --out "$work/bad.png"
expect_bad "/no/such/dir/x.pdf" "$scene" --pair A1,B1 --explain --out /no/such/dir/x.pdf
expect_bad "one of them" "$scene" --lesson "$lesson" --out "$work/bad.png"
expect_bad "one of them" --out "$work/bad.png"
expect_bad "has pages 1 to" --lesson "$lesson" --page 99 --out "$work/bad.pdf"
expect_bad "--page needs --lesson" "$scene" --page 2 --out "$work/bad.png"
expect_bad "say which (--step N)" --lesson "$lesson" --page "$page" --out "$work/bad.png"
printf '{"hitlab-lesson": 2}' >"$work/lesson-v2.json"
expect_bad "lesson-v2.json: hitlab-lesson: this version of hitlab reads version 1" --lesson "$work/lesson-v2.json" --out "$work/bad.png"
[[ -z $(ls "$work"/bad* 2>/dev/null) ]] || fail "bad input wrote $(ls "$work"/bad*)"
echo "render ok"
