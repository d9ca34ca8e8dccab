// gl.h — the one place where the desktop and the web build see OpenGL differently: the desktop loads OpenGL
// 3.3 core through glad, the browser has WebGL 2 (OpenGL ES 3.0) through Emscripten's GLES3 headers. The
// shaders in shaders/ are one source each for both: they carry no #version line, and kGlslHeader is put in
// front of them (GLSL 3.30 core, or GLSL ES 3.00 with its precision statements). And how quads are drawn.
#pragma once

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
namespace hitlab::app {
inline constexpr const char* kGlslHeader = "#version 300 es\nprecision highp float;\nprecision highp int;\n";
inline constexpr const char* kImGuiGlslVersion = "#version 300 es";
// Quads (thick lines, disks) as plain triangles, six vertices per item: Chromium's software WebGL
// (SwiftShader, what a browser without a usable GPU runs) takes each instance of an instanced draw as a draw
// of its own, about 15 us each: a drag in a 1,000-shape scene took 105 ms a frame instead of 31
// (docs/web.md).
inline constexpr bool kInstancedQuads = false;
}  // namespace hitlab::app
#else
#include <glad/gl.h>
namespace hitlab::app {
inline constexpr const char* kGlslHeader = "#version 330 core\n";
inline constexpr const char* kImGuiGlslVersion = "#version 330 core";
// Quads (thick lines, disks) instanced from one unit quad: Mesa's llvmpipe does the vertex work on the main
// thread, and six vertices per item instead of one instance cost it 2.9 -> 6.7 ms a 1,000-shape frame.
inline constexpr bool kInstancedQuads = true;
}  // namespace hitlab::app
#endif
