// web.cpp — the browser's side of platform.h: Emscripten's GLFW on the page's canvas with a WebGL 2 context,
// storage in IndexedDB (IDBFS, mounted at /persist by web/page.js before main runs), downloads, the
// browser's file chooser and clipboard. The JavaScript halves of these are in web/page.js (Module.hitlab).
#include <GLFW/glfw3.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>

#include <string>

#include "../render/handout.h"
#include "platform.h"

namespace hitlab::app::platform {

namespace {

std::function<bool()> gFrame;
std::function<void(const std::string&)> gOpen;
TouchFn gTouch;
std::string gClipboard;  // what the page copied last: Dear ImGui's paste (the browser's is asynchronous)

void frameTrampoline() {
  if (gFrame && !gFrame()) emscripten_cancel_main_loop();
}

}  // namespace

void requestGlContext() {}  // (the link flags ask for WebGL 2: -sMIN_WEBGL_VERSION=2)
bool loadGl() { return true; }

bool awaitFrame(bool lively, double untilDue) {
  if (!lively && untilDue > 0) return false;
  glfwPollEvents();
  return true;
}

void runFrames(const std::function<bool()>& frame) {
  gFrame = frame;
  emscripten_set_main_loop(frameTrampoline, 0, false);  // (0: the browser's animation frames)
}

// The screen's device pixels per CSS pixel (Emscripten 3.1.6's GLFW has no content scale): the canvas has
// as many pixels as the screen shows, and the UI is scaled as the desktop scales it on a HiDPI monitor.
float contentScale(GLFWwindow*) { return static_cast<float>(emscripten_get_device_pixel_ratio()); }

void fitWindow(GLFWwindow* window) {
  // The canvas fills the page (or the iframe): its size in CSS pixels, times the device pixel ratio. (The
  // browser's mouse positions are scaled to the canvas's pixels by Emscripten's GLFW.)
  double width = 0, height = 0;
  emscripten_get_element_css_size("#canvas", &width, &height);
  const double scale = emscripten_get_device_pixel_ratio();
  const int wantW = static_cast<int>(width * scale + 0.5), wantH = static_cast<int>(height * scale + 0.5);
  int w = 0, h = 0;
  glfwGetWindowSize(window, &w, &h);
  if (wantW >= 64 && wantH >= 64 && (wantW != w || wantH != h)) glfwSetWindowSize(window, wantW, wantH);
}

void onTouch(const TouchFn& touch) { gTouch = touch; }
bool opensDespiteBadOptions() { return true; }
bool hasTouchScreen() {
  return EM_ASM_INT({ return navigator.maxTouchPoints > 0 || matchMedia('(pointer: coarse)').matches; }) != 0;
}

FontFace uiFont(bool monospace) {
  return {monospace ? "/fonts/hitlab-mono.otf" : "/fonts/hitlab-ui.otf", 0};  // (app/web/make_font.py)
}

std::string configDir() { return "/persist/config"; }
std::string stateDir() { return "/persist/state"; }
void persist() { EM_ASM(Module.hitlab.persist()); }

bool browsesFiles() { return false; }

void onFileToOpen(GLFWwindow* window, std::function<void(const std::string&)> open) {
  gOpen = std::move(open);
  glfwSetDropCallback(window, [](GLFWwindow*, int count, const char** paths) {
    if (count > 0 && gOpen) gOpen(paths[0]);
  });
}

void chooseFileToOpen() { EM_ASM(Module.hitlab.chooseFile()); }

void fileWritten(const std::string& path) {
  EM_ASM({ Module.hitlab.download(UTF8ToString($0)); }, path.c_str());
}

void copyText(const std::string& text) {
  gClipboard = text;
  EM_ASM({ Module.hitlab.copy(UTF8ToString($0)); }, text.c_str());
}

void textInput(bool wanted) {
  static bool shown = false;
  if (wanted != shown) EM_ASM({ Module.hitlab.textInput($0); }, wanted ? 1 : 0);
  shown = wanted;
}

void imguiReady() {
  ImGuiIO& io = ImGui::GetIO();
  // (the text cursor's place: the input method's candidates open beside the field, not in a corner)
  io.ImeSetInputScreenPosFn = [](int x, int y) { EM_ASM({ Module.hitlab.placeTextInput($0, $1); }, x, y); };
  io.SetClipboardTextFn = [](void*, const char* text) { copyText(text); };
  io.GetClipboardTextFn = [](void*) { return gClipboard.c_str(); };
}

bool sharesLinks() { return true; }

void describeCanvas(const std::string& outline, const std::string& announcement) {
  EM_ASM({ Module.hitlab.describe(UTF8ToString($0), UTF8ToString($1)); }, outline.c_str(),
         announcement.c_str());
}

void copyShareLink(const std::string& sceneJson, const std::string& pair, int step,
                   const std::string& language) {
  EM_ASM({ Module.hitlab.shareLink(UTF8ToString($0), UTF8ToString($1), $2, UTF8ToString($3)); },
         sceneJson.c_str(), pair.c_str(), step, language.c_str());
}

void copyLessonLink(const std::string& lessonJson, int page, const std::string& language) {
  EM_ASM({ Module.hitlab.lessonLink(UTF8ToString($0), $1, UTF8ToString($2)); }, lessonJson.c_str(), page,
         language.c_str());
}

double cpuMs() { return emscripten_get_now(); }

bool saveHandout(AppState& s, const std::string& path) { return app::saveHandout(s, path); }

const char* handoutExtension() { return ".html"; }

}  // namespace hitlab::app::platform

// The file chooser's answer (web/page.js has written the chosen file into the file system).
extern "C" EMSCRIPTEN_KEEPALIVE void hitlab_open_file(const char* path) {
  if (hitlab::app::platform::gOpen) hitlab::app::platform::gOpen(path);
}
// A finger on the canvas (web/page.js: kind 0 down, 1 move, 2 up, 3 cancel; x, y in canvas pixels).
extern "C" EMSCRIPTEN_KEEPALIVE void hitlab_touch(int kind, int id, double x, double y) {
  if (hitlab::app::platform::gTouch) hitlab::app::platform::gTouch(kind, id, x, y);
}
// Text from the page's hidden text box: a composition committed by the input method, or typed or pasted
// text (web/page.js). Dear ImGui takes it in with the next frame.
extern "C" EMSCRIPTEN_KEEPALIVE void hitlab_text_input(const char* utf8) {
  ImGui::GetIO().AddInputCharactersUTF8(utf8);
}
