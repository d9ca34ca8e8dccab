# tests/e2e/lib.sh — what every end-to-end script shares (sourced after `set -euo pipefail`, with $app the
# hitlab program and $work the script's folder). Nothing here waits for a time: the app runs with
# --frame-report and writes, after every frame it has drawn, what it has taken in (keys, buttons, the cursor)
# and how many frames it has drawn since (app/platform/frame_report.h); each step waits for that.
#   e2e_start_xvfb WxH [Xvfb options]  a private X server on a display nobody uses (Xvfb -displayfd picks
#                                      it), DISPLAY exported; it and the app ($app_pid) go when the script ends
#   app_start [ARGS...]                hitlab ARGS in the background (output appended to $work/app.log), its
#                                      first frames drawn; sets $app_pid and $win
#   app_kill                           kill -9 of the app
#   wait_report CONDITION [WHAT]       until CONDITION (bash arithmetic over the report's fields as R_frame,
#                                      R_keys, R_buttons, R_cx, R_cy, R_idle, R_revision, R_autosaved, R_dirty,
#                                      R_step) holds; fails after $e2e_timeout seconds with WHAT and the report
#   wait_true TEST [WHAT]              the same for a bash test over the fields, strings too
#                                      ('[[ $R_lesson == 004,2,done ]]')
#   press KEY...                       holds the keys until a frame has taken them in, releases them in
#                                      reverse order, then waits until two more frames are drawn
#   hold KEY / release KEY             KEY down until a frame has taken it in / up until two frames after
#                                      that (a modifier held over clicks and drags: a release not yet taken
#                                      in would be counted as the next press's key, which then ends too soon)
#   move X Y                           the pointer to window pixel (X, Y), two frames drawn with it there
#   click X Y                          move, then a left click, two frames drawn after it
#   drag X0 Y0 X1 Y1 [STEPS]           left button down at (X0, Y0), moved in STEPS (10) to (X1, Y1), up
app_pid=
win=
e2e_xvfb=
e2e_timeout=${E2E_TIMEOUT:-90}
e2e_report=

e2e_cleanup() {
  [[ -z $app_pid ]] || kill -9 "$app_pid" 2>/dev/null || true
  [[ -z $e2e_xvfb ]] || kill "$e2e_xvfb" 2>/dev/null || true
}
trap e2e_cleanup EXIT

e2e_start_xvfb() {
  local size=$1 number_file
  shift
  number_file=$(mktemp)
  # (-ardelay: the server repeats no held key, however long a busy machine takes to draw while it is held;
  # -noreset: when the last client goes, as between two runs of the app, the server does not reset, during
  # which a new client's connection can fail: "cannot open a display")
  Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp -noreset -ardelay 60000 "$@" 3>"$number_file" \
    >/dev/null 2>&1 &
  e2e_xvfb=$!
  local start=$SECONDS
  until [[ -s $number_file ]]; do
    (( SECONDS - start < e2e_timeout )) || { echo "FAIL: Xvfb did not start"; exit 1; }
    kill -0 "$e2e_xvfb" 2>/dev/null || { echo "FAIL: Xvfb exited"; exit 1; }
    sleep 0.05
  done
  local number
  number=$(tr -dc '0-9' <"$number_file")
  rm -f "$number_file"
  [[ -n $number ]] || { echo "FAIL: Xvfb did not start"; exit 1; }
  export DISPLAY=:$number
}

# Reads the report into R_* (false while there is none yet).
e2e_read_report() {
  local line kv
  [[ -n $e2e_report && -s $e2e_report ]] || return 1
  line=$(<"$e2e_report") || return 1
  for kv in $line; do printf -v "R_${kv%%=*}" '%s' "${kv#*=}"; done
}

wait_report() { wait_true "(( $1 ))" "${2:-$1}"; }

wait_true() {
  local test=$1 what=${2:-$1} start=$SECONDS
  until e2e_read_report && eval "$test"; do
    if [[ -n $app_pid ]] && ! kill -0 "$app_pid" 2>/dev/null; then
      echo "FAIL: the app exited while waiting for: $what"; tail -5 "$work/app.log" 2>/dev/null; exit 1
    fi
    (( SECONDS - start < e2e_timeout )) ||
      { echo "FAIL: waited ${e2e_timeout} s for: $what (report: $(cat "$e2e_report" 2>/dev/null))"; exit 1; }
    sleep 0.01  # (a poll of the app's state, not a wait for time)
  done
}

app_start() {
  e2e_report=$work/frame-report.txt
  rm -f "$e2e_report"
  "$app" "$@" --frame-report "$e2e_report" >>"$work/app.log" 2>&1 &
  app_pid=$!
  wait_report 'R_frame >= 3' "the app's first frames"
  win=$(xdotool search --name '^hitlab$' | head -1)
  [[ -n $win ]] || { echo "FAIL: no hitlab window"; exit 1; }
}

app_kill() {
  [[ -z $app_pid ]] || { kill -9 "$app_pid" 2>/dev/null || true; wait "$app_pid" 2>/dev/null || true; }
  app_pid=
}

press() {
  local n=$# keys0
  wait_report 'R_frame >= 1'
  keys0=$R_keys
  xdotool keydown "$@"
  wait_report "R_keys >= keys0 + n" "the app to take in the keys $*"
  for k in $(printf '%s\n' "$@" | tac); do xdotool keyup "$k"; done
  wait_report "R_keys >= keys0 + 2 * n && R_idle >= 2" "two frames after the keys $* were released"
}

hold() {
  local keys0
  wait_report 'R_frame >= 1'
  keys0=$R_keys
  xdotool keydown "$1"
  wait_report "R_keys >= keys0 + 1" "the app to take in the key $1"
}

release() {
  local keys0=$R_keys  # (the last wait drew two frames after everything before it: its count is whole)
  xdotool keyup "$1"
  wait_report "R_keys >= keys0 + 1 && R_idle >= 2" "two frames after the key $1 was released"
}

move() {
  xdotool mousemove --window "$win" "$1" "$2"
  wait_report "R_cx == $1 && R_cy == $2 && R_idle >= 2" "two frames with the pointer at ($1, $2)"
}

click() {
  local buttons0
  move "$1" "$2"
  buttons0=$R_buttons
  xdotool click 1
  wait_report "R_buttons >= buttons0 + 2 && R_idle >= 2" "two frames after a click at ($1, $2)"
}

drag() {
  local x0=$1 y0=$2 x1=$3 y1=$4 steps=${5:-10} buttons0 i
  move "$x0" "$y0"
  buttons0=$R_buttons
  xdotool mousedown 1
  wait_report "R_buttons >= buttons0 + 1 && R_idle >= 1" "the button down at ($x0, $y0)"
  for ((i = 1; i <= steps; ++i)); do
    move $((x0 + (x1 - x0) * i / steps)) $((y0 + (y1 - y0) * i / steps))
  done
  xdotool mouseup 1
  wait_report "R_buttons >= buttons0 + 2 && R_idle >= 2" "two frames after the button up at ($x1, $y1)"
}

# The canvas of SCENE (its view centred at (VX, VY), ZOOM pixels a unit) in a window of SIZE, from one
# screenshot run: sets X, Y (the canvas centre, in pixels) and defines px WX WY, which prints the pixel of the
# world point (WX, WY) (y up in the world, down on the screen).
e2e_canvas() {  # SCENE SIZE VX VY ZOOM
  local scene=$1 size=$2
  e2e_vx=$3 e2e_vy=$4 e2e_zoom=$5
  read -r X Y < <("$app" "$scene" --size "$size" --screenshot "$work/first.png" --frames 2 |
    sed -E 's/.*canvas ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)\)/\1 \2 \3 \4/' | awk '{print ($1 + $3) / 2, ($2 + $4) / 2}')
}
px() { python3 -c "print(round($X + $e2e_zoom * ($1 - $e2e_vx)), round($Y - $e2e_zoom * ($2 - $e2e_vy)))"; }

# The window pixel of the world point (WX, WY), from the last report's canvas and view (y up in the world).
world_px() {
  e2e_read_report
  python3 - "$R_canvas" "$R_view" "$1" "$2" <<'PY'
import sys
lo_x, lo_y, hi_x, hi_y = map(float, sys.argv[1].split(","))
cx, cy, zoom = map(float, sys.argv[2].split(","))
x, y = float(sys.argv[3]), float(sys.argv[4])
print(round((lo_x + hi_x) / 2 + (x - cx) * zoom), round((lo_y + hi_y) / 2 - (y - cy) * zoom))
PY
}
# A report's place ("X,Y") as two words for click.
at() { local v=$1; echo "${v%,*} ${v#*,}"; }
# Until a place (at_*) was drawn in the last frame (its x is -1 when not).
wait_drawn() { wait_true "[[ \${$1%%,*} != -1 ]]" "$1 drawn"; }
# Until the view stops changing between two reports, two frames idle (a pair or a lesson page framed).
wait_view_settled() {
  e2e_last_view=
  wait_true '[[ $R_view == "$e2e_last_view" ]] && (( R_idle >= 2 )) || { e2e_last_view=$R_view; false; }' \
    "the view to settle"
}
# Types TEXT (ASCII) into the text field being edited, whose content it replaces (Ctrl+A first), and waits
# until the field holds all of it: the Enter pressed next must not overtake the typing on a busy machine.
type_text() {
  press ctrl a
  xdotool type --delay 20 "$1"
  wait_report "R_text_len == ${#1}" "the field to hold the ${#1} characters typed"
}
