# The web build (cmake --preset web; docs/web.md), included by the top-level CMakeLists.txt under Emscripten's
# toolchain. The same core sources and compile options as the native builds (every flag that touches a
# rounding, such as -ffp-contract=off, is set above for both), the fast path with WebAssembly SIMD (below),
# built as wasm programs for node: hitlab-cli and hitlab-dump-results in <build>/ as NAME.js + NAME.wasm.
# Their output must equal the native programs' byte for byte (tests/web/check_wasm_equals_native.sh), and
# the dump program's the reference path's built here beside it (hitlab-dump-results-reference).
#
# Dependencies, none of them from /usr/include directly (em++ must not see the host's libc headers):
#   GMP and gmpxx  built for wasm by scripts/web_deps.sh (HITLAB_WEB_GMP)
#   nlohmann/json, CLI11 and Highway's headers  Debian's packages, each through a folder holding a link to
#                  that library alone

if(HITLAB_SANITIZE)
  message(FATAL_ERROR "The web build has no sanitizer build: HITLAB_SANITIZE must be OFF")
endif()

set(HITLAB_WEB_GMP ${PROJECT_SOURCE_DIR}/build/web-deps/gmp-wasm
    CACHE PATH "GMP built for wasm (scripts/web_deps.sh)")
if(NOT EXISTS ${HITLAB_WEB_GMP}/lib/libgmpxx.a OR NOT EXISTS ${HITLAB_WEB_GMP}/include/gmpxx.h)
  message(FATAL_ERROR "No GMP for wasm in ${HITLAB_WEB_GMP}: run scripts/web_deps.sh first")
endif()
# (the name pkg_check_modules gives the native GMP, so core/CMakeLists.txt links both alike)
add_library(PkgConfig::GMPXX INTERFACE IMPORTED)
set_target_properties(PkgConfig::GMPXX PROPERTIES
  INTERFACE_INCLUDE_DIRECTORIES ${HITLAB_WEB_GMP}/include
  INTERFACE_LINK_LIBRARIES "${HITLAB_WEB_GMP}/lib/libgmpxx.a;${HITLAB_WEB_GMP}/lib/libgmp.a")

set(HITLAB_WEB_HOST_INCLUDE /usr/include
    CACHE PATH "Where Debian's header-only libraries are (nlohmann-json3-dev, libcli11-dev)")
function(hitlab_web_header_library target folder package)
  if(NOT EXISTS ${HITLAB_WEB_HOST_INCLUDE}/${folder})
    message(FATAL_ERROR "${HITLAB_WEB_HOST_INCLUDE}/${folder} not found: install ${package} (scripts/deps.sh)")
  endif()
  set(dir ${CMAKE_BINARY_DIR}/host-headers/${folder})
  file(MAKE_DIRECTORY ${dir})
  file(CREATE_LINK ${HITLAB_WEB_HOST_INCLUDE}/${folder} ${dir}/${folder} SYMBOLIC)
  add_library(${target} INTERFACE IMPORTED)  # (an imported target's headers come as -isystem)
  set_target_properties(${target} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${dir})
endfunction()
hitlab_web_header_library(nlohmann_json::nlohmann_json nlohmann nlohmann-json3-dev)
hitlab_web_header_library(CLI11::CLI11 CLI libcli11-dev)
# SIMD in the page: the fast path's kernels through Highway's headers (libhwy-dev; its library is the host's
# and is not needed: one target compiled means no run-time dispatch). Debian's Highway 1.0.3 has no double
# lanes on its WASM target (HWY_HAVE_FLOAT64 0) and the kernels are all doubles, so they compile for its
# EMU128 target, 128-bit vectors of two lanes written as loops over the lanes, which clang turns into
# WebAssembly SIMD's f64x2 instructions under -msimd128 (docs/web.md counts them). The whole program takes
# -msimd128: a module holds SIMD or not, and every browser of the page's list runs it.
if(HITLAB_FAST)
  hitlab_web_header_library(PkgConfig::HWY hwy libhwy-dev)
  set_property(TARGET PkgConfig::HWY PROPERTY INTERFACE_COMPILE_DEFINITIONS
               "HWY_DISABLED_TARGETS=(HWY_WASM|HWY_WASM_EMU256)")
  add_compile_options(-msimd128)
endif()

# -fexceptions: C++ exceptions caught as natively (a bad scene is a caught SceneError; Emscripten's default
# aborts at a catch). The programs for node (hitlab_node_program): NODERAWFS: files through node's fs, paths as on the desktop, stdout and stderr written
# to fds 1 and 2 byte for byte; FORCE_FILESYSTEM: that also in a program that opens no file, which would
# otherwise print through JS strings a line at a time (the dump's 100 MB line overflows a JS array).
# EXIT_RUNTIME: stdout flushed and the exit code kept at exit. The .wasm is read from disk and compiled
# synchronously: Emscripten 3.1.6's asynchronous loader tries fetch() whenever there is one, and node >= 18
# has one, which cannot read a path (so no `node --no-experimental-fetch` is needed).
add_compile_options(-fexceptions)
add_link_options(-fexceptions -sALLOW_MEMORY_GROWTH=1)
function(hitlab_node_program target)
  target_link_options(${target} PRIVATE -sNODERAWFS=1 -sFORCE_FILESYSTEM=1 -sEXIT_RUNTIME=1 -sENVIRONMENT=node
                      -sWASM_ASYNC_COMPILATION=0)
endfunction()
set(CMAKE_RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})

include(GNUInstallDirs)
add_subdirectory(core)
add_subdirectory(judges)  # (the Judges section: the articles' formulas and a judge in JavaScript)
add_subdirectory(cli)
hitlab_node_program(hitlab-cli)
add_executable(hitlab-dump-results tests/dump_results.cpp)
target_link_libraries(hitlab-dump-results PRIVATE hitlab_core)
hitlab_node_program(hitlab-dump-results)
if(TARGET hitlab_core_reference)  # (the reference path's dump, held to the fast path's byte for byte)
  add_executable(hitlab-dump-results-reference tests/dump_results.cpp)
  target_link_libraries(hitlab-dump-results-reference PRIVATE hitlab_core_reference)
  hitlab_node_program(hitlab-dump-results-reference)
endif()

# The app's dependencies in the browser. Dear ImGui 1.86 from Debian's source package (scripts/web_deps.sh;
# libimgui-dev's library is built for the host), its OpenGL 3 backend on OpenGL ES 3 (WebGL 2), its GLFW
# backend on Emscripten's GLFW 3 (-sUSE_GLFW=3, built in). GL itself comes from Emscripten's GLES3 headers
# (app/render/gl.h), so glad_gl is empty here. stb_image_write is Debian's header (the desktop links
# Debian's libstb; here one file compiles its implementation).
file(GLOB HITLAB_WEB_IMGUI_DIR LIST_DIRECTORIES true ${PROJECT_SOURCE_DIR}/build/web-deps/imgui-1.86*)
set(HITLAB_WEB_IMGUI "${HITLAB_WEB_IMGUI_DIR}" CACHE PATH "Dear ImGui's Debian source package (scripts/web_deps.sh)")
if(NOT EXISTS ${HITLAB_WEB_IMGUI}/imgui.cpp OR NOT EXISTS ${HITLAB_WEB_IMGUI}/backends/imgui_impl_glfw.cpp)
  message(FATAL_ERROR "No Dear ImGui sources in '${HITLAB_WEB_IMGUI}': run scripts/web_deps.sh first")
endif()
set(i ${HITLAB_WEB_IMGUI})
add_library(imgui_glfw_gl3 STATIC ${i}/imgui.cpp ${i}/imgui_draw.cpp ${i}/imgui_tables.cpp ${i}/imgui_widgets.cpp
                                  ${i}/backends/imgui_impl_glfw.cpp ${i}/backends/imgui_impl_opengl3.cpp)
target_include_directories(imgui_glfw_gl3 SYSTEM PUBLIC ${i})
target_compile_definitions(imgui_glfw_gl3 PRIVATE IMGUI_IMPL_OPENGL_ES3)
target_compile_options(imgui_glfw_gl3 PRIVATE -w -sUSE_GLFW=3)
set_target_properties(imgui_glfw_gl3 PROPERTIES UNITY_BUILD OFF)  # (its files as Dear ImGui builds them)
target_link_options(imgui_glfw_gl3 INTERFACE -sUSE_GLFW=3 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2)
add_library(glad_gl INTERFACE)
hitlab_web_header_library(hitlab_web_stb stb libstb-dev)
set(stb_impl ${CMAKE_BINARY_DIR}/generated/stb_image_write.c)
file(CONFIGURE OUTPUT ${stb_impl} CONTENT "#define STB_IMAGE_WRITE_IMPLEMENTATION\n#include <stb/stb_image_write.h>\n")
add_library(stb_image_write STATIC ${stb_impl})
target_link_libraries(stb_image_write PUBLIC hitlab_web_stb)
target_compile_options(stb_image_write PRIVATE -w)
target_link_libraries(imgui_glfw_gl3 INTERFACE stb_image_write)
# File > Export animation in the page: the desktop's writer (app/export/animation_file.cpp) on libwebp with
# its mux and giflib, built for wasm from Debian's source packages (scripts/web_deps.sh).
set(HITLAB_WEB_WEBP ${PROJECT_SOURCE_DIR}/build/web-deps/webp-wasm CACHE PATH "libwebp built for wasm (scripts/web_deps.sh)")
set(HITLAB_WEB_GIF ${PROJECT_SOURCE_DIR}/build/web-deps/gif-wasm CACHE PATH "giflib built for wasm (scripts/web_deps.sh)")
if(NOT EXISTS ${HITLAB_WEB_WEBP}/lib/libwebpmux.a OR NOT EXISTS ${HITLAB_WEB_GIF}/lib/libgif.a)
  message(FATAL_ERROR "No libwebp or giflib for wasm in ${HITLAB_WEB_WEBP}, ${HITLAB_WEB_GIF}: run scripts/web_deps.sh first")
endif()
add_library(hitlab_web_animation_libs INTERFACE IMPORTED)
set(webp_libs ${HITLAB_WEB_WEBP}/lib/libwebpmux.a ${HITLAB_WEB_WEBP}/lib/libwebp.a)
if(EXISTS ${HITLAB_WEB_WEBP}/lib/libsharpyuv.a)  # (libwebp's colour conversion, a library of its own since 1.2.3)
  list(APPEND webp_libs ${HITLAB_WEB_WEBP}/lib/libsharpyuv.a)
endif()
set_target_properties(hitlab_web_animation_libs PROPERTIES
  INTERFACE_INCLUDE_DIRECTORIES "${HITLAB_WEB_WEBP}/include;${HITLAB_WEB_GIF}/include"
  INTERFACE_LINK_LIBRARIES "${webp_libs};${HITLAB_WEB_GIF}/lib/libgif.a;stb_image_write")
add_subdirectory(app)

# hitlab-bench's pair cases in wasm (bench/wasm_ratio.sh), when scripts/web_deps.sh --for-bench has built
# Google Benchmark and Box2D (the peer) from their Debian source packages.
set(web_deps ${PROJECT_SOURCE_DIR}/build/web-deps)
if(EXISTS ${web_deps}/benchmark-wasm/lib/libbenchmark.a AND EXISTS ${web_deps}/box2d-wasm/lib/libbox2d.a)
  add_library(benchmark::benchmark STATIC IMPORTED)
  set_target_properties(benchmark::benchmark PROPERTIES IMPORTED_LOCATION ${web_deps}/benchmark-wasm/lib/libbenchmark.a
                        INTERFACE_INCLUDE_DIRECTORIES ${web_deps}/benchmark-wasm/include
                        INTERFACE_COMPILE_DEFINITIONS BENCHMARK_STATIC_DEFINE)
  add_library(hitlab_web_box2d STATIC IMPORTED)
  set_target_properties(hitlab_web_box2d PROPERTIES IMPORTED_LOCATION ${web_deps}/box2d-wasm/lib/libbox2d.a
                        INTERFACE_INCLUDE_DIRECTORIES ${web_deps}/box2d-wasm/include)
  add_subdirectory(bench)
endif()

# ctest --preset web: the wasm programs' output equals the native release build's, byte for byte.
include(CTest)
if(BUILD_TESTING)
  set(HITLAB_NATIVE_BUILD_DIR ${PROJECT_SOURCE_DIR}/build/release CACHE PATH "The native build to compare with")
  find_program(HITLAB_NODE node REQUIRED)
  add_test(NAME web/wasm_equals_native
           COMMAND ${PROJECT_SOURCE_DIR}/tests/web/check_wasm_equals_native.sh
                   ${HITLAB_NATIVE_BUILD_DIR}/bin/hitlab-dump-results $<TARGET_FILE:hitlab-dump-results>
                   ${HITLAB_NATIVE_BUILD_DIR}/bin/hitlab-cli $<TARGET_FILE:hitlab-cli>
                   ${PROJECT_SOURCE_DIR}/scenes ${PROJECT_SOURCE_DIR}/tests/scenes
                   ${PROJECT_SOURCE_DIR}/tests/bad)
  # The reference path in wasm prints every result as the native fast path does, byte for byte; with
  # web/wasm_equals_native (the wasm fast path equals native) the page's fast path equals its reference path.
  # (Native's dump is 10 s where the wasm reference one is 69 s; it runs beside the Chromium tests.)
  if(TARGET hitlab-dump-results-reference)
    add_test(NAME web/reference_equals_fast
             COMMAND ${PROJECT_SOURCE_DIR}/tests/check_fast_equals_reference.sh
                     $<TARGET_FILE:hitlab-dump-results-reference> ${HITLAB_NATIVE_BUILD_DIR}/bin/hitlab-dump-results)
    set_tests_properties(web/reference_equals_fast PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600 COST 1000
                         ENVIRONMENT "HITLAB_NODE=${HITLAB_NODE}")
  endif()
  # (first, beside one Chromium test: the two Chromium tests take a lock, not the whole machine, so that this
  # node-only one runs beside them instead of after; CI's 40 minutes)
  set_tests_properties(web/wasm_equals_native PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600 COST 10000
                       ENVIRONMENT "HITLAB_NODE=${HITLAB_NODE}")
  # The page in Debian's Chromium (puppeteer-core; scripts/web_deps.sh --for-tests), against the desktop app's
  # screenshot and the native CLI of the same native build.
  add_test(NAME web/browser
           COMMAND ${PROJECT_SOURCE_DIR}/tests/web/check_browser.sh ${CMAKE_BINARY_DIR}
                   ${HITLAB_NATIVE_BUILD_DIR}/bin/hitlab ${HITLAB_NATIVE_BUILD_DIR}/bin/hitlab-cli
                   ${CMAKE_BINARY_DIR}/browser-test)
  set_tests_properties(web/browser PROPERTIES TIMEOUT 900 RESOURCE_LOCK chromium)
  # The page by touch in device viewports, and a mistyped link (Chromium's touch emulation).
  add_test(NAME web/tablet COMMAND ${HITLAB_NODE} ${PROJECT_SOURCE_DIR}/tests/web/tablet_test.mjs ${CMAKE_BINARY_DIR}
                                  ${CMAKE_BINARY_DIR}/tablet-test)
  set_tests_properties(web/tablet PROPERTIES TIMEOUT 900 RESOURCE_LOCK chromium COST 5000)
  # A class end to end: a teacher's three-page lesson made in the editor's UI, its handout printed, its link
  # taken by a student in another browser, the task by the keyboard, the answers handed in.
  add_test(NAME web/classroom COMMAND ${HITLAB_NODE} ${PROJECT_SOURCE_DIR}/tests/web/classroom_test.mjs
                                      ${CMAKE_BINARY_DIR} ${CMAKE_BINARY_DIR}/classroom-test)
  set_tests_properties(web/classroom PROPERTIES TIMEOUT 600 RESOURCE_LOCK chromium)
  # The Judges section's judge in JavaScript: typed, used, kept, a crash, Hunt in the page. (Without the lock:
  # it runs beside web/tablet, 60 s where it is 40 s alone, and the phase is 40 s shorter; CI's 40 minutes.)
  add_test(NAME web/judge COMMAND ${HITLAB_NODE} ${PROJECT_SOURCE_DIR}/tests/web/judge_test.mjs ${CMAKE_BINARY_DIR}
                                 ${CMAKE_BINARY_DIR}/judge-test)
  set_tests_properties(web/judge PROPERTIES TIMEOUT 600)
endif()

# (last: every test above runs with Debian's python3 first on PATH)
include(${PROJECT_SOURCE_DIR}/cmake/hitlabTestPython.cmake)
hitlab_tests_use_debian_python()
