#!/usr/bin/env bash
# A downstream project consumes an installed hitlab: `cmake --install` of this build into a prefix, then
#  1. tests/downstream (which sets no C++ standard) configured with find_package(hitlab) against it, built and
#     tested, once with g++ and once with clang++. Its ctest must run uses_core (linked to hitlab::core),
#     uses_explain (hitlab::explain) and one test per exported scene (hitlab_add_scene_tests), all passing; a
#     scene with a wrong expectation added through EXTRA_SCENES must make exactly that test fail;
#  2. uses_core.cpp built with a plain compiler command and `pkg-config --cflags --libs hitlab` (no -std of
#     its own), and run.
# Usage: check_downstream.sh BUILD_DIR DOWNSTREAM_SOURCE WORKDIR
set -euo pipefail
build=$1 source=$2 work=$3
rm -rf "$work" && mkdir -p "$work/extra"
cmake --install "$build" --prefix "$work/prefix" >"$work/install.log"
for f in include/hitlab/relation.h include/hitlab/scene_io.h bin/hitlab-cli; do
  [[ -e $work/prefix/$f ]] || { echo "FAIL: the install has no $f"; exit 1; }
done
for f in libhitlab_core.a hitlabConfig.cmake hitlabTargets.cmake hitlabSceneTests.cmake hitlab.pc; do
  find "$work/prefix" -name "$f" | grep -q . || { echo "FAIL: the install has no $f"; exit 1; }
done

# A scene whose expectation is wrong (the circles touch): its test must fail.
cat >"$work/extra/wrong.json" <<'JSON'
{"hitlab": 1, "shapes": [{"id": "a", "type": "circle", "center": [0, 0], "radius": 1},
                         {"id": "b", "type": "circle", "center": [2, 0], "radius": 1}],
 "expect": [{"a": "a", "b": "b", "relation": "overlapping"}]}
JSON
scenes=$(find "$source/scenes" -name '*.json' | wc -l)
for cxx in g++ clang++; do
  out=$work/$cxx
  command -v "$cxx" >/dev/null || { echo "FAIL: $cxx is not installed"; exit 1; }
  cmake -S "$source" -B "$out" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_PREFIX_PATH="$work/prefix" \
    -DEXTRA_SCENES="$work/extra" >"$out.configure.log" || { cat "$out.configure.log"; exit 1; }
  if grep -q CMAKE_CXX_STANDARD "$out/CMakeCache.txt"; then
    echo "FAIL: the downstream project sets a C++ standard"; exit 1
  fi
  cmake --build "$out" >"$out.build.log" 2>&1 || { echo "FAIL: the build with $cxx"; cat "$out.build.log"; exit 1; }
  set +e
  (cd "$out" && ctest --output-on-failure) >"$out.ctest.log" 2>&1
  set -e
  for program in uses_core uses_explain; do
    grep -q "Test *#[0-9]*: $program .* Passed" "$out.ctest.log" ||
      { cat "$out.ctest.log"; echo "FAIL: $program ($cxx) did not pass"; exit 1; }
  done
  passed=$(grep -c "Test *#[0-9]*: hitlab/.* Passed" "$out.ctest.log" || true)
  [[ $passed == "$scenes" ]] || { cat "$out.ctest.log"; echo "FAIL: $passed of $scenes exported scenes passed ($cxx)"; exit 1; }
  grep -q "extra/wrong .*Failed" "$out.ctest.log" || { echo "FAIL: the wrong scene did not fail ($cxx)"; exit 1; }
  grep -q "tests failed out of $((scenes + 3))" "$out.ctest.log" || { echo "FAIL: not $((scenes + 3)) tests ($cxx)"; exit 1; }
  echo "downstream ($cxx, no C++ standard set): uses_core, uses_explain and $scenes exported scenes pass; a wrong scene fails"
done

# pkg-config, with a plain compiler command and the compiler's default standard.
pc_dir=$(dirname "$(find "$work/prefix" -name hitlab.pc | head -1)")
flags=$(PKG_CONFIG_PATH=$pc_dir pkg-config --cflags --libs hitlab)
echo "pkg-config --cflags --libs hitlab: $flags"
for cxx in g++ clang++; do
  # shellcheck disable=SC2086  # (the flags are words)
  "$cxx" "$source/uses_core.cpp" -o "$work/uses_core_pc_$cxx" $flags 2>"$work/pc_$cxx.log" ||
    { cat "$work/pc_$cxx.log"; echo "FAIL: $cxx with pkg-config's flags"; exit 1; }
  "$work/uses_core_pc_$cxx" >"$work/pc_$cxx.out" || { echo "FAIL: uses_core built by $cxx with pkg-config failed"; exit 1; }
  echo "pkg-config ($cxx): uses_core builds and passes"
done
