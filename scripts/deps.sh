#!/usr/bin/env bash
# Installs the Debian packages hitlab needs that are not installed yet (apt; sudo when not root).
# Everything the build uses comes from these packages: nothing is downloaded at build time.
set -euo pipefail

packages=(
  build-essential cmake pkg-config git
  libgmp-dev nlohmann-json3-dev libcli11-dev googletest libgtest-dev libbenchmark-dev libhwy-dev
  # the desktop app: Dear ImGui 1.86, GLFW, the glad generator, stb (PNG), GL headers
  libimgui-dev libglfw3-dev python3-glad libstb-dev libgl-dev
  # animations for slides (File > Export animation): WebP and GIF; drawing without a display (hitlab-cli
  # render, the handout's PDF pages): cairo, its text through Pango (Japanese by fontconfig); pdftotext for
  # the handout's test
  libwebp-dev libgif-dev libcairo2-dev libpango1.0-dev poppler-utils
  # the UI's font, Latin and Japanese designed together (Noto Sans CJK JP and its Mono), found by fontconfig
  fonts-noto-cjk libfontconfig-dev
  # the benchmark peers and judges: Box2D 2.4.1, Chipmunk2D 7, Boost.Geometry; NumPy for the seed's batch
  # expression; CGAL's exact kernel as the hunt's independent cross-check (tests only)
  libbox2d-dev libchipmunk-dev libboost-dev python3-numpy libcgal-dev
  # hitlab for Python: pybind11, the headers to build a module, pytest, and pip's tools for its wheel; a
  # Jupyter kernel and nbclient, which run docs/python/tour.ipynb in the tests
  python3-pybind11 python3-dev python3-pytest python3-venv python3-pip python3-setuptools python3-wheel
  mypy python3-nbclient python3-ipykernel
  # its end-to-end tests: a virtual X server, real X input, Mesa's software OpenGL
  xvfb xauth xdotool libgl1-mesa-dri
  # the differential test against GEOS, and the libFuzzer harnesses (clang with its fuzzer runtime)
  libgeos-dev clang libclang-rt-14-dev
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
