// gl.h — the one place where the desktop and the web build see OpenGL differently: the desktop loads OpenGL
// 3.3 core through glad, the browser has WebGL 2 (OpenGL ES 3.0) through Emscripten's GLES3 headers. The
// shaders in shaders/ are one source each for both: they carry no #version line, and kGlslHeader is put in
// front of them (GLSL 3.30 core, or GLSL ES 3.00 with its precision statements).
#pragma once

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
namespace hitlab::app {
inline constexpr const char* kGlslHeader = "#version 300 es\nprecision highp float;\nprecision highp int;\n";
inline constexpr const char* kImGuiGlslVersion = "#version 300 es";
}  // namespace hitlab::app
#else
#include <glad/gl.h>
namespace hitlab::app {
inline constexpr const char* kGlslHeader = "#version 330 core\n";
inline constexpr const char* kImGuiGlslVersion = "#version 330 core";
}  // namespace hitlab::app
#endif
