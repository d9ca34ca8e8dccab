#!/usr/bin/env bash
# A downstream project consumes an installed hitlab: `cmake --install` of this build into a prefix, then
# tests/downstream configured with find_package(hitlab) against it, built and tested. Its ctest must run
# uses_core (linked to hitlab::core), uses_explain (hitlab::explain) and one test per exported scene
# (hitlab_add_scene_tests), all passing; a scene with a wrong expectation added through EXTRA_SCENES must
# make exactly that test fail.
# Usage: check_downstream.sh BUILD_DIR DOWNSTREAM_SOURCE WORKDIR
set -euo pipefail
build=$1 source=$2 work=$3
rm -rf "$work" && mkdir -p "$work/extra"
cmake --install "$build" --prefix "$work/prefix" >"$work/install.log"
for f in include/hitlab/relation.h include/hitlab/scene_io.h bin/hitlab-cli; do
  [[ -e $work/prefix/$f ]] || { echo "FAIL: the install has no $f"; exit 1; }
done
for f in libhitlab_core.a hitlabConfig.cmake hitlabTargets.cmake hitlabSceneTests.cmake; do
  find "$work/prefix" -name "$f" | grep -q . || { echo "FAIL: the install has no $f"; exit 1; }
done

# A scene whose expectation is wrong (the circles touch): its test must fail.
cat >"$work/extra/wrong.json" <<'JSON'
{"hitlab": 1, "shapes": [{"id": "a", "type": "circle", "center": [0, 0], "radius": 1},
                         {"id": "b", "type": "circle", "center": [2, 0], "radius": 1}],
 "expect": [{"a": "a", "b": "b", "relation": "overlapping"}]}
JSON
cmake -S "$source" -B "$work/build" -DCMAKE_PREFIX_PATH="$work/prefix" -DEXTRA_SCENES="$work/extra" \
  >"$work/configure.log" || { cat "$work/configure.log"; exit 1; }
cmake --build "$work/build" >"$work/build.log" || { cat "$work/build.log"; exit 1; }
set +e
(cd "$work/build" && ctest --output-on-failure) >"$work/ctest.log" 2>&1
set -e
cat "$work/ctest.log"
scenes=$(find "$source/scenes" -name '*.json' | wc -l)
for program in uses_core uses_explain; do
  grep -q "Test *#[0-9]*: $program .* Passed" "$work/ctest.log" || { echo "FAIL: $program did not pass"; exit 1; }
done
passed=$(grep -c "Test *#[0-9]*: hitlab/.* Passed" "$work/ctest.log" || true)
[[ $passed == "$scenes" ]] || { echo "FAIL: $passed of $scenes exported scenes passed"; exit 1; }
grep -q "extra/wrong .*Failed" "$work/ctest.log" || { echo "FAIL: the wrong scene did not fail"; exit 1; }
grep -q "tests failed out of $((scenes + 3))" "$work/ctest.log" || { echo "FAIL: not $((scenes + 3)) tests"; exit 1; }
echo "downstream ok: uses_core, uses_explain and $scenes exported scenes pass against the installed hitlab; a wrong scene fails"
