// hitlab — the desktop sandbox: drag shapes, see exact relations, outline points and SAT intervals live.
//
//   hitlab [SCENE.json] [--size WxH] [--pair ID1,ID2] [--explain] [--step N] [--lang en|ja] [--band X]
//          [--batch N] [--screenshot PATH --frames N] [--bench-frames N] [--direct-dots]
//          [--frame-report PATH]
// Without a scene the bundled welcome scene opens. --screenshot renders N frames, writes the window to PNG
// and exits 0 (for docs and tests); --frame-report is the end-to-end tests' mode (platform/frame_report.h).
// Every option: `hitlab --help`, and docs/sandbox.md.
#include <glad/gl.h>
// glad first: GLFW must not pull in another GL header.
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>
#include <stb/stb_image_write.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>

#include "model/file_actions.h"
#include "platform/frame_report.h"
#include "render/batch_draw.h"
#include "render/renderer.h"
#include "render/scene_view.h"
#include "ui/batch_section.h"
#include "ui/explain_section.h"
#include "ui/panels.h"
#include "ui/sections.h"
#include "ui/tools.h"

using namespace hitlab;
using namespace hitlab::app;

namespace {

// [SECTION] Screenshot

bool writeScreenshot(const std::string& path, int w, int h) {
  std::vector<unsigned char> px(static_cast<size_t>(w) * h * 4), flipped(px.size());
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, px.data());
  for (int y = 0; y < h; ++y)
    std::copy_n(&px[static_cast<size_t>(h - 1 - y) * w * 4], w * 4, &flipped[static_cast<size_t>(y) * w * 4]);
  for (size_t i = 3; i < flipped.size(); i += 4) flipped[i] = 255;
  return stbi_write_png(path.c_str(), w, h, 4, flipped.data(), w * 4) != 0;
}

// [SECTION] Drag and drop of .json files onto the window

AppState* gState = nullptr;
void onDrop(GLFWwindow*, int count, const char** paths) {
  if (count > 0 && gState) openScene(*gState, paths[0]);
}

// [SECTION] --bench-frames: CPU time per frame, split into core (results), UI (panels) and render

double threadCpuMs() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

struct FrameTimes {
  std::vector<double> core, ui, render;
  static std::string summary(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    char buf[64];
    std::snprintf(buf, sizeof buf, "median %.3f ms, p99 %.3f ms", v[v.size() / 2],
                  v[std::min(v.size() - 1, v.size() * 99 / 100)]);
    return buf;
  }
  void print(std::size_t shapes) const {
    std::printf("%zu frames, %zu shapes\ncore:   %s\nui:     %s\nrender: %s\n", core.size(), shapes,
                summary(core).c_str(), summary(ui).c_str(), summary(render).c_str());
  }
};

// --pair ID1,ID2: selects that pair as a click on its results row would.
void selectPair(AppState& s, const std::string& ids) {
  auto comma = ids.find(',');
  std::string a = ids.substr(0, comma), b = comma == std::string::npos ? "" : ids.substr(comma + 1);
  const auto& shapes = s.model.scene().shapes;
  for (int i = 0; i < static_cast<int>(shapes.size()); ++i) {
    if (shapes[i].id == a) s.model.pairA = i;
    if (shapes[i].id == b) s.model.pairB = s.model.selected = i;
  }
  if (s.model.pairA < 0 || s.model.pairB < 0) s.message = "--pair: no shapes '" + a + "' and '" + b + "'";
}

// The default font with the Japanese glyphs of a Debian font merged in: Dear ImGui's Japanese ranges plus
// every character of the Japanese texts (so no step shows a missing glyph). Returns false, with a message,
// when no Japanese font is installed or a character has no glyph.
bool loadFonts() {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->AddFontDefault();
  static const char* const kCandidates[] = {
      "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",       // fonts-ipafont-gothic
      "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",     // its alternatives link
      "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",  // fonts-noto-cjk
  };
  const char* path = nullptr;
  for (const char* c : kCandidates)
    if (std::FILE* f = std::fopen(c, "rb")) std::fclose(f), path = path ? path : c;
  if (!path) {
    std::fprintf(stderr,
                 "hitlab: no Japanese font found (install fonts-ipafont-gothic): Japanese shows as '?'\n");
    return false;
  }
  std::string japanese;
  for (const std::string& key : explain::textKeys()) {
    explain::Step step;
    step.kind = key;
    japanese += explain::text(step, explain::Language::Japanese);
  }
  for (const char* t : japaneseUiStrings()) japanese += t;
  static ImVector<ImWchar> ranges;  // (the atlas reads them when it is built)
  ImFontGlyphRangesBuilder builder;
  builder.AddRanges(io.Fonts->GetGlyphRangesJapanese());
  builder.AddText(japanese.c_str());
  builder.BuildRanges(&ranges);
  ImFontConfig merge;
  merge.MergeMode = true;
  merge.PixelSnapH = true;
  if (!io.Fonts->AddFontFromFileTTF(path, 13.0f, &merge, ranges.Data)) {
    std::fprintf(stderr, "hitlab: cannot read the Japanese font %s\n", path);
    return false;
  }
  io.Fonts->Build();
  int missing = 0;
  const ImFont* font = io.Fonts->Fonts[0];
  for (std::size_t i = 0; i < japanese.size();) {  // (UTF-8: the lead byte says how many bytes follow)
    const unsigned char lead = static_cast<unsigned char>(japanese[i]);
    const int extra = lead < 0x80 ? 0 : lead < 0xE0 ? 1 : lead < 0xF0 ? 2 : 3;
    unsigned int c = extra == 0 ? lead : lead & (0x3F >> extra);
    for (int k = 1; k <= extra && i + k < japanese.size(); ++k) c = c << 6 | (japanese[i + k] & 0x3F);
    i += 1 + extra;
    missing += c >= 0x80 && !font->FindGlyphNoFallback(static_cast<ImWchar>(c));
  }
  if (missing > 0)
    std::fprintf(stderr, "hitlab: %d Japanese characters have no glyph in %s\n", missing, path);
  return missing == 0;
}

}  // namespace

static int run(int argc, char** argv) {
  CLI::App cli{"hitlab: exact 2D hit testing sandbox"};
  std::string scenePath, screenshot, size = "1280x800", pairIds;
  int frames = 3, benchFrames = 0;
  cli.add_option("scene", scenePath, "scene file to open");
  cli.add_option("--screenshot", screenshot, "render, write the window to this PNG and exit");
  cli.add_option("--frames", frames, "frames to render before the screenshot")->check(CLI::PositiveNumber);
  cli.add_option("--size", size, "window size WxH");
  cli.add_option(
      "--bench-frames", benchFrames,
      "run N frames dragging the first shape, print CPU time per frame (core, UI, render) and exit");
  cli.add_option("--pair", pairIds, "select the pair ID1,ID2 (its SAT view and seed quantities)");
  bool explainOpen = false;
  int explainStep = 1;
  std::string language;
  cli.add_flag("--explain", explainOpen, "open the Explain section on the selected pair");
  cli.add_option("--step", explainStep, "with --explain: start at step N (1 is the first)")
      ->check(CLI::PositiveNumber);
  cli.add_option("--lang", language, "language of the explanations: en or ja (remembered)")
      ->check(CLI::IsMember({"en", "ja"}));
  double bandLog = 0;
  cli.add_option("--band", bandLog,
                 "show the Lab's tolerance band at epsilon = 10^X times the selected pair's scale (e.g. -3)")
      ->check(CLI::Range(-16.0, -1.0));
  int batchCount = 0;
  cli.add_option("--batch", batchCount, "open the batch view with N random segments (seed 000's NumPy test)")
      ->check(CLI::PositiveNumber);
  bool directDots = false;
  cli.add_flag("--direct-dots", directDots,
               "draw every dot every frame instead of keeping a big scene's still dots as one image");
  std::string frameReportPath;
  cli.add_option(
      "--frame-report", frameReportPath,
      "end-to-end tests: after every frame, write what the app has taken in and shown to this file");
  CLI11_PARSE(cli, argc, argv);
  int width = 1280, height = 800;
  if (std::sscanf(size.c_str(), "%dx%d", &width, &height) != 2 || width < 64 || height < 64) {
    std::fprintf(stderr, "hitlab: --size must be WxH, got '%s'\n", size.c_str());
    return 2;
  }

  // [SECTION] Window and GL context
  if (!glfwInit()) {
    std::fprintf(stderr, "hitlab: cannot open a display (no X server? try xvfb-run)\n");
    return 1;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);  // HiDPI: content scale
  GLFWwindow* win = glfwCreateWindow(width, height, "hitlab", nullptr, nullptr);
  if (!win || (glfwMakeContextCurrent(win), !gladLoadGL(glfwGetProcAddress))) {
    std::fprintf(stderr, "hitlab: cannot create an OpenGL 3.3 core context\n");
    return 1;
  }
  glfwSwapInterval(screenshot.empty() ? 1 : 0);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // panel layout is not written next to the user's files
  ImGui::StyleColorsDark();
  float xs = 1, ys = 1;
  glfwGetWindowContentScale(win, &xs, &ys);
  ImGui::GetStyle().ScaleAllSizes(xs);
  ImGui::GetIO().FontGlobalScale = xs;
  loadFonts();
  FrameReport frameReport;
  frameReport.start(win, frameReportPath);  // (before ImGui's backend, which chains to these callbacks)
  // A test's key press is one press however long the busy machine takes to draw the frames it is held for.
  if (frameReport.active()) ImGui::GetIO().KeyRepeatDelay = 1e9f;
  ImGui_ImplGlfw_InitForOpenGL(win, true);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  Renderer renderer;
  std::string error;
  renderer.keepStillDots(!directDots);
  if (!renderer.init(&error)) {
    std::fprintf(stderr, "hitlab: %s\n", error.c_str());
    return 1;
  }

  // [SECTION] Scene
  AppState state;
  gState = &state;
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    state.configDir = std::string(xdg) + "/hitlab";
  else if (const char* home = std::getenv("HOME"); home && *home)
    state.configDir = std::string(home) + "/.config/hitlab";
  loadRecent(state);
  glfwSetDropCallback(win, onDrop);
  std::string bundled = HITLAB_SCENES_DIR;
  setGalleryDir(bundled);
  int fbw = width, fbh = height;
  glfwGetFramebufferSize(win, &fbw, &fbh);
  state.cam.width = fbw, state.cam.height = fbh;
  // Autosaves and the offer to restore them: not for screenshots and benchmarks (they edit nothing).
  if (screenshot.empty() && benchFrames == 0) state.stateDir = defaultStateDir();
  if (!openScene(state, scenePath.empty() ? bundled + "/welcome.json" : scenePath)) {
    std::fprintf(stderr, "%s\n", state.message.c_str());
    if (!scenePath.empty() && !screenshot.empty()) return 2;
  }
  if (scenePath.empty()) {  // the welcome scene is a start, not a file to overwrite: untitled
    state.model.markSaved("");
    state.autosavedRevision = state.model.revision();
    state.restoreOffer = findAutosave(state.stateDir, "");
  }
  if (!pairIds.empty()) selectPair(state, pairIds);  // (a fit waits for the first frame's canvas)
  state.explain.language = loadLanguage(state.configDir);
  if (!language.empty()) {
    state.explain.language = language == "ja" ? explain::Language::Japanese : explain::Language::English;
    saveLanguage(state.configDir, state.explain.language);
  }
  (void)explainOpen;  // (the Explain section is always open on the selected pair; the flag reads as intent)
  state.explain.startStep = explainStep - 1;
  if (bandLog != 0) state.toleranceBand = true, state.toleranceLog = static_cast<float>(bandLog);
  state.batch.pendingCount = batchCount;  // (started once the first frame has laid out the canvas)

  // [SECTION] Frame loop
  // Unsaved edits reach the autosave slot within two seconds (a kill loses at most that much).
  auto lastAutosave = std::chrono::steady_clock::now();
  FrameTimes times;
  NamedShape dragged = state.model.scene().shapes.empty() ? NamedShape{} : state.model.scene().shapes[0];
  for (int frame = 0; !glfwWindowShouldClose(win) && !state.quit; ++frame) {
    double t0 = threadCpuMs();
    if (benchFrames > 0 &&
        !state.model.scene().shapes.empty()) {  // a drag of the first shape, one step a frame
      double step = (frame % 20 < 10 ? 1 : -1) * 2 / state.cam.zoom;
      dragged.shape = translated(dragged.shape, {step, 0});
      state.model.preview(0, dragged.shape);
    }
    double t1 = threadCpuMs();
    glfwPollEvents();
    glfwGetFramebufferSize(win, &fbw, &fbh);
    state.cam.width = fbw, state.cam.height = fbh;
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    layoutCanvas(state);
    if (state.batch.pendingCount > 0)
      startBatchView(state, state.batch.pendingCount), state.batch.pendingCount = 0;
    handleCanvasInput(state);
    if (state.fitRequested) fitScene(state), state.fitRequested = false;
    updateSections(state);  // (the Explain keys and step, the marks the scene view draws)
    std::string shotPath;
    drawPanels(state, shotPath);
    ImGui::Render();
    double t2 = threadCpuMs();

    glClearColor(0.09f, 0.10f, 0.12f, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    renderer.begin(fbw, fbh);
    if (state.batch.on)
      drawBatch(renderer, state.batch.view, state.cam, state.batch.hover);
    else
      drawScene(renderer, state.model, state.cam, state.view);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    if (!shotPath.empty())
      state.message =
          writeScreenshot(shotPath, fbw, fbh) ? "wrote " + shotPath : "could not write " + shotPath;
    if (!screenshot.empty() && frame + 1 >= frames) {
      bool ok = writeScreenshot(screenshot, fbw, fbh);
      // (The canvas rectangle, in pixels of the image, for tests and slides that place things on it.)
      std::printf("%s %s (%dx%d, canvas %.0f %.0f %.0f %.0f)\n", ok ? "wrote" : "could not write",
                  screenshot.c_str(), fbw, fbh, state.cam.canvasLo.x, state.cam.canvasLo.y,
                  state.cam.canvasHi.x, state.cam.canvasHi.y);
      return ok ? 0 : 1;
    }
    glfwSwapBuffers(win);
    frameReport.frameDrawn(win, state);
    if (benchFrames > 0) {
      double t3 = threadCpuMs();
      times.core.push_back(t1 - t0), times.ui.push_back(t2 - t1), times.render.push_back(t3 - t2);
      if (frame + 1 >= benchFrames) {
        times.print(state.model.scene().shapes.size());
        return 0;
      }
      continue;  // benchmark runs write nothing
    }
    if (auto now = std::chrono::steady_clock::now(); now - lastAutosave >= std::chrono::seconds(2))
      autosave(state), lastAutosave = now;
  }
  autosave(state);  // (quitting with unsaved edits keeps them for the next start's offer)
  renderer.shutdown();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(win);
  glfwTerminate();
  return 0;
}

int main(int argc, char** argv) {
  // Anything unforeseen still ends with one line and an exit code, never an unhandled exception.
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "hitlab: %s\n", e.what());
  } catch (...) {
    std::fprintf(stderr, "hitlab: unexpected error\n");
  }
  return 1;
}
