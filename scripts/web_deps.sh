#!/usr/bin/env bash
# What the web build (cmake --preset web, docs/web.md) needs, from Debian alone; each step is skipped when its
# result is already there, so a second run does nothing:
#   1. Debian's Emscripten (3.1.6) and node, and autoconf/automake/libtool for GMP's autoreconf (apt; sudo
#      when not root; `apt-get update` only when something is missing).
#   2. A deb-src entry mirroring the machine's Debian entry, then GMP's Debian source package (`apt-get source
#      gmp`) unpacked into build/web-deps/.
#   3. Full GMP with its C++ class interface (gmpxx: the core's mpq_class) built for wasm into
#      build/web-deps/gmp-wasm (a static library and its headers; about 4 min on 2 cores).
#   4. Dear ImGui's Debian source package (`apt-get source imgui`, 1.86: the same version and headers as the
#      desktop's libimgui-dev, whose library is built for the host only) unpacked into build/web-deps/.
#   5. libwebp (with its mux: the animation encoder) and giflib from their Debian source packages, built for
#      wasm into build/web-deps/webp-wasm and gif-wasm: the page's File > Export animation, through the
#      desktop's code (app/export/animation_file.cpp; about 20 s on 2 cores).
#   With --for-tests, also what the browser test needs: Debian's Chromium, and puppeteer-core from npm at the
#   version tests/web/package-lock.json pins (it drives the system Chromium: no browser is downloaded).
#   With --for-bench, also Google Benchmark and Box2D built for wasm from their Debian source packages, for
#   hitlab-bench's pair cases under node (bench/wasm_ratio.sh).
# The page's Japanese font is a subset of fonts-noto-cjk (OFL) made by pyftsubset (fonttools), also installed.
# Usage: scripts/web_deps.sh [--for-tests] [--for-bench] [DEPS_DIR]   (DEPS_DIR defaults to build/web-deps)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
for_tests=false for_bench=false
while [[ ${1:-} == --for-* ]]; do
  case $1 in
    --for-tests) for_tests=true ;;
    --for-bench) for_bench=true ;;
    *) echo "web-deps: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
deps_dir=$(realpath -m "${1:-build/web-deps}")
prefix=$deps_dir/gmp-wasm
export DEBIAN_FRONTEND=noninteractive
# (Debian's emcc is a script run by `${EMSDK_PYTHON:-python3}`: Debian's python3, the one its package is made
# for, not whatever python3 comes first on PATH; a pyenv shim there took 1.7 s a call where this takes 0.5 s.
# The web presets set it too.)
export EMSDK_PYTHON=${EMSDK_PYTHON:-/usr/bin/python3}
# (emcc runs acorn from Debian's node-acorn; a node that is not Debian's does not look there)
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

# Runs a command with its output in LOG (under build/web-deps), which is shown when it fails.
run() {
  local log=$1
  shift
  "$@" >"$log" 2>&1 || { tail -30 "$log"; echo "web-deps: failed: $* (log: $log)" >&2; return 1; }
}

sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
updated=false
update_once() {
  $updated || $sudo apt-get update -qq
  updated=true
}

# 1. Packages.
packages=(emscripten nodejs autoconf automake libtool m4 dpkg-dev xz-utils fonts-noto-cjk fonttools libstb-dev)
if $for_tests; then packages+=(chromium); fi
missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  echo "web-deps: installing ${missing[*]}"
  update_once
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "web-deps: installed in $SECONDS s"
fi

# 2. Source packages (GMP, Dear ImGui, libwebp, giflib). The deb-src entry copies the machine's Debian entry.
source_package() {  # NAME: unpacked into $deps_dir/NAME-VERSION unless there
  local name=$1 src
  src=$(find "$deps_dir" -maxdepth 1 -type d -name "$name-[0-9]*" | sort | tail -1)
  if [[ -z $src ]]; then
    echo "web-deps: apt-get source $name" >&2
    local start=$SECONDS
    (cd "$deps_dir" && run "apt-source-$name.log" apt-get source "$name")
    src=$(find "$deps_dir" -maxdepth 1 -type d -name "$name-[0-9]*" | sort | tail -1)
    [[ -n $src ]] || { echo "web-deps: apt-get source $name unpacked nothing into $deps_dir" >&2; exit 1; }
    echo "web-deps: source package $name in $((SECONDS - start)) s" >&2
  fi
  echo "$src"
}
mkdir -p "$deps_dir"
have_gmp=false
[[ -f $prefix/lib/libgmpxx.a && -f $prefix/include/gmpxx.h ]] && have_gmp=true
have_imgui=false
[[ -n $(find "$deps_dir" -maxdepth 1 -type d -name 'imgui-[0-9]*') ]] && have_imgui=true
have_animation=false
[[ -f $deps_dir/webp-wasm/lib/libwebpmux.a && -f $deps_dir/gif-wasm/lib/libgif.a ]] && have_animation=true

if $for_tests; then  # puppeteer-core, as pinned (npm ci: the lock file's versions and checksums)
  if [[ ! -d tests/web/node_modules/puppeteer-core ]]; then
    echo "web-deps: npm ci (tests/web: puppeteer-core)"
    (cd tests/web && PUPPETEER_SKIP_DOWNLOAD=1 run "$deps_dir/npm-ci.log" npm ci --no-audit --no-fund)
  fi
fi
have_bench=true
if $for_bench; then
  [[ -f $deps_dir/benchmark-wasm/lib/libbenchmark.a && -f $deps_dir/box2d-wasm/lib/libbox2d.a ]] || have_bench=false
fi
$have_gmp && $have_imgui && $have_animation && $have_bench && exit 0

# The deb-src entry (deb822 or one-line form).
if ! apt-cache showsrc gmp 2>/dev/null | grep -q '^Package: gmp$'; then
  deb822=/etc/apt/sources.list.d/debian.sources
  if [[ -f $deb822 ]] && grep -q '^Types:.*\bdeb-src\b' $deb822; then
    :  # (it has deb-src already: the index is only missing)
  elif [[ -f $deb822 ]]; then
    echo "web-deps: adding /etc/apt/sources.list.d/debian-src.sources (deb-src copy of $deb822)"
    sed 's/^Types: deb$/Types: deb-src/' $deb822 |
      $sudo tee /etc/apt/sources.list.d/debian-src.sources >/dev/null
  elif grep -qs '^deb .*debian' /etc/apt/sources.list; then
    echo "web-deps: adding /etc/apt/sources.list.d/debian-src.list (deb-src copy of /etc/apt/sources.list)"
    grep '^deb .*debian' /etc/apt/sources.list | sed 's/^deb /deb-src /' |
      $sudo tee /etc/apt/sources.list.d/debian-src.list >/dev/null
  else
    echo "web-deps: no Debian apt entry found to mirror as deb-src; add one and run again" >&2
    exit 1
  fi
  updated=false
  update_once
fi
$have_imgui || source_package imgui >/dev/null
if ! $have_bench; then  # (Debian's builds pass the version: the source package has no git history)
  start=$SECONDS
  bench_src=$(source_package benchmark)
  run "$deps_dir/benchmark.log" emcmake cmake -S "$bench_src" -B "$deps_dir/benchmark-build" -DGIT_VERSION="${bench_src##*/benchmark-}" \
    -DBENCHMARK_ENABLE_TESTING=OFF -DBENCHMARK_ENABLE_GTEST_TESTS=OFF -DBENCHMARK_ENABLE_WERROR=OFF \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$deps_dir/benchmark-wasm"
  run "$deps_dir/benchmark.log" cmake --build "$deps_dir/benchmark-build" -j"$(nproc)"
  run "$deps_dir/benchmark.log" cmake --install "$deps_dir/benchmark-build"
  box2d_src=$(source_package box2d)
  run "$deps_dir/box2d.log" emcmake cmake -S "$box2d_src" -B "$deps_dir/box2d-build" -DBOX2D_BUILD_UNIT_TESTS=OFF \
    -DBOX2D_BUILD_TESTBED=OFF -DBOX2D_BUILD_DOCS=OFF -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$deps_dir/box2d-wasm"
  run "$deps_dir/box2d.log" cmake --build "$deps_dir/box2d-build" -j"$(nproc)"
  run "$deps_dir/box2d.log" cmake --install "$deps_dir/box2d-build"
  echo "web-deps: Google Benchmark and Box2D for wasm built in $((SECONDS - start)) s"
fi
# Emscripten's clang and the flags emcc gives it (emcc --cflags): libwebp, giflib and GMP's files are compiled
# by it directly, without emcc's Python start-up per file (sections 5 and 3 below).
llvm=$(em-config LLVM_ROOT)
emcc_flags=$(emcc --cflags)
if ! $have_animation; then  # 5. (the libraries alone: no tools, no threads, portable C)
  start=$SECONDS
  # libwebp's CMake build makes its decoder-only and demux libraries too (42 of its 143 objects), each file
  # through emcc's Python start-up. The two libraries the page links (libwebp: sharpyuv, dec, dsp, enc, utils;
  # libwebpmux: mux) are compiled here instead by Emscripten's clang with emcc's flags and CMake's, on every
  # core: its 101 objects byte for byte (WEBP_ENABLE_SIMD=OFF leaves out src/dsp's *_sse2 and *_sse41 files;
  # of its config.h only near-lossless reaches the library). 100 s -> 19 s here; CI's 40 minutes. giflib's
  # Makefile builds its tools and man pages too: its library's sources (the Makefile's SOURCES) alike.
  webp_src=$(source_package libwebp)
  gif_src=$(source_package giflib)
  objects=$deps_dir/animation-objects
  rm -rf "$objects" "$deps_dir/webp-wasm" "$deps_dir/gif-wasm"
  mkdir -p "$objects"/{webp,webpmux,gif} "$deps_dir/webp-wasm/lib" "$deps_dir/webp-wasm/include/webp" \
    "$deps_dir/gif-wasm/lib" "$deps_dir/gif-wasm/include"
  gif_sources=$(sed -n '/^SOURCES *=/,/[^\\]$/p' "$gif_src/Makefile" | sed 's/^SOURCES *=//; s/\\//g')
  failed=0
  compile() {  # LIBRARY SOURCE FLAGS...: its object, compiled on the next free core
    local library=$1 source=$2
    shift 2
    while [[ $(jobs -rp | wc -l) -ge $(nproc) ]]; do wait -n || failed=1; done
    # shellcheck disable=SC2086  # (emcc's flags, one word each)
    "$llvm/clang" $emcc_flags "$@" -c "$source" -o "$objects/$library/$(basename "${source%.c}").o" \
      >>"$deps_dir/animation.log" 2>&1 &
  }
  webp_flags=(-O3 -DNDEBUG -fPIC -fvisibility=hidden -DWEBP_NEAR_LOSSLESS=1 -I"$webp_src")
  for c in "$webp_src"/sharpyuv/*.c "$webp_src"/src/{dec,dsp,enc,utils}/*.c; do
    [[ $c == */dsp/*_sse2.c || $c == */dsp/*_sse41.c ]] || compile webp "$c" "${webp_flags[@]}"
  done
  for c in "$webp_src"/src/mux/*.c; do compile webpmux "$c" "${webp_flags[@]}"; done
  for c in $gif_sources; do compile gif "$gif_src/$c" -O2; done
  for job in $(jobs -p); do wait "$job" || failed=1; done
  if [[ $failed -ne 0 ]]; then
    tail -30 "$deps_dir/animation.log"
    echo "web-deps: failed: compiling libwebp or giflib for wasm (log: $deps_dir/animation.log)" >&2
    exit 1
  fi
  run "$deps_dir/animation.log" emar rcs "$deps_dir/webp-wasm/lib/libwebp.a" "$objects"/webp/*.o
  run "$deps_dir/animation.log" emar rcs "$deps_dir/webp-wasm/lib/libwebpmux.a" "$objects"/webpmux/*.o
  run "$deps_dir/animation.log" emar rcs "$deps_dir/gif-wasm/lib/libgif.a" "$objects"/gif/*.o
  cp "$webp_src"/src/webp/{decode,encode,types,mux,mux_types}.h "$deps_dir/webp-wasm/include/webp/"
  cp "$gif_src/gif_lib.h" "$deps_dir/gif-wasm/include/"
  echo "web-deps: libwebp and giflib for wasm built in $((SECONDS - start)) s"
fi
$have_gmp && exit 0
src=$(source_package gmp)

# 3. GMP for wasm: no assembly (host "none": portable C limbs of 32 bits), static, with gmpxx. Debian strips
# the manual (doc/), so the build files are regenerated first. The double format is given: configure looks
# for it in the bytes of a compiled test program, which under Emscripten is the JS launcher, not the .wasm
# (wasm's f64 is IEEE 754 binary64, little-endian, by the wasm spec); else mpq_class::get_d and the like
# would take GMP's generic non-IEEE conversions. LDFLAGS=-O0: configure's test programs link without
# Binaryen's optimiser (configure 81 s -> 57 s here, the same config.h); the library's objects keep -O2.
echo "web-deps: building GMP ($(basename "$src")) for wasm into $prefix"
start=$SECONDS
build=$deps_dir/gmp-build
rm -rf "$build" "$prefix"
mkdir -p "$build"
if [[ ! -f $src/.hitlab-autoreconf ]]; then
  (cd "$src" && run "$build/autoreconf.log" autoreconf -fi)
  touch "$src/.hitlab-autoreconf"
fi
cd "$build"
# (the answers of configure's tests of the C library, cached for this Emscripten and this GMP alone: see the
# file; another version of either runs every test. Configure 187 -> 76 s here, the same config.h, gmp.h and
# Makefiles)
site=$root/scripts/gmp-wasm.config.site
if [[ $(emcc --version | head -1) == *" 3.1.6 "* && $(basename "$src") == gmp-6.2.1+dfsg1 ]]; then
  export CONFIG_SITE=$site
fi
run configure.log emconfigure "$src/configure" --host=none --disable-assembly --enable-cxx --disable-shared \
  --enable-static --prefix="$prefix" gmp_cv_c_double_format="IEEE little endian" LDFLAGS=-O0
unset CONFIG_SITE
grep -q '^#define HAVE_DOUBLE_IEEE_LITTLE_ENDIAN 1' config.h ||
  { echo "web-deps: GMP's configure did not take IEEE little-endian doubles" >&2; exit 1; }
# The library's files are compiled by Emscripten's clang with the flags emcc would give it (emcc --cflags):
# the same objects byte for byte (all 515 compared), without emcc's Python start-up per file (make 111 s ->
# 63 s on two cores; CI's 40 minutes). Configure's test programs and the archive still go through emcc/emar.
# Libtool's compile mode is the compiler's command alone here (scripts/libtool_static_compile.sh: the same
# 526 objects and libraries byte for byte, without its script's forks per file; make and install 249 -> 141 s
# on two cores).
export HITLAB_REAL_LIBTOOL=$build/libtool
run make.log emmake make -j"$(nproc)" CC="$llvm/clang $emcc_flags" \
  CXX="$llvm/clang++ $emcc_flags" LIBTOOL="$root/scripts/libtool_static_compile.sh"
run install.log emmake make install
echo "web-deps: GMP for wasm built in $((SECONDS - start)) s"
