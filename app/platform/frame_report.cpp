// frame_report.cpp — the --frame-report test mode (see frame_report.h).
#include "frame_report.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>
#include <cstdio>

#include "../model/app_state.h"
#include "../ui/fonts.h"
#include "../ui/places.h"
#include "../ui/toolbar.h"
#include "../ui/tools.h"
#include "frame_pacing.h"

namespace hitlab::app {

namespace {

// The open lesson page's state: "question" (waiting for its answer), "task" (not done yet), "done", or
// "page" (neither a question nor a task waits); "-" with no lesson.
const char* lessonState(const LessonState& l) {
  const LessonPage* p = l.current();
  if (!p) return "-";
  if (l.hidesAnswers()) return "question";
  if (p->task) return l.done ? "done" : "task";
  return "page";
}

// The lesson editor: editor (1: open), editor_pages, editor_page (1-based), editor_saved, editor_revision
// (zeros when closed); the lesson's progress taken up (resumed: 1, or nothing was kept to offer); snap to the
// grid and where its title field (English), Use the canvas, Set a task, Record my solution and Save as were
// drawn; then every place from EditorTitleJa on, by its name (ui/places.h).
std::string editorFields(const AppState& s) {
  const LessonEditor& e = s.lesson.editor;
  char buf[512];
  const float *title = placeOf(Place::EditorTitle), *canvas = placeOf(Place::EditorUseCanvas),
              *task = placeOf(Place::EditorTask), *record = placeOf(Place::EditorRecord),
              *saveAs = placeOf(Place::EditorSaveAs), *link = placeOf(Place::LessonLink),
              *answers = placeOf(Place::MyAnswers), *number = placeOf(Place::NumberField);
  std::snprintf(
      buf, sizeof buf,
      "editor=%d editor_pages=%zu editor_page=%d editor_saved=%d editor_revision=%zu "
      "at_editor_title=%.0f,%.0f at_use_canvas=%.0f,%.0f at_set_task=%.0f,%.0f "
      "at_record=%.0f,%.0f at_save_lesson=%.0f,%.0f at_lesson_link=%.0f,%.0f at_my_answers=%.0f,%.0f "
      "at_number=%.0f,%.0f resumed=%d snap=%d",
      e.open ? 1 : 0, e.open ? e.lesson().pages.size() : 0, e.open ? e.page + 1 : 0,
      e.open && e.saved() ? 1 : 0, e.open ? e.revision() : 0, title[0], title[1], canvas[0], canvas[1],
      task[0], task[1], record[0], record[1], saveAs[0], saveAs[1], link[0], link[1], answers[0], answers[1],
      number[0], number[1], s.lesson.resumed ? 1 : 0, s.snap ? 1 : 0);
  return buf + placesFrom(Place::EditorTitleJa);
}

// File > Export animation: where the File menu and its items were drawn, the states of the last drag as
// the model keeps them, whether an export is capturing its frames, its file dialog's size fields; and where
// the touch toolbar's Motions is.
std::string exportFields(const AppState& s) {
  char buf[640];
  const float *file = placeOf(Place::FileMenu), *drag = placeOf(Place::ExportDrag),
              *steps = placeOf(Place::ExportSteps), *reveal = placeOf(Place::ExportReveal),
              *canvasSize = placeOf(Place::AnimationCanvasSize), *width = placeOf(Place::AnimationWidth),
              *height = placeOf(Place::AnimationHeight), *ok = placeOf(Place::PickerOk),
              *motions = placeOf(Place::ToolbarMotions);
  // (the text field being edited: its text's length in bytes, so a test knows its typing has all arrived)
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  const int textLength = g.ActiveId != 0 && g.InputTextState.ID == g.ActiveId ? g.InputTextState.CurLenA : -1;
  std::snprintf(
      buf, sizeof buf,
      "at_file_menu=%.0f,%.0f at_export_drag=%.0f,%.0f at_export_steps=%.0f,%.0f drag_states=%zu "
      "pane_keys=%d nav=%s text_len=%d exporting=%d at_canvas_size=%.0f,%.0f at_anim_width=%.0f,%.0f "
      "at_anim_height=%.0f,%.0f at_picker_ok=%.0f,%.0f anim_size=%dx%d at_toolbar_motions=%.0f,%.0f "
      "at_export_reveal=%.0f,%.0f",
      file[0], file[1], drag[0], drag[1], steps[0], steps[1], s.model.lastDrag().states.size(),
      s.paneKeys ? 1 : 0, navigationPlace(), textLength, s.animation ? 1 : 0, canvasSize[0], canvasSize[1],
      width[0], width[1], height[0], height[1], ok[0], ok[1], s.animationAtCanvasSize ? 0 : s.animationWidth,
      s.animationAtCanvasSize ? 0 : s.animationHeight, motions[0], motions[1], reveal[0], reveal[1]);
  return buf;
}

}  // namespace

// [SECTION] FrameReport

void FrameReport::start(std::string path) { path_ = std::move(path); }

void FrameReport::frameDrawn(GLFWwindow* window, const AppState& s) {
  if (path_.empty()) return;
  ++frame_;
  // (events are taken in by the frame built after them: this one, when any came since the last)
  const InputCounts& input = inputCounts();
  if (input.events != inputEvents_) inputEvents_ = input.events, lastInputFrame_ = frame_;
  // A round trip to the X server (XQueryPointer): by its reply the server has drawn the swapped frame. The
  // line reports the cursor the events delivered, not this one.
  double serverX = 0, serverY = 0;
  glfwGetCursorPos(window, &serverX, &serverY);
  const float *undo = placeOf(Place::Undo), *step = placeOf(Place::NextStep),
              *page = placeOf(Place::NextPage), *id = placeOf(Place::IdField), *hunt = placeOf(Place::Hunt),
              *finding = placeOf(Place::FirstFinding), *script = placeOf(Place::ScriptField),
              *useScript = placeOf(Place::UseScript);
  // The motions: shown or not, the selected pair's time of impact, the selection's motion handle.
  std::string toi = "-", toiCase = "-";
  if (const TimeOfImpact* t = s.model.selectedToi()) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", t->t ? *t->t : -1.0);
    toi = t->t ? buf : "none", toiCase = impactCaseName(t->kind);
  }
  Vec2 atMotion{-1, -1};
  if (s.view.showMotion && s.model.selected >= 0 &&
      s.model.selected < static_cast<int>(s.model.scene().shapes.size()))
    atMotion = (1 / s.contentScale) * s.cam.toPixel(motionHandle(s.model.scene().shapes[s.model.selected]));
  const std::string tmp = path_ + ".tmp";
  std::FILE* f = std::fopen(tmp.c_str(), "w");
  if (!f) return;
  std::fprintf(
      f,
      "frame=%ld keys=%ld buttons=%ld cx=%ld cy=%ld idle=%ld revision=%zu autosaved=%zu dirty=%d "
      "step=%d lang=%s "
      "pair=%d,%d canvas=%ld,%ld,%ld,%ld batch=%d text=%d view=%.17g,%.17g,%.17g theme=%s present=%d "
      "lesson=%s,%d,%s touches=%ld toolbar=%d menu=%d framed=%d at_undo=%.0f,%.0f at_step=%.0f,%.0f "
      "at_page=%.0f,%.0f at_id=%.0f,%.0f text_input=%d picker=%s layout=%s panel=%.0f,%.0f,%.0f,%.0f "
      "judges=%s hunt=%s "
      "at_hunt=%.0f,%.0f "
      "at_finding=%.0f,%.0f shapes=%zu fonts=%s at_script=%.0f,%.0f at_use_script=%.0f,%.0f motions=%d "
      "toi=%s "
      "toi_case=%s at_motion=%.0f,%.0f scrub=%.17g results_toi=%s lab_motion=%s focus=%d,%s,%d "
      "key_step=%.17g key_pair=%d %s %s\n",
      frame_, input.keys, input.buttons, std::lround(input.cursorX), std::lround(input.cursorY),
      frame_ - lastInputFrame_, s.model.revision(), s.autosavedRevision, s.model.dirty() ? 1 : 0,
      s.explain.step + 1, s.explain.language == explain::Language::Japanese ? "ja" : "en", s.model.pairA,
      s.model.pairB, std::lround(s.cam.canvasLo.x), std::lround(s.cam.canvasLo.y),
      std::lround(s.cam.canvasHi.x), std::lround(s.cam.canvasHi.y), s.batch.on ? s.batch.view.count() : 0,
      s.textPercent, s.cam.center.x, s.cam.center.y, s.cam.zoom, themeName(s.theme), s.presenting.on ? 1 : 0,
      s.lesson.active >= 0 ? s.lesson.lesson()->id.c_str() : "-", s.lesson.page + 1, lessonState(s.lesson),
      s.touch.gestures.events(), showsToolbar(s) ? 1 : 0, s.canvasMenu.shown ? 1 : 0,
      s.framed.what == AppState::Framed::What::Nothing ? 0 : 1, undo[0], undo[1], step[0], step[1], page[0],
      page[1], id[0], id[1], s.textInput ? 1 : 0, s.pickerMode.empty() ? "-" : s.pickerMode.c_str(),
      s.layout == AppState::Layout::Side    ? "side"
      : s.layout == AppState::Layout::Below ? "below"
                                            : "sheet",
      s.panelRect[0], s.panelRect[1], s.panelRect[2], s.panelRect[3], s.judgeVerdicts.c_str(),
      s.huntState.c_str(), hunt[0], hunt[1], finding[0], finding[1], s.model.scene().shapes.size(),
      fontsInUse().c_str(), script[0], script[1], useScript[0], useScript[1], s.view.showMotion ? 1 : 0,
      toi.c_str(), toiCase.c_str(), atMotion.x, atMotion.y, s.view.scrubTime, s.resultsToi.c_str(),
      s.labMotion.c_str(), s.view.focus.shape, handleKindName(s.view.focus.kind), s.view.focus.vertex,
      dragStep(s), s.keyPairFirst, editorFields(s).c_str(), exportFields(s).c_str());
  std::fclose(f);
  std::rename(tmp.c_str(), path_.c_str());
}

}  // namespace hitlab::app
