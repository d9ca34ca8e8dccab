// toolbar.cpp — the touch toolbar (toolbar.h).
#include "toolbar.h"

#include <imgui.h>

#include <algorithm>

#include "../model/app_state.h"
#include "../model/file_actions.h"
#include "explain_section.h"
#include "lesson_section.h"
#include "places.h"
#include "ui_text.h"

namespace hitlab::app {

namespace {

constexpr Place kUndo = Place::Undo, kNextStep = Place::NextStep, kNextPage = Place::NextPage;

// A fingertip's target: 44 CSS pixels (the screen's pixels per CSS pixel is the content scale), or the
// text's own height when the text is larger.
float buttonHeight(const AppState& s) { return std::max(44 * s.contentScale, ImGui::GetFrameHeight()); }

bool button(const char* label, bool enabled, float h, const Place* at = nullptr) {
  ImGui::BeginDisabled(!enabled);
  const bool pressed = ImGui::Button(label, {0, h});
  ImGui::EndDisabled();
  if (at) markPlace(*at);
  ImGui::SameLine();
  return pressed && enabled;
}

void gap() { ImGui::SameLine(0, ImGui::GetStyle().ItemSpacing.x * 4); }

}  // namespace

bool showsToolbar(const AppState& s) {
  if (s.embed || s.batch.on) return false;
  return s.toolbar == Toolbar::On || (s.toolbar == Toolbar::Auto && (s.touch.seen || s.touch.screen));
}

float toolbarHeight(const AppState& s) {
  return showsToolbar(s) ? buttonHeight(s) + 2 * ImGui::GetStyle().WindowPadding.y : 0;
}

void drawToolbar(AppState& s) {
  if (!showsToolbar(s)) return;
  const ImGuiIO& io = ImGui::GetIO();
  const float sx = io.DisplayFramebufferScale.x, sy = io.DisplayFramebufferScale.y;
  const float top = static_cast<float>(s.cam.canvasLo.y / sy) - toolbarHeight(s);
  ImGui::SetNextWindowPos({0, top});
  ImGui::SetNextWindowSize({static_cast<float>(s.cam.canvasHi.x / sx), toolbarHeight(s)});
  ImGui::Begin("##toolbar", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_HorizontalScrollbar);
  const float h = buttonHeight(s);
  SceneModel& m = s.model;
  if (button(tr(s, "Undo"), m.history().canUndo(), h, &kUndo)) m.undo();
  if (button(tr(s, "Redo"), m.history().canRedo(), h)) m.redo();
  gap();
  const bool steps = explainShowsSteps(s);
  if (button(tr(s, "< Step"), steps, h)) explainStepBy(s, -1);
  if (button(s.explain.playing ? tr(s, "Pause") : tr(s, "Play"), steps, h)) explainPlayOrPause(s);
  if (button(tr(s, "Step >"), steps, h, &kNextStep)) explainStepBy(s, 1);
  if (s.lesson.active >= 0) {
    gap();
    if (button(tr(s, "< Page"), canTurnLessonPage(s, -1), h)) turnLessonPage(s, -1);
    if (button(tr(s, "Page >"), canTurnLessonPage(s, 1), h, &kNextPage)) turnLessonPage(s, 1);
  }
  gap();
  if (button("A-", s.textPercent > textSizes().front(), h))
    s.textPercent = nextTextSize(s.textPercent, -1), rememberSettings(s);
  if (button("A+", s.textPercent < textSizes().back(), h))
    s.textPercent = nextTextSize(s.textPercent, 1), rememberSettings(s);
  gap();
  if (button(s.presenting.on ? tr(s, "End presentation") : tr(s, "Present"), true, h))
    setPresenting(s, !s.presenting.on);
  ImGui::End();
}

}  // namespace hitlab::app
