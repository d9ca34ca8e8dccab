// desktop.cpp — the desktop's side of platform.h: GLFW on X11 with an OpenGL 3.3 core context (glad).
#include <glad/gl.h>
// glad first: GLFW must not pull in another GL header.
#include <GLFW/glfw3.h>
#include <fontconfig/fontconfig.h>
#include <imgui.h>

#include <cstdlib>
#include <ctime>
#include <string_view>

#include "../export/handout_pdf.h"
#include "../render/handout.h"
#include "hitlab/judge.h"
#include "platform.h"

namespace hitlab::app::platform {

void requestGlContext() {
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);  // HiDPI: content scale
}

bool loadGl() { return gladLoadGL(glfwGetProcAddress) != 0; }

float contentScale(GLFWwindow* window) {
  float xs = 1, ys = 1;
  glfwGetWindowContentScale(window, &xs, &ys);
  return xs;
}

void fitWindow(GLFWwindow*) {}
void onTouch(const TouchFn&) {}
void textInput(bool) {}
bool opensDespiteBadOptions() { return false; }
bool hasTouchScreen() { return false; }
void imguiReady() {}

FontFace uiFont(bool monospace) {
  // fontconfig's best match for the family and Japanese among outline fonts Dear ImGui's rasterizer reads
  // (TrueType or CFF): Noto when fonts-noto-cjk is installed, else the nearest Japanese font it knows.
  FontFace face;
  if (!FcInit()) return face;
  FcPattern* pattern = FcNameParse(
      reinterpret_cast<const FcChar8*>(monospace ? "Noto Sans Mono CJK JP:lang=ja:spacing=mono:outline=true"
                                                 : "Noto Sans CJK JP:lang=ja:outline=true"));
  FcConfigSubstitute(nullptr, pattern, FcMatchPattern);
  FcDefaultSubstitute(pattern);
  FcResult result = FcResultNoMatch;
  if (FcPattern* match = FcFontMatch(nullptr, pattern, &result)) {
    FcChar8 *file = nullptr, *format = nullptr;
    int index = 0;
    if (FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch &&
        FcPatternGetString(match, FC_FONTFORMAT, 0, &format) == FcResultMatch &&
        (std::string_view(reinterpret_cast<const char*>(format)) == "TrueType" ||
         std::string_view(reinterpret_cast<const char*>(format)) == "CFF")) {
      FcPatternGetInteger(match, FC_INDEX, 0, &index);
      face = {reinterpret_cast<const char*>(file), index & 0xFFFF};  // (the high bits: a variable instance)
    }
    FcPatternDestroy(match);
  }
  FcPatternDestroy(pattern);
  return face;
}

bool awaitFrame(bool lively, double untilDue) {
  if (lively || untilDue <= 0)
    glfwPollEvents();
  else
    glfwWaitEventsTimeout(untilDue);
  return true;
}

void runFrames(const std::function<bool()>& frame) {
  while (frame()) {
  }
}

// $XDG_CONFIG_HOME/hitlab, else $HOME/.config/hitlab.
std::string configDir() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) return std::string(xdg) + "/hitlab";
  if (const char* home = std::getenv("HOME"); home && *home) return std::string(home) + "/.config/hitlab";
  return "";
}

// $XDG_STATE_HOME/hitlab, else $HOME/.local/state/hitlab.
std::string stateDir() {
  if (const char* xdg = std::getenv("XDG_STATE_HOME"); xdg && *xdg) return std::string(xdg) + "/hitlab";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::string(home) + "/.local/state/hitlab";
  return "";
}

void persist() {}
bool browsesFiles() { return true; }
namespace {
std::function<void(const std::string&)> gOpen;
}  // namespace

void onFileToOpen(GLFWwindow* window, std::function<void(const std::string&)> open) {
  gOpen = std::move(open);
  glfwSetDropCallback(window, [](GLFWwindow*, int count, const char** paths) {
    if (count > 0 && gOpen) gOpen(paths[0]);
  });
}

void chooseFileToOpen() {}
void fileWritten(const std::string&) {}
void copyText(const std::string& text) { ImGui::SetClipboardText(text.c_str()); }

bool sharesLinks() { return false; }

void describeCanvas(const std::string&, const std::string&) {
}  // (no accessibility bridge on the desktop yet)

bool hasScriptJudges() { return false; }
std::unique_ptr<judge::Judge> scriptJudge(const std::string&, std::string& error) {
  error = "a judge in JavaScript runs in the page; the desktop app loads a plugin (a shared library)";
  return nullptr;
}
void copyShareLink(const std::string&, const std::string&, int, const std::string&) {}
void copyLessonLink(const std::string&, int, const std::string&) {}

double cpuMs() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

bool saveHandout(AppState& s, const std::string& path) {
  const std::string_view p(path);
  if (p.size() >= 4 && p.substr(p.size() - 4) == ".pdf") return saveHandoutPdf(s, path);
  return app::saveHandout(s, path);
}

const char* handoutExtension() { return ".pdf"; }

}  // namespace hitlab::app::platform
