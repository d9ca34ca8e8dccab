# tests/e2e/lib.sh — what every end-to-end script shares (sourced after `set -euo pipefail`):
#   e2e_start_xvfb WxH [Xvfb options]  a private X server on a display nobody uses (Xvfb -displayfd picks
#                                      it), DISPLAY exported; it and the app ($app_pid) go when the script ends
#   press KEY...                       holds the keys (xdotool), releases them in reverse order; waits
#                                      $press_hold seconds while held and $press_after after (set them to
#                                      suit the script: defaults 0.2 and 0.5)
app_pid=
e2e_xvfb=
press_hold=0.2
press_after=0.5

e2e_cleanup() {
  [[ -z $app_pid ]] || kill -9 "$app_pid" 2>/dev/null || true
  [[ -z $e2e_xvfb ]] || kill "$e2e_xvfb" 2>/dev/null || true
}
trap e2e_cleanup EXIT

e2e_start_xvfb() {
  local size=$1 number_file
  shift
  number_file=$(mktemp)
  Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp "$@" 3>"$number_file" >/dev/null 2>&1 &
  e2e_xvfb=$!
  for _ in $(seq 1 200); do
    [[ -s $number_file ]] && break
    sleep 0.05
  done
  local number
  number=$(tr -dc '0-9' <"$number_file")
  rm -f "$number_file"
  [[ -n $number ]] || { echo "FAIL: Xvfb did not start"; exit 1; }
  export DISPLAY=:$number
}

press() {
  xdotool keydown "$@"
  sleep "$press_hold"
  for k in $(printf '%s\n' "$@" | tac); do xdotool keyup "$k"; done
  sleep "$press_after"
}
