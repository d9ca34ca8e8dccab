// panels.cpp — Dear ImGui panels: the menu bar, the sidebar that never covers the canvas (its sections are
// the files ui/*_section.cpp, sections.h), the status bar, the file picker and the restore modal.
//
// [SECTION] Helpers  [SECTION] Menu bar  [SECTION] File picker  [SECTION] Restore unsaved changes
// [SECTION] Canvas text  [SECTION] Status bar  [SECTION] Sidebar and canvas layout
#include "panels.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <vector>

#include "../model/animation_plan.h"
#include "../model/app_messages.h"
#include "../model/file_actions.h"
#include "../model/lesson_actions.h"
#include "../model/lesson_editor_actions.h"
#include "../model/settings.h"
#include "../platform/platform.h"
#include "../render/handout.h"
#include "places.h"
#if HITLAB_PICTURES
#include "../export/app_animations.h"
#endif
#include "../render/palette.h"
#include "../render/scene_view.h"
#include "../render/svg_canvas.h"
#include "batch_section.h"
#include "explain_section.h"
#include "hitlab/snap.h"
#include "lesson_section.h"
#include "sections.h"
#include "toolbar.h"
#include "tools.h"
#include "ui_text.h"
#include "widgets.h"

namespace hitlab::app {

namespace fs = std::filesystem;
static std::string gGalleryDir;
void setGalleryDir(const std::string& dir) { gGalleryDir = dir; }

void addShapeItems(AppState& s, Vec2 c) {
  SceneModel& m = s.model;
  const double u = 60 / s.cam.zoom;
  if (ImGui::MenuItem(tr(s, "Segment"))) m.add("s", Segment{c - Vec2{u, 0}, c + Vec2{u, 0}});
  if (ImGui::MenuItem(tr(s, "Circle"))) m.add("c", Circle{c, u});
  if (ImGui::MenuItem(tr(s, "Rect"))) m.add("r", Rect{c - Vec2{u, u / 2}, c + Vec2{u, u / 2}});
  if (ImGui::MenuItem(tr(s, "Polygon")))
    m.add("p", Polygon{{c + Vec2{-u, -u}, c + Vec2{u, -u}, c + Vec2{0, u}}});
  if (ImGui::MenuItem(tr(s, "Point"))) m.add("q", Point{c});
  if (ImGui::MenuItem(tr(s, "Capsule"))) m.add("k", Capsule{c - Vec2{u, 0}, c + Vec2{u, 0}, u / 2});
  if (ImGui::MenuItem(tr(s, "Rounded box")))
    m.add("r", Rect{c - Vec2{u * 3 / 4, u / 4}, c + Vec2{u * 3 / 4, u / 4}, u / 4});
  if (ImGui::MenuItem(tr(s, "Box (centre, half extents, angle)...")))
    s.boxForm = BoxForm{{c.x, c.y}, {u, u / 2}, 30, 0};
}

namespace {

// [SECTION] Helpers

// The bars above and below the canvas, in window pixels (none in an embedded view).
float menuBarHeight(const AppState& s) { return s.embed ? 0 : ImGui::GetFrameHeight(); }
float statusBarHeight(const AppState& s) { return s.embed ? 0 : ImGui::GetFrameHeight() + 8; }

// [SECTION] Menu bar

// Edit > Make degenerate: the snaps of hitlab/snap.h that apply to the selected pair (its second shape
// moves), each one command; the status bar says whether the result is exactly degenerate.
void makeDegenerateMenu(AppState& s) {
  SceneModel& m = s.model;
  const auto& shapes = m.scene().shapes;
  const int n = static_cast<int>(shapes.size());
  const bool pair = m.pairA >= 0 && m.pairB >= 0 && m.pairA < n && m.pairB < n && m.pairA != m.pairB;
  if (!ImGui::BeginMenu(tr(s, "Make degenerate (selected pair)"), pair)) return;
  using snap::Kind;
  bool any = false;
  for (Kind k : {Kind::PointOnEdge, Kind::Collinear, Kind::TangentOutside, Kind::TangentInside,
                 Kind::Concentric, Kind::TouchEdge, Kind::TouchCorner, Kind::SharePiece}) {
    // Either shape may be the one that moves: the pair's second one when the snap applies that way round.
    const int fixed = snap::applies(k, shapes[m.pairA].shape, shapes[m.pairB].shape) ? m.pairA : m.pairB;
    const int moved = fixed == m.pairA ? m.pairB : m.pairA;
    if (!snap::applies(k, shapes[fixed].shape, shapes[moved].shape)) continue;
    any = true;
    const std::string label =
        format(tr(s, "%s: moves %s"), tr(s, snap::kindName(k)), shapes[moved].id.c_str());
    if (!ImGui::MenuItem(label.c_str())) continue;
    const auto r = snap::snap(k, shapes[fixed].shape, shapes[moved].shape);
    const NamedShape before = shapes[moved];
    NamedShape after = before;
    after.shape = r->moved;
    say(s, {"app.at", {before.id}, {r->message}});
    if (!(after.shape == before.shape))
      m.run(
          {snapCommandLabel(k, before.id), {{ShapeChange::Set, static_cast<size_t>(moved), before, after}}});
  }
  if (!any) ImGui::TextDisabled("%s", tr(s, "nothing applies to this pair's types"));
  ImGui::EndMenu();
}

void menuBar(AppState& s, std::string& screenshotPath) {
  if (!ImGui::BeginMainMenuBar()) return;
  SceneModel& m = s.model;
  if (s.openFileMenu) ImGui::OpenPopup(tr(s, "File")), s.openFileMenu = false;  // (F10: BeginMenu's own id)
  const bool fileMenu = ImGui::BeginMenu(tr(s, "File"));
  markPlace(Place::FileMenu);
  if (fileMenu) {
    if (ImGui::MenuItem(tr(s, "Open..."), "Ctrl+O")) openFile(s);
    // (the browser's files are gone after a reload: its recent list would name files no longer there)
    if (platform::browsesFiles() && ImGui::BeginMenu(tr(s, "Open Recent"), !s.recent.empty())) {
      std::string chosen;
      for (const auto& r : s.recent)
        if (ImGui::MenuItem(r.c_str())) chosen = r;
      ImGui::EndMenu();
      if (!chosen.empty()) openScene(s, chosen);
    }
    if (ImGui::MenuItem(tr(s, "Save"), "Ctrl+S", false, !m.path().empty())) saveScene(s, m.path());
    if (ImGui::MenuItem(tr(s, "Save As..."), "Ctrl+Shift+S")) s.pickerMode = "save";
    ImGui::Separator();
    if (ImGui::MenuItem(tr(s, "Export regression test (all pairs)..."))) s.pickerMode = "export";
    if (ImGui::MenuItem(tr(s, "Export regression test (selected pair)..."), nullptr, false, m.pairA >= 0))
      s.pickerMode = "export-pair";
    if (ImGui::MenuItem(tr(s, "Copy selected pair as GoogleTest"), nullptr, false, m.pairA >= 0))
      platform::copyText(googleTestSnippet(s));
    if (platform::sharesLinks() && ImGui::MenuItem(tr(s, "Copy share link"), "Ctrl+L")) copyShareLink(s);
    if (const Lesson* lesson = handoutLesson(s);
        platform::sharesLinks() && ImGui::MenuItem(tr(s, "Copy lesson link"), nullptr, false, lesson))
      copyLessonLink(s, *lesson, s.lesson.editor.open ? 1 : s.lesson.page + 1);  // (the editor's: its start)
    if (ImGui::MenuItem(tr(s, "Print handout (the lesson's pages)..."), nullptr, false, handoutLesson(s)))
      s.pickerMode = "handout";
    markPlace(Place::Handout);
    if (ImGui::MenuItem(tr(s, "Screenshot (PNG)..."))) s.pickerMode = "screenshot";
    markPlace(Place::Screenshot);
    if (ImGui::MenuItem(tr(s, "Export animation (Explain steps of the selected pair)..."), nullptr, false,
                        m.pairA >= 0 && m.pairB >= 0))
      s.pickerMode = "animation";
    markPlace(Place::ExportSteps);
    if (ImGui::MenuItem(tr(s, "Export animation (the last drag)..."), nullptr, false,
                        m.lastDrag().states.size() >= 2))
      s.pickerMode = "animation-drag";
    markPlace(Place::ExportDrag);
    if (ImGui::MenuItem(tr(s, "Export animation (the lesson page's reveal)..."), nullptr, false,
                        s.lesson.current() && s.lesson.current()->question))
      s.pickerMode = "animation-reveal";
    markPlace(Place::ExportReveal);
    if (ImGui::MenuItem(tr(s, "Export view as SVG..."))) s.pickerMode = "svg";
    if (platform::browsesFiles()) {  // (a page is closed by the browser)
      ImGui::Separator();
      if (ImGui::MenuItem(tr(s, "Quit"))) s.quit = true;
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(tr(s, "Edit"))) {
    const std::string undo = m.history().canUndo()
                                 ? format(tr(s, "Undo %s"), trCommand(s, m.history().undoLabel()).c_str())
                                 : tr(s, "Undo");
    if (ImGui::MenuItem(undo.c_str(), "Ctrl+Z", false, m.history().canUndo())) m.undo();
    if (ImGui::MenuItem(tr(s, "Redo"), "Ctrl+Shift+Z", false, m.history().canRedo())) m.redo();
    if (ImGui::MenuItem(tr(s, "Delete"), "Del", false, m.selected >= 0)) m.remove(m.selected);
    if (ImGui::MenuItem(tr(s, "Duplicate"), "Ctrl+D", false, m.selected >= 0))
      m.duplicate(m.selected, {20 / s.cam.zoom, -20 / s.cam.zoom});
    makeDegenerateMenu(s);
    ImGui::Separator();
    const bool pair = m.pairA >= 0 && m.pairB >= 0;
    if (ImGui::MenuItem(tr(s, "Check invariants (selected pair)"), nullptr, false, pair))
      checkInvariants(s, false);
    if (ImGui::MenuItem(tr(s, "Check invariants (whole scene)"))) checkInvariants(s, true);
    if (ImGui::MenuItem(tr(s, "Write invariant report (selected pair)"), nullptr, false, pair))
      writeInvariantReport(s);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(tr(s, "Add"))) {
    addShapeItems(s, s.cam.center);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(tr(s, "View"))) {
    ImGui::MenuItem(tr(s, "y axis down (screen convention)"), nullptr, &s.cam.yDown);
    ImGui::MenuItem(tr(s, "Snap to grid"), "G", &s.snap);
    ImGui::MenuItem(tr(s, "SAT view of the selected pair"), nullptr, &s.view.showSat);
    ImGui::MenuItem(tr(s, "Collapse parallel SAT axes"), nullptr, &s.view.collapseParallel);
    ImGui::MenuItem(tr(s, "Sidebar"), "F9", &s.showPanels);
    if (ImGui::BeginMenu(tr(s, "Language"))) {
      const explain::Language before = s.explain.language;
      if (ImGui::MenuItem("English", nullptr, before == explain::Language::English))
        s.explain.language = explain::Language::English;
      if (ImGui::MenuItem("日本語 (Japanese)", nullptr, before == explain::Language::Japanese))
        s.explain.language = explain::Language::Japanese;
      if (s.explain.language != before) rememberSettings(s);
      ImGui::EndMenu();
    }
    if (ImGui::BeginMenu(tr(s, "Theme"))) {
      if (ImGui::MenuItem(tr(s, "Dark"), nullptr, s.theme == Theme::Dark))
        s.theme = Theme::Dark, rememberSettings(s);
      if (ImGui::MenuItem(tr(s, "Light (for projectors)"), nullptr, s.theme == Theme::Light))
        s.theme = Theme::Light, rememberSettings(s);
      if (ImGui::MenuItem(tr(s, "High contrast"), nullptr, s.theme == Theme::HighContrast))
        s.theme = Theme::HighContrast, rememberSettings(s);
      ImGui::EndMenu();
    }
    if (ImGui::BeginMenu(tr(s, "Text size"))) {
      for (int percent : textSizes()) {
        const std::string label = std::to_string(percent) + "%";
        if (ImGui::MenuItem(label.c_str(), percent == 100 ? "Ctrl+0" : nullptr, s.textPercent == percent))
          s.textPercent = percent, rememberSettings(s);
      }
      ImGui::TextDisabled("%s", tr(s, "Ctrl+= larger, Ctrl+- smaller"));
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem(tr(s, "Batch view (the NumPy test)"), nullptr, s.batch.on)) {
      if (s.batch.on)
        s.batch.on = false;
      else
        startBatchView(s, s.batch.count);
    }
    if (ImGui::MenuItem(tr(s, "Fit scene"), "F")) s.fitRequested = true;
    // (the last items: the tests reach the ones above by their places)
    if (ImGui::MenuItem(tr(s, "Frame the selected pair"), nullptr, &s.framePair)) {
      rememberSettings(s);
      if (s.framePair) s.pairFrameRequested = true;
    }
    if (ImGui::MenuItem(tr(s, "Present"), "F5", s.presenting.on)) setPresenting(s, !s.presenting.on);
    if (ImGui::BeginMenu(tr(s, "Numbers in Explain"))) {
      for (int digits : digitChoices()) {
        const char* label = digits == 4   ? tr(s, "4 significant digits")
                            : digits == 6 ? tr(s, "6 significant digits")
                                          : tr(s, "Exact (every digit that reads back)");
        if (ImGui::MenuItem(label, nullptr, s.numberDigits == digits))
          s.numberDigits = digits, rememberSettings(s);
      }
      ImGui::EndMenu();
    }
    if (ImGui::BeginMenu(tr(s, "Touch toolbar"))) {
      for (auto [mode, label] : {std::pair{Toolbar::Auto, "Auto (on a touch screen)"},
                                 {Toolbar::On, "Show"},
                                 {Toolbar::Off, "Hide"}})
        if (ImGui::MenuItem(tr(s, label), nullptr, s.toolbar == mode)) s.toolbar = mode, rememberSettings(s);
      ImGui::EndMenu();
    }
    // (last: the tests find the items above by their place)
    ImGui::MenuItem(tr(s, "Motions"), "M", &s.view.showMotion);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(tr(s, "Gallery"))) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (auto& e : fs::directory_iterator(gGalleryDir, ec))
      if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (auto& f : files)
      if (ImGui::MenuItem(f.stem().string().c_str())) openScene(s, f.string());
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(tr(s, "Help"))) {
    lessonsMenu(s);
    ImGui::EndMenu();
  }
  (void)screenshotPath;
  ImGui::EndMainMenuBar();
}

// [SECTION] File picker

// An in-app picker (Debian has no native dialog library): a path field and the folder's .json files. In the
// browser it asks for a file name alone: the file is written in the page's own file system, then downloaded.
void filePicker(AppState& s, std::string& screenshotPath) {
  if (s.pickerMode.empty()) return;
  const bool browse = platform::browsesFiles();
  if (s.pickerPath.empty()) {
    const std::string& m = s.pickerMode;
    const LessonState& L = s.lesson;
    if (m == "save-lesson" && !L.editor.path.empty())
      s.pickerPath = L.editor.path;
    else if (m == "save-lesson")
      s.pickerPath = (fs::current_path() / ((L.editor.lesson().id.empty() ? "lesson" : L.editor.lesson().id) +
                                            std::string(".json")))
                         .string();
    else if (m == "handout" && handoutLesson(s))
      s.pickerPath =
          (fs::current_path() / ("handout-" + handoutLesson(s)->id +
                                 (s.explain.language == explain::Language::Japanese ? "-ja" : "-en") +
                                 platform::handoutExtension()))
              .string();
    else if (m == "animation")
      s.pickerPath = (fs::current_path() / ("explain-" + s.model.scene().shapes[s.model.pairA].id + "-" +
                                            s.model.scene().shapes[s.model.pairB].id + ".webp"))
                         .string();
    else if (m == "animation-drag" || m == "animation-reveal")
      s.pickerPath = (fs::current_path() / (m == "animation-drag" ? "drag.webp" : "reveal.webp")).string();
    else if (m == "save-answers" && L.lesson())
      s.pickerPath = (fs::current_path() / ("answers-" + L.lesson()->id + ".md")).string();
    else if (m == "screenshot" || m == "svg" || s.model.path().empty())
      s.pickerPath = (fs::current_path() / (m == "screenshot" ? "hitlab.png"
                                            : m == "svg"      ? "hitlab.svg"
                                                              : "scene.json"))
                         .string();
    else
      s.pickerPath = s.model.path();
    if (!browse) s.pickerPath = fs::path(s.pickerPath).filename().string();
  }
  // ("###picker": the popup's id whatever the language)
  const char* title = tr(s, "File###picker");
  ImGui::OpenPopup(title);
  ImGui::SetNextWindowSize({560, 380}, ImGuiCond_Appearing);
  if (!ImGui::BeginPopupModal(title)) return;
  ImGui::Text("%s", s.pickerMode == "open"           ? tr(s, "Open a scene")
                    : !browse                        ? tr(s, "Download as")
                    : s.pickerMode == "screenshot"   ? tr(s, "Screenshot to PNG")
                    : s.pickerMode == "save-lesson"  ? tr(s, "Save the lesson to")
                    : s.pickerMode == "save-answers" ? tr(s, "Save my answers to")
                    : s.pickerMode == "handout"
                        ? tr(s, "Handout to (.pdf: PDF pages; .html: open it in a browser to print)")
                    : s.pickerMode == "animation" || s.pickerMode == "animation-drag" ||
                            s.pickerMode == "animation-reveal"
                        ? tr(s, "Animation to (.webp, .gif, or a folder for PNG frames)")
                        : tr(s, "Save to"));
  char buf[1024];
  std::snprintf(buf, sizeof buf, "%s", s.pickerPath.c_str());
  ImGui::SetNextItemWidth(-1);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();  // (type a path, Enter)
  bool enter = ImGui::InputText("##path", buf, sizeof buf, ImGuiInputTextFlags_EnterReturnsTrue);
  s.pickerPath = buf;
  fs::path dir = fs::path(s.pickerPath).parent_path();
  const bool animation =
      s.pickerMode == "animation" || s.pickerMode == "animation-drag" || s.pickerMode == "animation-reveal";
  // (the files fill what the rows below them leave: OK, and an animation's frame time and size)
  const float below =
      ImGui::GetFrameHeightWithSpacing() * (animation ? 4 : 1) + ImGui::GetStyle().ItemSpacing.y;
  if (browse && ImGui::BeginListBox("##files", {-1, -below})) {
    std::error_code ec;
    if (ImGui::Selectable(".."))
      s.pickerPath = (dir.parent_path() / fs::path(s.pickerPath).filename()).string();
    std::vector<fs::directory_entry> entries;
    for (auto& e : fs::directory_iterator(dir, ec)) entries.push_back(e);
    std::sort(entries.begin(), entries.end());
    for (auto& e : entries) {
      bool isDir = e.is_directory(ec);
      auto ext = e.path().extension();
      if (!isDir && ext != ".json" && ext != ".png" && ext != ".svg") continue;
      std::string name = e.path().filename().string() + (isDir ? "/" : "");
      if (ImGui::Selectable(name.c_str()))
        s.pickerPath = isDir ? (e.path() / fs::path(s.pickerPath).filename()).string() : e.path().string();
    }
    ImGui::EndListBox();
  }
  if (animation) {
    ImGui::SetNextItemWidth(160);
    ImGui::InputInt(tr(s, "frame time (ms)"), &s.animationFrameMs, 100);
    s.animationFrameMs = std::clamp(s.animationFrameMs, 100, 60000);
#if HITLAB_PICTURES
    // (a chosen size is drawn through cairo; the canvas's own size captures Explain's steps from the window)
    ImGui::Checkbox(tr(s, "the canvas's size"), &s.animationAtCanvasSize);
    markPlace(Place::AnimationCanvasSize);
    if (!s.animationAtCanvasSize) {
      ImGui::SetNextItemWidth(90);
      ImGui::InputInt("##width", &s.animationWidth, 0);
      markPlace(Place::AnimationWidth);
      ImGui::SameLine();
      ImGui::SetNextItemWidth(90);
      ImGui::InputInt("##height", &s.animationHeight, 0);
      markPlace(Place::AnimationHeight);  // (the field alone: a label would widen the item a click aims at)
      ImGui::SameLine();
      ImGui::TextUnformatted(tr(s, "width x height (pixels, 16 to 8192)"));
    }
#endif
  }
  bool ok = ImGui::Button(tr(s, "OK"));
  markPlace(Place::PickerOk);
  ok = ok || enter;
  ImGui::SameLine();
  bool cancel = ImGui::Button(tr(s, "Cancel"));
  if (ok && !browse) {  // (the page's working folder; the name alone, whatever was typed before it)
    std::error_code ec;
    s.pickerPath = (fs::current_path(ec) / fs::path(s.pickerPath).filename()).string();
  }
  if (ok) {
    const std::string& m = s.pickerMode;
    if (m == "open") openScene(s, s.pickerPath);
    if (m == "save") saveScene(s, s.pickerPath);
    if (m == "save-lesson") saveLesson(s, s.pickerPath);
    if (m == "save-answers") saveAnswers(s, s.pickerPath);
    if (m == "handout") platform::saveHandout(s, s.pickerPath);
    const std::string ext = fs::path(s.pickerPath).extension().string();
    if (animation && !browse && ext != ".webp" && ext != ".gif")  // (a download is one file)
      say(s, {"export.page-formats", {}});
#if HITLAB_PICTURES
    else if (m == "animation" && !s.animationAtCanvasSize)
      exportStepsAnimation(s, s.pickerPath, s.animationFrameMs);
    else if (m == "animation-drag")
      exportDragAnimation(s, s.pickerPath, s.animationFrameMs);
    else if (m == "animation-reveal")
      exportRevealAnimation(s, s.pickerPath, s.animationFrameMs);
#else  // (the page: its canvas captured, a frame a state)
    else if (m == "animation-drag")
      startDragAnimation(s, s.pickerPath, s.animationFrameMs);
    else if (m == "animation-reveal")
      startRevealAnimation(s, s.pickerPath, s.animationFrameMs);
#endif
    else if (m == "animation")
      s.animation = animationExport(s.pickerPath, s.animationFrameMs, s.explain.step);
    if (m == "export" || m == "export-pair") exportRegression(s, s.pickerPath, m == "export-pair");
    if (m == "screenshot") screenshotPath = s.pickerPath;
    if (m == "svg") exportSvg(s, s.pickerPath);
  }
  if (cancel) s.lesson.openIntoEditor = false;
  if (ok || cancel) {
    s.pickerMode.clear();
    s.pickerPath.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace

void copyShareLink(AppState& s) {
  Scene scene = s.model.scene();
  scene.view = View{s.cam.center, s.cam.zoom};
  const auto& shapes = scene.shapes;
  const int n = static_cast<int>(shapes.size());
  const std::string pair = s.model.pairA >= 0 && s.model.pairB >= 0 && s.model.pairA < n && s.model.pairB < n
                               ? shapes[s.model.pairA].id + "," + shapes[s.model.pairB].id
                               : "";
  platform::copyShareLink(sceneToJson(scene), pair, s.explain.step + 1,
                          s.explain.language == explain::Language::Japanese ? "ja" : "en");
  const std::string step = std::to_string(s.explain.step + 1);
  say(s, pair.empty() ? Message{"app.share-copied", {step}} : Message{"app.share-copied-pair", {pair, step}});
}

void openFile(AppState& s) {
  if (platform::browsesFiles())
    s.pickerMode = "open";
  else
    platform::chooseFileToOpen();
}

namespace {

// [SECTION] Restore unsaved changes (an autosave newer than the opened file, or an untitled scene's)

void restoreModal(AppState& s) {
  if (!s.restoreOffer || !s.pickerMode.empty()) return;
  const char* title = tr(s, "Restore unsaved changes###restore");
  ImGui::OpenPopup(title);
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const Autosave& a = *s.restoreOffer;
  char when[64];
  std::tm local{};
  localtime_r(&a.time, &local);
  std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", &local);
  ImGui::Text(tr(s, "Restore unsaved changes from %s?"), when);
  ImGui::TextDisabled(tr(s, "%zu edits to %s"), a.edits,
                      a.source.empty() ? tr(s, "an untitled scene") : a.source.c_str());
  ImGui::TextDisabled(tr(s, "kept in %s"), a.scenePath.c_str());
  // Restore is the default: Enter takes it, so nothing is lost by a reflex.
  bool restore = ImGui::Button(tr(s, "Restore (Enter)")) || ImGui::IsKeyPressed(GLFW_KEY_ENTER, false) ||
                 ImGui::IsKeyPressed(GLFW_KEY_KP_ENTER, false);
  ImGui::SetItemDefaultFocus();
  ImGui::SameLine();
  bool discard = !restore && ImGui::Button(tr(s, "Discard"));
  if (restore) restoreAutosave(s);
  if (discard) discardAutosave(s);
  if (restore || discard) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

// [SECTION] Add > Box: a rotated box typed in (the polygon of its rotated corners, rounded to doubles)

void boxModal(AppState& s) {
  if (!s.boxForm) return;
  const char* title = tr(s, "Box###box");
  ImGui::OpenPopup(title);
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  BoxForm& f = *s.boxForm;
  ImGui::InputScalarN(tr(s, "centre"), ImGuiDataType_Double, f.center, 2, nullptr, nullptr, "%.17g");
  ImGui::InputScalarN(tr(s, "half extents"), ImGuiDataType_Double, f.half, 2, nullptr, nullptr, "%.17g");
  ImGui::InputDouble(tr(s, "angle (degrees, counter-clockwise)"), &f.degrees, 0, 0, "%.17g");
  ImGui::InputDouble(tr(s, "radius"), &f.radius, 0, 0, "%.17g");
  const bool valid = f.half[0] > 0 && f.half[1] > 0 && f.radius >= 0 && std::isfinite(f.degrees) &&
                     std::isfinite(f.center[0]) && std::isfinite(f.center[1]) && std::isfinite(f.half[0]) &&
                     std::isfinite(f.half[1]) && std::isfinite(f.radius);
  if (!valid)
    ImGui::TextColored(toImGui(errorColor()), "%s", tr(s, "half extents must be > 0, the radius >= 0"));
  ImGui::TextDisabled(
      "%s", tr(s, "Its corners are the rotated ones rounded to doubles, as an engine stores them."));
  const bool add = ImGui::Button(tr(s, "Add (Enter)")) || ImGui::IsKeyPressed(GLFW_KEY_ENTER, false) ||
                   ImGui::IsKeyPressed(GLFW_KEY_KP_ENTER, false);
  ImGui::SameLine();
  const bool cancel = ImGui::Button(tr(s, "Cancel")) || ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false);
  if (add && valid) {
    constexpr double kPi = 3.14159265358979323846;
    s.model.add(
        "b", rotatedBox({f.center[0], f.center[1]}, {f.half[0], f.half[1]}, f.degrees * kPi / 180, f.radius));
  }
  if ((add && valid) || cancel) ImGui::CloseCurrentPopup(), s.boxForm.reset();
  ImGui::EndPopup();
}

// [SECTION] Canvas text: axis labels and the coordinates of outline points under the cursor

void canvasText(AppState& s) {
  ImGuiIO& io = ImGui::GetIO();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  float sx = io.DisplayFramebufferScale.x, sy = io.DisplayFramebufferScale.y;
  double step = gridStep(s.cam.zoom) * 5;  // label the major lines
  // (on the canvas only: not under a panel below it or beside it)
  const Vec2 canvasLo = s.cam.canvasLo, canvasHi = s.cam.canvasHi;
  Vec2 lo = s.cam.toWorld({canvasLo.x, canvasHi.y}), hi = s.cam.toWorld({canvasHi.x - 30 * sx, canvasLo.y});
  if (lo.y > hi.y) std::swap(lo.y, hi.y);
  Vec2 origin = s.cam.toPixel({0, 0});
  float ax = std::clamp(float(origin.x / sx), float(canvasLo.x / sx) + 2, float(canvasHi.x / sx) - 40),
        ay = std::clamp(float(origin.y / sy), float(canvasLo.y / sy) + 3,
                        float(canvasHi.y / sy) - 20 * s.uiScale);
  char buf[32];
  const ImU32 axisLabel = ImGui::ColorConvertFloat4ToU32(toImGui(palette().axisLabel));
  // (counted lines: far from the origin a step can be below the coordinates' ulp, and x += step stalls)
  const double firstX = std::ceil(lo.x / step) * step, firstY = std::ceil(lo.y / step) * step;
  for (int i = 0; i < kMaxGridLines; ++i) {
    const double x = firstX + i * step;
    if (x > hi.x) break;
    std::snprintf(buf, sizeof buf, "%g", std::fabs(x) < step * 1e-9 ? 0.0 : x);
    dl->AddText({float(s.cam.toPixel({x, 0}).x / sx) + 3 * s.uiScale, ay + 2 * s.uiScale}, axisLabel, buf);
  }
  for (int i = 0; i < kMaxGridLines; ++i) {
    const double y = firstY + i * step;
    if (y > hi.y) break;
    if (std::fabs(y) < step * 1e-9) continue;
    std::snprintf(buf, sizeof buf, "%g", y);
    const float labelTop = float(s.cam.toPixel({0, y}).y / sy) - 14 * s.uiScale;
    if (labelTop >= canvasLo.y / sy) dl->AddText({ax + 3 * s.uiScale, labelTop}, axisLabel, buf);
  }
  if (io.WantCaptureMouse) return;
  // Within 7 pixels of the mouse, compared in world units and squared: one subtraction and a product per
  // point, as a 100k scene has over a million of them.
  Vec2 mouse = s.cam.toWorld({io.MousePos.x * sx, io.MousePos.y * sy});
  double reach = 7 * sx / s.cam.zoom, reach2 = reach * reach;
  for (int k : s.model.meetingPairs()) {
    const PairEntry& p = s.model.pairs()[k];
    for (Vec2 q : p.result.points)
      if (Vec2 d = q - mouse; d.x * d.x + d.y * d.y < reach2) {
        const auto& shapes = s.model.scene().shapes;
        ImGui::SetTooltip(tr(s, "%s / %s meet at\n(%.17g, %.17g)"), shapes[p.a].id.c_str(),
                          shapes[p.b].id.c_str(), q.x, q.y);
        return;
      }
  }
}

// [SECTION] Status bar

void statusBar(AppState& s) {
  const float h = statusBarHeight(s);
  ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos({0, io.DisplaySize.y - h});
  ImGui::SetNextWindowSize({io.DisplaySize.x, h});
  ImGui::Begin("##status", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoSavedSettings);
  Vec2 w = s.cam.toWorld(
      {io.MousePos.x * io.DisplayFramebufferScale.x, io.MousePos.y * io.DisplayFramebufferScale.y});
  // (the model writes its messages in English: trMessage says them in the language chosen)
  ImGui::Text(tr(s, "%s%s | %zu shapes | cursor (%.6g, %.6g) | zoom %.4g px/unit%s | %s"),
              s.model.path().empty() ? tr(s, "(untitled)") : s.model.path().c_str(),
              s.model.dirty() ? " *" : "", s.model.scene().shapes.size(), w.x, w.y, s.cam.zoom,
              s.snap ? tr(s, " | snap") : "", trMessage(s, s.message).c_str());
  ImGui::End();
}

// [SECTION] Sidebar and canvas layout

constexpr float kMinSidebar = 260, kMinCanvas = 200;  // window pixels at scale 1
constexpr float kPhoneWidth = 600;  // CSS pixels: narrower is a phone (one section at a time)

// The sidebar shows when the user has it on (F9), and in presentation mode while a lesson is open.
bool showsSidebar(const AppState& s) { return s.showPanels || (s.presenting.on && s.lesson.active >= 0); }

// The window's shape, in CSS pixels (the screen's pixels over its pixel ratio): wide, upright, or a phone's.
AppState::Layout layoutFor(const AppState& s) {
  const ImGuiIO& io = ImGui::GetIO();
  const float w = io.DisplaySize.x / s.contentScale, h = io.DisplaySize.y / s.contentScale;
  if (s.embed || w >= h)
    return w < kPhoneWidth && !s.embed ? AppState::Layout::Sheet : AppState::Layout::Side;
  return w < kPhoneWidth ? AppState::Layout::Sheet : AppState::Layout::Below;
}

// Below the canvas: the height of its header row (the grip, Hide / Show, a phone's section tabs).
float panelHeaderHeight(const AppState& s) {
  const ImGuiStyle& style = ImGui::GetStyle();
  return std::max(ImGui::GetFrameHeight(), 28 * s.contentScale) + 2 * style.WindowPadding.y +
         style.ItemSpacing.y + 6 * s.uiScale;
}

void drawSection(AppState& s, const Section& section) {
  if (ImGui::CollapsingHeader(section.titleOf ? section.titleOf(s) : section.title,
                              ImGuiTreeNodeFlags_DefaultOpen))
    section.draw(s);
}

// The sections this frame (presenting a lesson: the lesson's page alone).
std::vector<const Section*> shownSections(const AppState& s) {
  std::vector<const Section*> out;
  for (const Section& section : sections())
    if (shows(section, s) && (s.showPanels || section.order == kLessonOrder)) out.push_back(&section);
  return out;
}

// Beside the canvas: one window docked to the right edge, as tall as the space between the menu and the
// status bar; the user resizes it by its left edge (the width is kept in the state, as SetNextWindowSize
// resets it each frame).
void sidebarBeside(AppState& s, ImGuiWindowFlags flags) {
  const ImGuiIO& io = ImGui::GetIO();
  const float top = menuBarHeight(s), height = io.DisplaySize.y - top - statusBarHeight(s);
  ImGui::SetNextWindowPos({io.DisplaySize.x, top}, ImGuiCond_Always, {1, 0});
  ImGui::SetNextWindowSize({s.sidebarWidth, height}, ImGuiCond_Always);
  if (ImGui::Begin("##sidebar", nullptr, flags))
    for (const Section* section : shownSections(s)) drawSection(s, *section);
  s.sidebarWidth = ImGui::GetWindowWidth();
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  s.panelRect[0] = pos.x, s.panelRect[1] = pos.y, s.panelRect[2] = pos.x + size.x,
  s.panelRect[3] = pos.y + size.y;
  ImGui::End();
}

// Below the canvas, across the window: a grip to drag its height by (a finger's size), Hide / Show, and the
// sections: all of them (an upright tablet), or on a phone one at a time, chosen by its tab.
void sidebarBelow(AppState& s, ImGuiWindowFlags flags) {
  const ImGuiIO& io = ImGui::GetIO();
  const float bottom = io.DisplaySize.y - statusBarHeight(s),
              height = s.panelCollapsed ? panelHeaderHeight(s) : s.panelHeight;
  ImGui::SetNextWindowPos({0, bottom}, ImGuiCond_Always, {0, 1});
  ImGui::SetNextWindowSize({io.DisplaySize.x, height}, ImGuiCond_Always);
  if (ImGui::Begin("##sidebar", nullptr, flags | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoScrollbar)) {
    // The grip: a bar across the top; dragged, the panel follows the pointer (not while collapsed).
    const float grip = 6 * s.uiScale;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##grip", {ImGui::GetContentRegionAvail().x, grip + 8 * s.contentScale});
    if (ImGui::IsItemActive() && !s.panelCollapsed) s.panelHeight -= io.MouseDelta.y;
    const float mid = at.x + ImGui::GetItemRectSize().x / 2;
    ImGui::GetWindowDrawList()->AddRectFilled({mid - 24 * s.uiScale, at.y + 2},
                                              {mid + 24 * s.uiScale, at.y + 2 + grip / 2},
                                              ImGui::GetColorU32(ImGuiCol_ScrollbarGrab), grip);
    if (ImGui::Button(s.panelCollapsed ? tr(s, "Show panels") : tr(s, "Hide panels"),
                      {0, std::max(ImGui::GetFrameHeight(), 28 * s.contentScale)}))
      s.panelCollapsed = !s.panelCollapsed;
    const std::vector<const Section*> shown = shownSections(s);
    if (s.layout == AppState::Layout::Sheet) {
      ImGui::SameLine();
      if (ImGui::BeginTabBar("##sheet", ImGuiTabBarFlags_FittingPolicyScroll)) {
        for (const Section* section : shown)
          if (ImGui::BeginTabItem(section->titleOf ? section->titleOf(s) : section->title)) {
            if (!s.panelCollapsed) {
              ImGui::BeginChild("##sheetSection");
              section->draw(s);
              ImGui::EndChild();
            }
            ImGui::EndTabItem();
          }
        ImGui::EndTabBar();
      }
    } else if (!s.panelCollapsed) {
      ImGui::BeginChild("##belowSections");
      for (const Section* section : shown) drawSection(s, *section);
      ImGui::EndChild();
    }
  }
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  s.panelRect[0] = pos.x, s.panelRect[1] = pos.y, s.panelRect[2] = pos.x + size.x,
  s.panelRect[3] = pos.y + size.y;
  ImGui::End();
}

void sidebar(AppState& s) {
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus;
  if (s.layout == AppState::Layout::Side)
    sidebarBeside(s, flags);
  else
    sidebarBelow(s, flags);
}

}  // namespace

void layoutCanvas(AppState& s) {
  const ImGuiIO& io = ImGui::GetIO();
  const float scale = s.uiScale;
  const float sx = io.DisplayFramebufferScale.x, sy = io.DisplayFramebufferScale.y;
  s.layout = layoutFor(s);
  const float top = menuBarHeight(s) + toolbarHeight(s);
  const float bottom = io.DisplaySize.y - statusBarHeight(s) - captionHeight(s);
  s.cam.canvasLo = {0, top * sy};
  if (!showsSidebar(s)) s.panelRect[0] = s.panelRect[1] = s.panelRect[2] = s.panelRect[3] = 0;
  if (s.layout == AppState::Layout::Side) {
    if (s.sidebarWidth <= 0) s.sidebarWidth = std::clamp(0.36f * io.DisplaySize.x, 300 * scale, 470 * scale);
    s.sidebarWidth = std::clamp(s.sidebarWidth, kMinSidebar * scale,
                                std::max(kMinSidebar * scale, io.DisplaySize.x - kMinCanvas * scale));
    const float right = showsSidebar(s) ? io.DisplaySize.x - s.sidebarWidth : io.DisplaySize.x;
    s.cam.canvasHi = {right * sx, bottom * sy};
    return;
  }
  // Below: the canvas first (at least a third of the window), the panel under it.
  const float header = panelHeaderHeight(s), room = bottom - top;
  if (s.panelHeight <= 0) s.panelHeight = 0.45f * room;
  s.panelHeight =
      std::clamp(s.panelHeight, header, std::max(header, room - std::max(kMinCanvas * scale, room / 3)));
  const float panel = !showsSidebar(s) ? 0 : s.panelCollapsed ? header : s.panelHeight;
  s.cam.canvasHi = {io.DisplaySize.x * sx, (bottom - panel) * sy};
}

// [SECTION] The keyboard in the menus and the sidebar

// F6 moves the keyboard between the canvas (Tab to shapes and handles, arrows to move them: tools.cpp) and
// the sidebar, F10 to the menu bar with the File menu open: there Dear ImGui's navigation moves it (arrows,
// Space or Enter to press, Esc to close a menu). Navigation is on only then, so that the canvas's own keys
// never move the sidebar's focus too.
void paneKeys(AppState& s) {
  ImGuiIO& io = ImGui::GetIO();
  const bool f6 = ImGui::IsKeyPressed(GLFW_KEY_F6, false), f10 = ImGui::IsKeyPressed(GLFW_KEY_F10, false);
  bool on = s.paneKeys;
  if ((f6 || f10) && !io.WantTextInput) on = f10 || !s.paneKeys;
  if (s.paneKeys && ImGui::IsMouseClicked(0) && !io.WantCaptureMouse) on = false;  // (a click on the canvas)
  if (on != s.paneKeys || f10) {
    s.paneKeys = on;
    if (on)
      io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    else
      io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
    if (on && f6) ImGui::SetWindowFocus("##sidebar");
    if (!on) ImGui::SetWindowFocus(nullptr);
    s.openFileMenu = on && f10 && !s.embed;
  }
}

void drawPanels(AppState& s, std::string& screenshotPath) {
  paneKeys(s);
  if (!s.embed) menuBar(s, screenshotPath);
  drawToolbar(s);
  if (showsSidebar(s)) sidebar(s);
  if (!s.batch.on) canvasText(s);  // (the scene's labels: not over the batch view)
  for (const Section& section : sections())
    if (section.canvas && shows(section, s)) section.canvas(s);
  if (!s.embed) statusBar(s);
  drawCaption(s);
  glossaryWindow(s);
  answersWindow(s);
  canvasMenu(s);
  filePicker(s, screenshotPath);
  restoreModal(s);
  boxModal(s);
}

}  // namespace hitlab::app
