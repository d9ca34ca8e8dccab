// web.cpp — the browser's side of platform.h: Emscripten's GLFW on the page's canvas with a WebGL 2 context,
// storage in IndexedDB (IDBFS, mounted at /persist by web/page.js before main runs), downloads, the
// browser's file chooser and clipboard. The JavaScript halves of these are in web/page.js (Module.hitlab).
#include <GLFW/glfw3.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>

#include <string>

#include "platform.h"

namespace hitlab::app::platform {

namespace {

std::function<bool()> gFrame;
std::function<void(const std::string&)> gOpen;
std::string gClipboard;  // what the page copied last: Dear ImGui's paste (the browser's is asynchronous)

void frameTrampoline() {
  if (gFrame && !gFrame()) emscripten_cancel_main_loop();
}

}  // namespace

void requestGlContext() {}  // (the link flags ask for WebGL 2: -sMIN_WEBGL_VERSION=2)
bool loadGl() { return true; }

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

void imguiReady() {
  ImGuiIO& io = ImGui::GetIO();
  io.SetClipboardTextFn = [](void*, const char* text) { copyText(text); };
  io.GetClipboardTextFn = [](void*) { return gClipboard.c_str(); };
}

bool sharesLinks() { return true; }

void copyShareLink(const std::string& sceneJson, const std::string& pair, int step,
                   const std::string& language) {
  EM_ASM({ Module.hitlab.shareLink(UTF8ToString($0), UTF8ToString($1), $2, UTF8ToString($3)); },
         sceneJson.c_str(), pair.c_str(), step, language.c_str());
}

double cpuMs() { return emscripten_get_now(); }

}  // namespace hitlab::app::platform

// The file chooser's answer (web/page.js has written the chosen file into the file system).
extern "C" EMSCRIPTEN_KEEPALIVE void hitlab_open_file(const char* path) {
  if (hitlab::app::platform::gOpen) hitlab::app::platform::gOpen(path);
}
