// hitlab — the desktop sandbox: drag shapes, see exact relations, outline points and SAT intervals live.
//
//   hitlab [SCENE.json] [--size WxH] [--pair ID1,ID2] [--explain] [--step N] [--lang en|ja] [--band X]
//          [--batch N] [--screenshot PATH --frames N] [--bench-frames N] [--direct-dots]
//          [--frame-report PATH] [--embed]
// Without a scene the bundled welcome scene opens. --screenshot renders N frames, writes the window to PNG
// and exits 0 (for docs and tests); --frame-report is the end-to-end tests' mode (platform/frame_report.h).
// Every option: `hitlab --help`, and docs/sandbox.md. The same source is the page of the web build, which
// takes these options as query parameters (web/page.js); what differs is in platform/platform.h.
#include "render/gl.h"
// (the build's GL header first: GLFW must not pull in another)
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
#include <filesystem>
#include <memory>

#include "export/animation_file.h"
#include "model/file_actions.h"
#include "model/lesson_actions.h"
#include "model/lesson_editor_actions.h"
#include "model/settings.h"
#include "platform/frame_pacing.h"
#include "platform/frame_report.h"
#include "platform/platform.h"
#include "render/batch_draw.h"
#include "render/handout.h"
#include "render/palette.h"
#include "render/renderer.h"
#include "render/scene_view.h"
#include "ui/batch_section.h"
#include "ui/explain_section.h"
#include "ui/fonts.h"
#include "ui/judges_section.h"
#include "ui/panels.h"
#include "ui/places.h"
#include "ui/sections.h"
#include "ui/shown_text.h"
#include "ui/spoken.h"
#include "ui/tools.h"
#include "ui/touch_input.h"

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

// [SECTION] --bench-frames: CPU time per frame, split into core (results), UI (panels) and render

struct FrameTimes {
  std::vector<double> core, ui, render,
      interval;  // (interval: wall clock from one frame's start to the next)
  std::chrono::steady_clock::time_point lastStart{};
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
    if (!interval.empty())
      std::printf("frame:  %s (wall clock, start to start)\n", summary(interval).c_str());
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
  if (s.model.pairA < 0 || s.model.pairB < 0) say(s, {"app.no-pair-shapes", {a, b}});
}

// [SECTION] Options (the same in the page: web/page.js turns its query parameters into these)

struct Options {
  std::string scenePath, screenshot, size = "1280x800", pairIds, language, frameReportPath;
  std::string lesson, animationPath, handoutPath;
  std::vector<std::string> judges;
  int frameMs = 1000;
  int frames = 3, benchFrames = 0, explainStep = 1, batchCount = 0, lessonPage = 1;
  bool explainOpen = false, directDots = false, embed = false, keepView = false, present = false;
  double bandLog = 0;
  int width = 1280, height = 800;
};

// Parses argv into o; returns -1 to go on, else the exit code (help printed, or a bad option).
int parseOptions(int argc, char** argv, Options& o) {
  CLI::App cli{"hitlab: exact 2D hit testing sandbox"};
  cli.add_option("scene", o.scenePath, "scene file to open");
  cli.add_option("--screenshot", o.screenshot, "render, write the window to this PNG and exit");
  cli.add_option("--frames", o.frames, "frames to render before the screenshot")->check(CLI::PositiveNumber);
  cli.add_option("--export-animation", o.animationPath,
                 "write Explain's steps of --pair as an animation (PATH.webp, PATH.gif, or a folder of PNG "
                 "frames) and exit");
  cli.add_option(
      "--handout", o.handoutPath,
      "with --lesson: write the lesson's handout (PATH.pdf: PDF pages; else HTML, to print) in --lang's "
      "language and exit");
  cli.add_option("--frame-ms", o.frameMs, "with --export-animation: each step's time on screen")
      ->check(CLI::Range(100, 60000));
  cli.add_option("--size", o.size, "window size WxH");
  cli.add_option(
      "--bench-frames", o.benchFrames,
      "run N frames dragging the first shape, print CPU time per frame (core, UI, render) and exit");
  cli.add_option("--pair", o.pairIds, "select the pair ID1,ID2 (its SAT view and seed quantities)");
  cli.add_flag("--explain", o.explainOpen, "open the Explain section on the selected pair");
  cli.add_option("--step", o.explainStep, "with --explain: start at step N (1 is the first)")
      ->check(CLI::PositiveNumber);
  cli.add_option("--lang", o.language, "language of the explanations: en or ja (remembered)")
      ->check(CLI::IsMember({"en", "ja"}));
  cli.add_option("--band", o.bandLog,
                 "show the Lab's tolerance band at epsilon = 10^X times the selected pair's scale (e.g. -3)")
      ->check(CLI::Range(-16.0, -1.0));
  cli.add_option("--batch", o.batchCount,
                 "open the batch view with N random segments (seed 000's NumPy test)")
      ->check(CLI::PositiveNumber);
  cli.add_flag("--direct-dots", o.directDots,
               "draw every dot every frame instead of keeping a big scene's still dots as one image");
  cli.add_flag("--keep-view", o.keepView,
               "with --pair: open at the scene file's own view instead of framing the pair (share links)");
  cli.add_option("--lesson", o.lesson,
                 "open a lesson (Help > Lessons) by its id (000 to 006), or a lesson file (FILE.json)");
  cli.add_option("--page", o.lessonPage, "with --lesson: open at page N (1 is the first)")
      ->check(CLI::PositiveNumber);
  cli.add_flag("--present", o.present,
               "presentation mode: light theme, no sidebar, the pair framed, the Explain step as a caption");
  cli.add_flag("--embed", o.embed,
               "the canvas and the Explain section alone, for a frame in an article or slide");
  cli.add_option(
         "--judge", o.judges,
         "add a judge to the Judges section: a built-in one (hitlab-cli hunt --list) or a plugin's path")
      ->type_name("NAME|PATH");
  cli.add_option(
      "--frame-report", o.frameReportPath,
      "end-to-end tests: after every frame, write what the app has taken in and shown to this file");
  try {
    cli.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return cli.exit(e);
  }
  if (std::sscanf(o.size.c_str(), "%dx%d", &o.width, &o.height) != 2 || o.width < 64 || o.height < 64) {
    std::fprintf(stderr, "hitlab: --size must be WxH, got '%s'\n", o.size.c_str());
    return 2;
  }
  return -1;
}

// [SECTION] The sandbox: the window, the model and one frame

class Sandbox {
 public:
  explicit Sandbox(Options options) : o_(std::move(options)) {}
  Sandbox(const Sandbox&) = delete;
  Sandbox& operator=(const Sandbox&) = delete;
  ~Sandbox() { shutdown(); }

  /// Opens the window and the scene; returns -1 to go on to the frames, else the exit code.
  int start();
  /// One frame; false when the app is done (exitCode() says how).
  bool frame();
  int exitCode() const { return exitCode_; }
  void fail() { exitCode_ = 1; }

 private:
  void shutdown();
  /// The theme's style, scaled for the state's text size (and the screen's content scale), and the fonts
  /// built at that size when it changed.
  void applyStyle();
  void showAnimationStep(AppState& s);
  bool captureAnimationFrame(AppState& s, int fbw, int fbh);
  bool drawAnimationScene(const AppState& s);
  /// Whether the frames change with nothing done: every frame is drawn then (frame_pacing.h).
  bool movesByItself(const AppState& s) const;

  Options o_;
  int fontPercent_ = 0;             // the text size the font atlas was built at
  Theme styleTheme_ = Theme::Dark;  // the theme of Dear ImGui's style
  GLFWwindow* win_ = nullptr;
  bool imgui_ = false, rendererReady_ = false;
  Renderer renderer_;
  AppState state_;
  FrameReport frameReport_;
  FramePacer pacer_;
  Spoken spoken_;
  FrameTimes times_;
  NamedShape dragged_;
  std::vector<AnimationFrame> animationFrames_;  // (File > Export animation's, until it is written)
  SceneModel animationModel_;  // (the scene of the frame being captured, when not the live one)
  int frame_ = 0, exitCode_ = 0;
  std::chrono::steady_clock::time_point lastAutosave_ = std::chrono::steady_clock::now();
};

int Sandbox::start() {
  // [SECTION] Window and GL context
  if (!glfwInit()) {
    std::fprintf(stderr, "hitlab: cannot open a display (no X server? try xvfb-run)\n");
    return 1;
  }
  platform::requestGlContext();
  win_ = glfwCreateWindow(o_.width, o_.height, "hitlab", nullptr, nullptr);
  if (!win_ || (glfwMakeContextCurrent(win_), !platform::loadGl())) {
    std::fprintf(stderr, "hitlab: cannot create an OpenGL 3.3 core context\n");
    return 1;
  }
  glfwSwapInterval(o_.screenshot.empty() ? 1 : 0);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  imgui_ = true;
  ImGui::GetIO().IniFilename = nullptr;  // panel layout is not written next to the user's files
  countInputEvents(win_);                // (before Dear ImGui's backend, which chains to these callbacks)
  frameReport_.start(o_.frameReportPath);
  // A test's key press is one press however long the busy machine takes to draw the frames it is held for.
  if (frameReport_.active()) ImGui::GetIO().KeyRepeatDelay = 1e9f;
  ImGui_ImplGlfw_InitForOpenGL(win_, true);
  ImGui_ImplOpenGL3_Init(kImGuiGlslVersion);
  platform::imguiReady();
  const Settings settings = loadSettings(platform::configDir());
  state_.textPercent = settings.textPercent;
  state_.theme = settings.theme;
  state_.numberDigits = settings.digits;
  state_.toolbar = settings.toolbar;  // (View > Touch toolbar, as the user left it)
  // The lessons, before the fonts: their Japanese is in the atlas.
  LessonState& lessons = state_.lesson;
  lessons.lessons = loadLessons(HITLAB_LESSONS_DIR, &lessons.errors);
  lessons.bundledDir = HITLAB_LESSONS_DIR;
  try {
    lessons.glossary = loadGlossary(std::string(HITLAB_LESSONS_DIR) + "/glossary.json");
  } catch (const std::exception& e) {
    lessons.errors.push_back(e.what());
  }
  for (const std::string& e : lessons.errors) std::fprintf(stderr, "hitlab: %s\n", e.c_str());
  addShownText(textOf(lessons.lessons, lessons.glossary));
  applyStyle();

  std::string error;
  renderer_.keepStillDots(!o_.directDots);
  rendererReady_ = true;
  if (!renderer_.init(&error)) {
    std::fprintf(stderr, "hitlab: %s\n", error.c_str());
    return 1;
  }

  // [SECTION] Scene
  AppState& state = state_;
  state.configDir = platform::configDir();
  state.fileWritten = platform::fileWritten;
  state.embed = o_.embed;
  loadRecent(state);
  platform::onFileToOpen(win_, [&state](const std::string& path) { openScene(state, path); });
  state.touch.screen = platform::hasTouchScreen();
  platform::onTouch([&state](int kind, int id, double x, double y) {
    TouchGestures& g = state.touch.gestures;
    const double t = glfwGetTime();
    countInputEvent();
    if (kind == 0) g.down(id, {x, y}, t);
    if (kind == 1) g.move(id, {x, y}, t);
    if (kind == 2) g.up(id, {x, y}, t);
    if (kind == 3) g.cancel(t);
  });
  std::string bundled = HITLAB_SCENES_DIR;
  setGalleryDir(bundled);
  int fbw = o_.width, fbh = o_.height;
  glfwGetFramebufferSize(win_, &fbw, &fbh);
  state.cam.width = fbw, state.cam.height = fbh;
  // Autosaves and the offer to restore them: not for screenshots and benchmarks (they edit nothing).
  if (o_.screenshot.empty() && o_.benchFrames == 0 && o_.animationPath.empty() && o_.handoutPath.empty())
    state.stateDir = platform::stateDir();
  if (!openScene(state, o_.scenePath.empty() ? bundled + "/welcome.json" : o_.scenePath)) {
    std::fprintf(stderr, "%s\n", state.message.c_str());
    if (!o_.scenePath.empty() && !o_.screenshot.empty()) return 2;
  }
  if (o_.scenePath.empty()) {  // the welcome scene is a start, not a file to overwrite: untitled
    state.model.markSaved("");
    state.autosavedRevision = state.model.revision();
    state.restoreOffer = findAutosave(state.stateDir, "");
  }
  state.framePair = settings.framePair;
  if (!o_.pairIds.empty()) {  // (a fit or a frame waits for the first frame's canvas)
    selectPair(state, o_.pairIds);
    state.pairFrameRequested = !o_.keepView;
  }
  state.explain.language = settings.language ? *settings.language : localeLanguage();
  if (!o_.language.empty()) {
    state.explain.language = o_.language == "ja" ? explain::Language::Japanese : explain::Language::English;
    rememberSettings(state);
    platform::persist();
  }
  // (the Explain section is always open on the selected pair; --explain reads as intent)
  state.explain.startStep = o_.explainStep - 1;
  if (o_.bandLog != 0) state.toleranceBand = true, state.toleranceLog = static_cast<float>(o_.bandLog);
  state.batch.pendingCount = o_.batchCount;
  if (o_.lesson.size() > 5 && o_.lesson.substr(o_.lesson.size() - 5) == ".json") {  // (a teacher's file)
    if (!openLessonFile(state, o_.lesson)) {
      std::fprintf(stderr, "hitlab: --lesson: %s\n", state.message.c_str());
      if (!platform::opensDespiteBadOptions()) return 2;
    } else if (o_.lessonPage > 1) {
      openLesson(state, state.lesson.active, o_.lessonPage - 1);
    }
  } else if (!o_.lesson.empty()) {
    const int index = findLesson(state, o_.lesson);
    if (index < 0) {
      std::fprintf(stderr, "hitlab: --lesson %s: no such lesson in %s\n", o_.lesson.c_str(),
                   HITLAB_LESSONS_DIR);
      if (!platform::opensDespiteBadOptions()) return 2;
    } else {
      openLesson(state, index, o_.lessonPage - 1);
    }
  }
  if (o_.present) setPresenting(state, true);  // (started once the first frame has laid out the canvas)
  for (const std::string& judge : o_.judges) {
    std::string error;
    if (!addJudge(state, judge, error)) {
      std::fprintf(stderr, "hitlab: --judge %s: %s\n", judge.c_str(), error.c_str());
      return 2;
    }
  }
  if (!o_.handoutPath.empty()) {  // (no frame drawn: the handout is the lesson's, not the window's)
    if (!state.lesson.lesson()) {
      std::fprintf(stderr, "hitlab: --handout needs --lesson (the lesson whose pages it prints)\n");
      return 2;
    }
    const bool ok = platform::saveHandout(state, o_.handoutPath);
    std::printf("%s\n", state.message.c_str());
    return ok ? 0 : 1;
  }
  if (!o_.animationPath.empty()) {
    if (state.model.pairA < 0 || state.model.pairB < 0) {
      std::fprintf(stderr, "hitlab: --export-animation needs --pair A,B (the pair whose steps it shows)\n");
      return 2;
    }
    state.animation = animationExport(o_.animationPath, o_.frameMs, state.explain.step);
  }
  if (!state.model.scene().shapes.empty()) dragged_ = state.model.scene().shapes[0];
  return -1;
}

// [SECTION] File > Export animation: each Explain step drawn, its canvas read back, the file written

// Before the sections' update: the step being captured is the one shown.
void Sandbox::showAnimationStep(AppState& s) {
  if (s.animation && s.animation->step >= 0) s.explain.step = s.animation->step, s.explain.playing = false;
}

// The frame's scene in place of the live one, while the last drag's or a reveal's frames are captured: in the
// canvas's view, nothing selected (no handles), the answers hidden in a reveal's first frame. False: the
// live scene is drawn.
bool Sandbox::drawAnimationScene(const AppState& s) {
  if (!s.animation || s.animation->step < 0 || s.animation->scenes.empty()) return false;
  const AnimationExport& a = *s.animation;
  animationModel_.reset(a.scenes[static_cast<std::size_t>(a.step)], "");
  animationModel_.pairA = a.a, animationModel_.pairB = a.b;
  ViewOptions view = s.view;
  view.hideAnswers = a.reveal && a.step == 0;
  drawScene(renderer_, animationModel_, s.cam, view);
  return true;
}

// After the frame is drawn: its canvas is the next frame; after the last, the file.
bool Sandbox::captureAnimationFrame(AppState& s, int fbw, int fbh) {
  if (!s.animation) return true;
  AnimationExport& a = *s.animation;
  const bool pair = s.model.pairA >= 0 && s.model.pairB >= 0;
  if (a.step < 0 && !a.scenes.empty()) {  // (the drag's or the reveal's scenes: drawn from the next frame)
    a.steps = static_cast<int>(a.scenes.size()), a.step = 0;
    return true;
  }
  if (a.step < 0) {  // (the explanation is built in the frame that selected the pair: its steps known now)
    if (!pair || (s.explain.valid && s.explain.explanation.steps.empty())) {
      say(s, {"export.no-steps", {}});
      s.animation.reset();
      return o_.animationPath.empty() ? true : (exitCode_ = 1, false);
    }
    if (s.explain.valid) a.steps = static_cast<int>(s.explain.explanation.steps.size()), a.step = 0;
    return true;
  }
  const int x0 = std::max(0, static_cast<int>(s.cam.canvasLo.x)),
            y0 = std::max(0, static_cast<int>(s.cam.canvasLo.y));
  const int x1 = std::min(fbw, static_cast<int>(s.cam.canvasHi.x)),
            y1 = std::min(fbh, static_cast<int>(s.cam.canvasHi.y));
  AnimationFrame f;
  f.width = x1 - x0, f.height = y1 - y0;
  std::vector<std::uint8_t> px(static_cast<std::size_t>(f.width) * f.height * 4);
  f.rgba.resize(px.size());
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(x0, fbh - y1, f.width, f.height, GL_RGBA, GL_UNSIGNED_BYTE, px.data());
  for (int y = 0; y < f.height; ++y)  // (GL's rows bottom up)
    std::copy_n(&px[static_cast<std::size_t>(f.height - 1 - y) * f.width * 4], f.width * 4,
                &f.rgba[static_cast<std::size_t>(y) * f.width * 4]);
  for (std::size_t i = 3; i < f.rgba.size(); i += 4) f.rgba[i] = 255;
  animationFrames_.push_back(std::move(f));
  if (++a.step < a.steps) return true;
  bool ok = true;
  try {
    writeAnimation(animationFrames_, a.frameMs, a.path);
    say(s, {a.wrote, {a.path, std::to_string(a.steps)}});
    s.wrote(a.path);
  } catch (const std::exception& e) {
    say(s, messageOf(e)), ok = false;
  }
  if (!o_.animationPath.empty())
    std::printf("%s (%d frames, %dx%d)\n", s.message.c_str(), a.steps, animationFrames_[0].width,
                animationFrames_[0].height);
  animationFrames_.clear();
  s.explain.step = a.stepBefore;
  s.animation.reset();
  if (o_.animationPath.empty()) return true;
  exitCode_ = ok ? 0 : 1;
  return false;
}

bool Sandbox::movesByItself(const AppState& s) const {
  const bool batchRun =
      o_.benchFrames > 0 || !o_.screenshot.empty() || !o_.animationPath.empty() || !o_.handoutPath.empty();
  return batchRun || s.animation || s.explain.playing || s.touch.gestures.touching() || s.textInput;
}

bool Sandbox::frame() {
  AppState& state = state_;
  if (glfwWindowShouldClose(win_) || state.quit) {
    autosave(state);  // (quitting with unsaved edits keeps them for the next start's offer)
    return false;
  }
  // [SECTION] Pacing: idle, a frame every FramePacer::kIdleSeconds, an input event waking it at once
  platform::fitWindow(win_);
  {
    int w = 0, h = 0;
    glfwGetFramebufferSize(win_, &w, &h);
    const bool lively = pacer_.lively(inputCounts().events, w, h, movesByItself(state));
    if (!platform::awaitFrame(lively, pacer_.untilDue(glfwGetTime()))) return true;  // (the page: no frame)
  }
  const int frame = frame_++;
  if (o_.benchFrames > 0) {
    const auto now = std::chrono::steady_clock::now();
    if (frame > 0)
      times_.interval.push_back(std::chrono::duration<double, std::milli>(now - times_.lastStart).count());
    times_.lastStart = now;
  }
  double t0 = platform::cpuMs();
  if (o_.benchFrames > 0 &&
      !state.model.scene().shapes.empty()) {  // a drag of the first shape, one step a frame
    double step = (frame % 20 < 10 ? 1 : -1) * 2 / state.cam.zoom;
    dragged_.shape = translated(dragged_.shape, {step, 0});
    state.model.preview(0, dragged_.shape);
  }
  double t1 = platform::cpuMs();
  // (between frames: the atlas is rebuilt at a new size)
  if (state.textPercent != fontPercent_ || state.theme != styleTheme_) applyStyle();
  usePalette(state.theme);
  int fbw = 0, fbh = 0;
  glfwGetFramebufferSize(win_, &fbw, &fbh);
  state.cam.width = fbw, state.cam.height = fbh;
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  {
    double cursorX = 0, cursorY = 0;
    glfwGetCursorPos(win_, &cursorX, &cursorY);
    touchToImGui(state, cursorX, cursorY, glfwGetTime());
  }
  // (a browser can hand two frames the same time stamp; Dear ImGui asserts a positive step)
  ImGui::GetIO().DeltaTime = std::max(ImGui::GetIO().DeltaTime, 1e-4f);
  ImGui::NewFrame();
  clearPlaces();
  layoutCanvas(state);
  if (state.batch.pendingCount > 0)
    startBatchView(state, state.batch.pendingCount), state.batch.pendingCount = 0;
  handleCanvasInput(state);
  frameAsRequested(state);
  showAnimationStep(state);
  updateSections(state);  // (the Explain keys and step, the marks the scene view draws)
  state.view.dimOthers = state.presenting.on;
  std::string shotPath;
  drawPanels(state, shotPath);
  // (again: a framing the panels asked for this frame, as a lesson's next page does, is drawn in this frame,
  // not one frame after at the view it replaces)
  frameAsRequested(state);
  if (spoken_.update(state)) platform::describeCanvas(spoken_.outline(), spoken_.announcement());
  ImGui::Render();
  state.textInput = ImGui::GetIO().WantTextInput;
  platform::textInput(state.textInput);
  double t2 = platform::cpuMs();

  const Color background = palette().background;
  glClearColor(background.r, background.g, background.b, 1);
  glClear(GL_COLOR_BUFFER_BIT);
  renderer_.begin(fbw, fbh);
  if (state.batch.on)
    drawBatch(renderer_, state.batch.view, state.cam, state.batch.hover);
  else if (!drawAnimationScene(state))
    drawScene(renderer_, state.model, state.cam, state.view);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  if (!captureAnimationFrame(state, fbw, fbh)) return false;
  if (!shotPath.empty()) {
    const bool ok = writeScreenshot(shotPath, fbw, fbh);
    say(state, {ok ? "files.wrote" : "files.not-written", {shotPath}});
    if (ok) state.wrote(shotPath);
  }
  if (!o_.screenshot.empty() && frame + 1 >= o_.frames) {
    bool ok = writeScreenshot(o_.screenshot, fbw, fbh);
    // (The canvas rectangle, in pixels of the image, for tests and slides that place things on it.)
    std::printf("%s %s (%dx%d, canvas %.0f %.0f %.0f %.0f)\n", ok ? "wrote" : "could not write",
                o_.screenshot.c_str(), fbw, fbh, state.cam.canvasLo.x, state.cam.canvasLo.y,
                state.cam.canvasHi.x, state.cam.canvasHi.y);
    exitCode_ = ok ? 0 : 1;
    return false;
  }
  glfwSwapBuffers(win_);
  pacer_.drawn(glfwGetTime());
  frameReport_.frameDrawn(win_, state);
  if (o_.benchFrames > 0) {
    double t3 = platform::cpuMs();
    times_.core.push_back(t1 - t0), times_.ui.push_back(t2 - t1), times_.render.push_back(t3 - t2);
    if (frame + 1 >= o_.benchFrames) {
      times_.print(state.model.scene().shapes.size());
      std::fflush(stdout);
      return false;
    }
    return true;  // benchmark runs write nothing
  }
  // Unsaved edits reach the autosave slot within two seconds (a kill loses at most that much).
  if (auto now = std::chrono::steady_clock::now(); now - lastAutosave_ >= std::chrono::seconds(2)) {
    autosave(state), lastAutosave_ = now;
    platform::persist();
  }
  return true;
}

// View > Theme > High contrast: Dear ImGui's dark style on black, its text white, every frame and widget
// outlined in white, so that each control stands out by its edge, not by a shade of grey.
static void highContrast(ImGuiStyle& style) {
  ImVec4* c = style.Colors;
  const ImVec4 black{0, 0, 0, 1}, white{1, 1, 1, 1}, grey{0.22f, 0.22f, 0.22f, 1};
  c[ImGuiCol_Text] = white;
  c[ImGuiCol_TextDisabled] = {0.8f, 0.8f, 0.8f, 1};
  for (ImGuiCol k :
       {ImGuiCol_WindowBg, ImGuiCol_ChildBg, ImGuiCol_PopupBg, ImGuiCol_MenuBarBg, ImGuiCol_TitleBg,
        ImGuiCol_TitleBgCollapsed, ImGuiCol_FrameBg, ImGuiCol_Button, ImGuiCol_TableRowBg})
    c[k] = black;
  for (ImGuiCol k : {ImGuiCol_FrameBgHovered, ImGuiCol_ButtonHovered, ImGuiCol_HeaderHovered,
                     ImGuiCol_TitleBgActive, ImGuiCol_TableRowBgAlt})
    c[k] = grey;
  for (ImGuiCol k : {ImGuiCol_Border, ImGuiCol_Separator, ImGuiCol_CheckMark, ImGuiCol_SliderGrab,
                     ImGuiCol_TableBorderStrong, ImGuiCol_NavHighlight})
    c[k] = white;
  // (a selected row or item: white text on a blue as dark as the text stays 7:1 on)
  c[ImGuiCol_Header] = c[ImGuiCol_FrameBgActive] = c[ImGuiCol_ButtonActive] =
      c[ImGuiCol_HeaderActive] = {0.1f, 0.3f, 0.55f, 1};
  style.FrameBorderSize = style.WindowBorderSize = style.PopupBorderSize = 1;
}

void Sandbox::applyStyle() {
  const float scale = platform::contentScale(win_) * static_cast<float>(state_.textPercent) / 100;
  if (state_.textPercent != fontPercent_) {
    buildFonts(kTextPixels * scale);
    if (fontPercent_ != 0) {  // (the backend made the first texture itself)
      ImGui_ImplOpenGL3_DestroyFontsTexture();
      ImGui_ImplOpenGL3_CreateFontsTexture();
    }
    fontPercent_ = state_.textPercent;
  }
  ImGuiStyle style;
  if (state_.theme == Theme::Light)
    ImGui::StyleColorsLight(&style);
  else
    ImGui::StyleColorsDark(&style);
  if (state_.theme == Theme::HighContrast) highContrast(style);
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
  styleTheme_ = state_.theme;
  state_.uiScale = scale;
  state_.contentScale = platform::contentScale(win_);
}

void Sandbox::shutdown() {
  if (rendererReady_) renderer_.shutdown();
  if (imgui_) {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
  }
  if (win_) glfwDestroyWindow(win_);
  glfwTerminate();
}

}  // namespace

static int run(int argc, char** argv) {
  Options options;
  if (int code = parseOptions(argc, argv, options); code >= 0) return code;
  auto app = std::make_shared<Sandbox>(std::move(options));
  if (int code = app->start(); code >= 0) return code;
  // (on the desktop this returns when the app is done; in the browser at once, the frames running on)
  platform::runFrames([app]() {
    try {
      return app->frame();
    } catch (const std::exception& e) {
      std::fprintf(stderr, "hitlab: %s\n", e.what());
      app->fail();
      return false;
    }
  });
  return app->exitCode();
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
