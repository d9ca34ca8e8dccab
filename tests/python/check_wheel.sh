#!/usr/bin/env bash
# hitlab for Python as a wheel: `pip wheel` of python/ (the module from the build folder BUILD) gives a
# wheel for this platform, which installs into a new virtual environment (with Debian's NumPy: nothing is
# downloaded) and works there, away from the repository. Usage: check_wheel.sh BUILD WORKDIR
set -euo pipefail
build=$(cd "$1" && pwd) work=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$work" && mkdir -p "$work"
HITLAB_BUILD=$build /usr/bin/python3 -m pip wheel --quiet --no-build-isolation --no-deps --no-index \
  -w "$work/dist" "$root/python" >"$work/wheel.log" 2>&1 || { cat "$work/wheel.log"; exit 1; }
wheel=$(ls "$work"/dist/hitlab-*.whl)
[[ $wheel == *-cp3*-linux_* ]] || { echo "FAIL: $wheel is not a wheel for this platform"; exit 1; }
/usr/bin/python3 -m venv --system-site-packages "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --no-index --no-deps "$wheel"
cd "$work"  # (away from python/: the installed package is imported)
"$work/venv/bin/python" - <<'PY'
import hitlab
assert "site-packages" in hitlab.__file__, hitlab.__file__
a, b = hitlab.Segment((0, 0), (2, 2)), hitlab.Segment((0, 2), (2, 0))
assert hitlab.classify(a, b) == "overlapping"
assert hitlab.evaluate(a, b).points == ((1.0, 1.0),)
assert hitlab.segments_meet([[0, 0]], [[2, 2]], [[0, 2], [3, 3]], [[2, 0], [4, 4]]).tolist() == [True, False]
print("wheel:", hitlab.__file__)
PY
echo "$(basename "$wheel") installs into a new environment and works"
