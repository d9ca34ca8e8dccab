#!/usr/bin/env bash
# End-to-end: Explain's steps of a pair exported as an animation by the real app (issue 53), as
# `--export-animation` does it (File > Export animation's capture, one frame a step): an animated WebP, an
# animated GIF and a folder of PNG frames, each with one frame per step of `hitlab-cli explain`, at the
# canvas's size, each step's frame its own (the marks move), read back from the files' own structure.
# Usage: animation.sh HITLAB HITLAB_CLI SCENES WORKDIR
set -euo pipefail
app=$1 cli=$2 scenes=$3 work=$4
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config
here=$(cd "$(dirname "$0")" && pwd)
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1000x700

steps=$("$cli" explain --json "$scenes/welcome.json" s c | python3 -c "import json,sys; print(len(json.load(sys.stdin)['steps']))")
echo "the pair s / c has $steps Explain steps"
for out in steps.webp steps.gif frames; do
  line=$("$app" "$scenes/welcome.json" --pair s,c --size 900x600 --export-animation "$work/$out" --frame-ms 700)
  echo "$line"
  [[ $line == "wrote $work/$out ($steps steps) ($steps frames, "* ]] || { echo "FAIL: $out: $line"; exit 1; }
done
size=$(sed -E 's/.*, ([0-9]+x[0-9]+)\)$/\1/' <<<"$line")

python3 - "$work" "$steps" "$size" <<'PY'
import os, struct, sys
work, steps = sys.argv[1], int(sys.argv[2])
w, h = map(int, sys.argv[3].split("x"))

# WebP: RIFF, then VP8X (the canvas's size), ANIM and one ANMF chunk per frame.
data = open(os.path.join(work, "steps.webp"), "rb").read()
assert data[:4] == b"RIFF" and data[8:12] == b"WEBP", "not a WebP"
at, frames, durations = 12, 0, []
while at < len(data):
    kind, size = data[at:at + 4], struct.unpack("<I", data[at + 4:at + 8])[0]
    body = data[at + 8:at + 8 + size]
    if kind == b"VP8X":  # (the canvas: each frame may be the part of it that changed)
        cw, ch = int.from_bytes(body[4:7], "little") + 1, int.from_bytes(body[7:10], "little") + 1
        assert (cw, ch) == (w, h), f"WebP canvas {cw}x{ch}, not {w}x{h}"
    if kind == b"ANMF":
        frames += 1
        fx, fy = 2 * int.from_bytes(body[0:3], "little"), 2 * int.from_bytes(body[3:6], "little")
        fw, fh = int.from_bytes(body[6:9], "little") + 1, int.from_bytes(body[9:12], "little") + 1
        durations.append(int.from_bytes(body[12:15], "little"))
        assert fx + fw <= w and fy + fh <= h, f"WebP frame {frames} outside the canvas"
    at += 8 + size + (size & 1)
assert frames == steps, f"WebP: {frames} frames for {steps} steps"
assert durations == [700] * steps, f"WebP durations {durations}"

# GIF: header, screen, then blocks: extensions (0x21) and images (0x2C) until the trailer (0x3B).
data = open(os.path.join(work, "steps.gif"), "rb").read()
assert data[:6] == b"GIF89a", "not a GIF89a"
sw, sh, flags = struct.unpack("<HHB", data[6:11])
assert (sw, sh) == (w, h), f"GIF screen {sw}x{sh}"
at = 13 + (3 << ((flags & 7) + 1) if flags & 0x80 else 0)
def skip_blocks(at):
    while data[at]:
        at += data[at] + 1
    return at + 1
images, delays = 0, []
while data[at] != 0x3B:
    if data[at] == 0x21:
        if data[at + 1] == 0xF9:
            delays.append(struct.unpack("<H", data[at + 4:at + 6])[0])
        at = skip_blocks(at + 2)
    elif data[at] == 0x2C:
        images += 1
        flags = data[at + 9]
        at += 10 + (3 << ((flags & 7) + 1) if flags & 0x80 else 0)
        at = skip_blocks(at + 1)  # (past the LZW code size)
    else:
        raise AssertionError(f"GIF: unknown block {data[at]:#x} at {at}")
assert images == steps, f"GIF: {images} images for {steps} steps"
assert delays == [70] * steps, f"GIF delays {delays}"

# PNG frames: one a step, each of the canvas's size, each step's frame its own.
names = sorted(os.listdir(os.path.join(work, "frames")))
assert names == [f"frame-{i:03}.png" for i in range(1, steps + 1)], names
pngs = [open(os.path.join(work, "frames", n), "rb").read() for n in names]
for n, png in zip(names, pngs):
    assert struct.unpack(">II", png[16:24]) == (w, h), f"{n}: not {w}x{h}"
assert all(a != b for a, b in zip(pngs, pngs[1:])), "two steps' frames are the same image"
print(f"webp {frames} frames, gif {images} images, {len(names)} png frames, {w}x{h}")
PY
# Without a pair there is nothing to show: a clear error, exit 2 (a scene with no expectation selects none).
if "$app" "$(dirname "$0")/drag_scene.json" --export-animation "$work/none.webp" 2>"$work/err.txt"; then
  echo "FAIL: an animation without a pair"; exit 1
fi
grep -q -- "--export-animation needs --pair" "$work/err.txt" || { cat "$work/err.txt"; exit 1; }

# The last drag, from the menus of the real window: c1 dragged two units right, then File > Export animation
# (the last drag) to a folder of PNG frames at a size typed in the picker (480 x 300), each the canvas's view
# fitted to it; the first frame has c1 where the drag started, the last where it left it (pixels at both
# centres differ between them).
cp "$(dirname "$0")/drag_scene.json" "$work/drag.json"
app_start "$work/drag.json" --size 1000x700
e2e_read_report
rev=$R_revision
read -r x0 y0 < <(world_px 3 -2)
read -r x1 y1 < <(world_px 5 -2)
drag "$x0" "$y0" "$x1" "$y1" 12
wait_report "R_revision > rev && R_drag_states >= 3" "the drag as one edit, its states kept"
canvas=$R_canvas view=$R_view
wait_drawn R_at_file_menu
click $(at "$R_at_file_menu")
wait_drawn R_at_export_drag
click $(at "$R_at_export_drag")
wait_true '[[ $R_picker == animation-drag ]] && (( R_text_input == 1 ))' "the picker's path field has the keyboard"
type_text "$work/drag-frames"
wait_report "R_text_len == ${#work} + 12" "the path typed"
# At a chosen size, 480 x 300: the canvas's view zoomed to fit it.
wait_drawn R_at_canvas_size
click $(at "$R_at_canvas_size")
wait_drawn R_at_anim_width
click $(at "$R_at_anim_width")
wait_report 'R_text_input == 1' "the width field has the keyboard"
press ctrl a
type_text 480
wait_report 'R_text_len == 3' "the width typed"
click $(at "$R_at_anim_height")
wait_report 'R_text_input == 1' "the height field has the keyboard"
press ctrl a
type_text 300
wait_true '[[ $R_anim_size == 480x300 ]]' "the size chosen"
click $(at "$R_at_picker_ok")
wait_true '[[ $R_picker == - ]]' "the picker closed"
frames=("$work"/drag-frames/frame-*.png)
(( ${#frames[@]} >= 2 )) || { echo "FAIL: the drag's animation has ${#frames[@]} frames"; tail -3 "$work/app.log"; exit 1; }
for f in "${frames[@]}"; do
  [[ $(python3 -c "import struct,sys; print(*struct.unpack('>II', open(sys.argv[1],'rb').read()[16:24]))" "$f") == "480 300" ]] ||
    { echo "FAIL: $f is not 480 x 300"; exit 1; }
done
read -r p0x p0y p1x p1y < <(python3 - "$canvas" "$view" <<'PY'
import sys
lo_x, lo_y, hi_x, hi_y = map(float, sys.argv[1].split(","))
cx, cy, zoom = map(float, sys.argv[2].split(","))
zoom *= min(480 / (hi_x - lo_x), 300 / (hi_y - lo_y))  # (the canvas's view fitted to 480 x 300)
at = lambda x, y: (round(480 / 2 + (x - cx) * zoom), round(300 / 2 - (y - cy) * zoom))
print(*at(3, -2), *at(5, -2))
PY
)
first=$(python3 "$here/png_pixel.py" "${frames[0]}" "$p0x" "$p0y" "$p1x" "$p1y" | tr '\n' ' ')
last=$(python3 "$here/png_pixel.py" "${frames[-1]}" "$p0x" "$p0y" "$p1x" "$p1y" | tr '\n' ' ')
read -r a0 a1 a2 b0 b1 b2 <<<"$first"
read -r c0 c1 c2 d0 d1 d2 <<<"$last"
[[ "$a0 $a1 $a2" != "$c0 $c1 $c2" && "$b0 $b1 $b2" != "$d0 $d1 $d2" ]] ||
  { echo "FAIL: the drag's first and last frames agree at c1's start ($first) and end ($last)"; exit 1; }
echo "the last drag: ${#frames[@]} frames, c1 at (3, -2) first [$a0 $a1 $a2], at (5, -2) last [$d0 $d1 $d2]"
app_kill
echo "e2e ok"
