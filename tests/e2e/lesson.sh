#!/usr/bin/env bash
# End-to-end: each lesson's first task, done with the real mouse. For every lessons/*.json: hitlab --lesson ID
# --page P (P: the lesson's first page with a task); a question on the page is answered with the key 1 (the
# task shows once it is answered); then the task's solution drag (docs/lessons.md: the shape moved by `by`)
# is made with xdotool from a point of the shape's body no other shape covers, in whole grid steps (lessons snap to the grid), the pixels
# worked out from the frame report's view and canvas; the app must say the task is done (the report's
# lesson=ID,P,done), decided exactly by the core on the dragged shapes.
# With `keyboard` last, the same tasks by the keyboard alone (docs/sandbox.md): Tab until the shape's body has
# the focus (the report's focus=INDEX,body,0), then arrow keys, the move divided by the report's key_step (ten
# steps a Shift+arrow); no mouse event at all (the report's buttons=0).
# Usage: lesson.sh HITLAB LESSONS_DIR WORKDIR [keyboard]
set -euo pipefail
app=$1 lessons=$2 work=$3 mode=${4:-mouse}
rm -rf "$work" && mkdir -p "$work"
export XDG_STATE_HOME=$work/state XDG_CONFIG_HOME=$work/config LANG=C
source "$(dirname "$0")/lib.sh"
e2e_start_xvfb 1280x800

# Until the report's lesson field is $1.
wait_lesson() {
  local start=$SECONDS
  until e2e_read_report && [[ ${R_lesson:-} == "$1" ]]; do
    (( SECONDS - start < e2e_timeout )) || { echo "FAIL: waited for lesson=$1 (report: $(cat "$e2e_report"))"; exit 1; }
    sleep 0.01  # (a poll of the app's state)
  done
}

count=0
for file in "$lessons"/[0-9]*.json; do
  # The first task page: its id, page number, whether it asks first, the shape's middle, the move and y-down.
  read -r id page question mx my bx by ydown index < <(python3 - "$file" <<'PY'
import json, sys
lesson = json.load(open(sys.argv[1]))
for n, page in enumerate(lesson["pages"], 1):
    if "task" not in page:
        continue
    task = page["task"]
    shapes = page["scene"]["shapes"]
    shape = next(s for s in shapes if s["id"] == task["solution"]["shape"])
    # Where to grab it: a point of its body that no other shape covers (a click takes the topmost shape there).
    kind = shape["type"]
    lerp = lambda p, q, t: [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]
    if kind == "point": spots = [shape["p"]]
    elif kind == "segment": spots = [lerp(shape["a"], shape["b"], t / 8) for t in (4, 3, 5, 2, 6)]
    elif kind == "circle": spots = [shape["center"]]
    elif kind == "capsule": spots = [lerp(shape["a"], shape["b"], t / 8) for t in (4, 3, 5, 2, 6)]
    elif kind == "rect":
        spots = [lerp([shape["min"][0], y], [shape["max"][0], y], t / 8)
                 for y in [shape["min"][1] + (shape["max"][1] - shape["min"][1]) * u / 8 for u in (4, 2, 6)]
                 for t in (4, 2, 6)]
    else:
        pts = shape["points"]
        c = [sum(p[i] for p in pts) / len(pts) for i in (0, 1)]
        spots = [c] + [lerp(c, p, 0.5) for p in pts]
    def covers(other, q):
        t = other["type"]
        if t == "rect": return all(other["min"][i] - 0.2 <= q[i] <= other["max"][i] + 0.2 for i in (0, 1))
        if t == "circle": return (q[0] - other["center"][0]) ** 2 + (q[1] - other["center"][1]) ** 2 <= (other["radius"] + 0.2) ** 2
        if t == "polygon":
            pts = other["points"]
            return all((b[0] - a[0]) * (q[1] - a[1]) - (b[1] - a[1]) * (q[0] - a[0]) >= -0.2
                       for a, b in zip(pts, pts[1:] + pts[:1]))
        a, b = (other["a"], other["b"]) if t in ("segment", "capsule") else (other["p"], other["p"])
        reach = 0.3 + (other["radius"] if t == "capsule" else 0)
        d = [b[0] - a[0], b[1] - a[1]]
        n = d[0] ** 2 + d[1] ** 2
        u = 0 if n == 0 else max(0, min(1, ((q[0] - a[0]) * d[0] + (q[1] - a[1]) * d[1]) / n))
        return (q[0] - a[0] - u * d[0]) ** 2 + (q[1] - a[1] - u * d[1]) ** 2 < reach ** 2
    free = [q for q in spots if not any(covers(o, q) for o in shapes if o is not shape)]
    m = (free or spots)[0]
    by = task["solution"]["by"]
    print(lesson["id"], n, int("question" in page), m[0], m[1], by[0], by[1], int(page.get("yDown", False)),
          shapes.index(shape))
    break
PY
)
  [[ -n ${id:-} ]] || { echo "FAIL: $file has no task"; exit 1; }
  app_start --lesson "$id" --page "$page" --size 1280x800
  if (( question )); then
    wait_lesson "$id,$page,question"
    press 1
  fi
  wait_lesson "$id,$page,task"
  if [[ $mode == keyboard ]]; then
    for ((tabs = 0; ; ++tabs)); do
      e2e_read_report
      [[ $R_focus == "$index,body,0" ]] && break
      (( tabs < 60 )) || { echo "FAIL: lesson $id: 60 Tabs and shape $index has no focus (focus=$R_focus)"; exit 1; }
      press Tab
    done
    # The presses: the move in key steps on each axis (screen directions: a y-down page's Down is +y).
    read -r nx ny < <(python3 -c "
import sys
step = float('$R_key_step')
for v in ($bx, $by):
    k = v / step
    if k != round(k): sys.exit('the move %r is no whole number of key steps of %r' % (v, step))
    print(int(round(k)), end=' ')
print()
") || { echo "FAIL: lesson $id: the solution is no whole number of key steps ($R_key_step)"; exit 1; }
    up=Up down=Down
    (( ydown )) && up=Down down=Up
    for axis in x y; do
      if [[ $axis == x ]]; then moves=$nx plus=Right minus=Left; else moves=$ny plus=$up minus=$down; fi
      key=$plus
      (( moves < 0 )) && key=$minus moves=$(( -moves ))
      for ((i = 0; i < moves / 10; ++i)); do press shift "$key"; done
      for ((i = 0; i < moves % 10; ++i)); do press "$key"; done
    done
    wait_lesson "$id,$page,done"
    e2e_read_report
    [[ $R_buttons == 0 ]] || { echo "FAIL: lesson $id: mouse buttons were pressed ($R_buttons)"; exit 1; }
    echo "lesson $id page $page: $tabs Tabs, the move ($bx, $by) in key steps of $R_key_step: done"
    app_kill
    count=$((count + 1))
    continue
  fi
  # (the pair is framed by the first frames: wait until the view stops changing between two reports)
  wait_view_settled
  read -r x0 y0 x1 y1 < <(python3 - "$R_view" "$R_canvas" "$mx" "$my" "$bx" "$by" "$ydown" <<'PY'
import sys
cx, cy, zoom = map(float, sys.argv[1].split(","))
c = list(map(float, sys.argv[2].split(",")))
mx, my, bx, by, ydown = map(float, sys.argv[3:8])
ox, oy = (c[0] + c[2]) / 2, (c[1] + c[3]) / 2
sy = 1 if ydown else -1
px = lambda x: ox + (x - cx) * zoom
py = lambda y: oy + sy * (y - cy) * zoom
print(round(px(mx)), round(py(my)), round(px(mx + bx)), round(py(my + by)))
PY
)
  drag "$x0" "$y0" "$x1" "$y1" 12
  wait_lesson "$id,$page,done"
  echo "lesson $id page $page: dragged ($x0, $y0) to ($x1, $y1): done"
  app_kill
  count=$((count + 1))
done
(( count >= 5 )) || { echo "FAIL: only $count lessons"; exit 1; }
echo "PASS: $count lessons' first tasks done by a real ${mode/mouse/drag}"
