// toolbar.cpp — the touch toolbar (toolbar.h).
#include "toolbar.h"

#include <imgui.h>

#include <algorithm>
#include <functional>
#include <vector>

#include "../model/app_state.h"
#include "../model/file_actions.h"
#include "explain_section.h"
#include "lesson_section.h"
#include "places.h"
#include "ui_text.h"

namespace hitlab::app {

namespace {

// A fingertip's target: 44 CSS pixels (the screen's pixels per CSS pixel is the content scale), or the
// text's own height when the text is larger.
float buttonHeight(const AppState& s) { return std::max(44 * s.contentScale, ImGui::GetFrameHeight()); }

// One button: its label, whether it can be pressed, what it does, the place the frame report gives of it
// (Place::Count: none), and whether a wider gap comes before it (a new group).
struct Item {
  const char* label;
  bool enabled;
  std::function<void()> press;
  Place place = Place::Count;
  bool group = false;
};

std::vector<Item> items(AppState& s) {
  SceneModel& m = s.model;
  const bool steps = explainShowsSteps(s);
  std::vector<Item> out = {
      {tr(s, "Undo"), m.history().canUndo(), [&m] { m.undo(); }, Place::Undo},
      {tr(s, "Redo"), m.history().canRedo(), [&m] { m.redo(); }},
      {tr(s, "< Step"), steps, [&s] { explainStepBy(s, -1); }, Place::Count, true},
      {s.explain.playing ? tr(s, "Pause") : tr(s, "Play"), steps, [&s] { explainPlayOrPause(s); }},
      {tr(s, "Step >"), steps, [&s] { explainStepBy(s, 1); }, Place::NextStep}};
  if (s.lesson.active >= 0) {
    out.push_back(
        {tr(s, "< Page"), canTurnLessonPage(s, -1), [&s] { turnLessonPage(s, -1); }, Place::Count, true});
    out.push_back(
        {tr(s, "Page >"), canTurnLessonPage(s, 1), [&s] { turnLessonPage(s, 1); }, Place::NextPage});
  }
  // (M and View > Motions without a keyboard or a menu: a tablet's way to pull out and hide motions)
  out.push_back({s.view.showMotion ? tr(s, "Hide motions") : tr(s, "Motions"), true,
                 [&s] { s.view.showMotion = !s.view.showMotion; }, Place::ToolbarMotions, true});
  out.push_back({"A-", s.textPercent > textSizes().front(),
                 [&s] { s.textPercent = nextTextSize(s.textPercent, -1), rememberSettings(s); }, Place::Count,
                 true});
  out.push_back({"A+", s.textPercent < textSizes().back(),
                 [&s] { s.textPercent = nextTextSize(s.textPercent, 1), rememberSettings(s); }});
  out.push_back({s.presenting.on ? tr(s, "End presentation") : tr(s, "Present"), true,
                 [&s] { setPresenting(s, !s.presenting.on); }, Place::Count, true});
  return out;
}

// The space before an item in a row (none first in a row), and its width.
float gapBefore(const Item& item) { return ImGui::GetStyle().ItemSpacing.x * (item.group ? 4 : 1); }
float widthOf(const Item& item) {
  return ImGui::CalcTextSize(item.label).x + 2 * ImGui::GetStyle().FramePadding.x;
}

// Which items start a new row, wrapped to `width` (a phone's narrow screen takes them in two or three).
std::vector<bool> rowStarts(const std::vector<Item>& all, float width) {
  std::vector<bool> starts(all.size(), false);
  float x = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    const float w = widthOf(all[i]);
    if (i == 0 || x + gapBefore(all[i]) + w > width) {
      starts[i] = true, x = w;
    } else {
      x += gapBefore(all[i]) + w;
    }
  }
  return starts;
}

// The toolbar's width: the canvas's, across the window less a sidebar beside it (as the last frame laid it).
float toolbarWidth(const AppState& s) {
  const ImGuiIO& io = ImGui::GetIO();
  const float canvas = static_cast<float>(s.cam.canvasHi.x / io.DisplayFramebufferScale.x);
  return canvas > 0 ? canvas : io.DisplaySize.x;
}

}  // namespace

bool showsToolbar(const AppState& s) {
  if (s.embed || s.batch.on) return false;
  return s.toolbar == Toolbar::On || (s.toolbar == Toolbar::Auto && (s.touch.seen || s.touch.screen));
}

float toolbarHeight(AppState& s) {
  if (!showsToolbar(s)) return 0;
  const ImGuiStyle& style = ImGui::GetStyle();
  const std::vector<bool> starts = rowStarts(items(s), toolbarWidth(s) - 2 * style.WindowPadding.x);
  const float rows = static_cast<float>(std::count(starts.begin(), starts.end(), true));
  return rows * buttonHeight(s) + (rows - 1) * style.ItemSpacing.y + 2 * style.WindowPadding.y;
}

void drawToolbar(AppState& s) {
  if (!showsToolbar(s)) return;
  const ImGuiIO& io = ImGui::GetIO();
  const float sy = io.DisplayFramebufferScale.y, height = toolbarHeight(s);
  ImGui::SetNextWindowPos({0, static_cast<float>(s.cam.canvasLo.y / sy) - height});
  ImGui::SetNextWindowSize({toolbarWidth(s), height});
  ImGui::Begin("##toolbar", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  const float h = buttonHeight(s);
  const std::vector<Item> all = items(s);
  const std::vector<bool> starts = rowStarts(all, toolbarWidth(s) - 2 * ImGui::GetStyle().WindowPadding.x);
  std::function<void()> pressed;
  for (std::size_t i = 0; i < all.size(); ++i) {
    const Item& item = all[i];
    if (!starts[i]) ImGui::SameLine(0, gapBefore(item));
    ImGui::BeginDisabled(!item.enabled);
    if (ImGui::Button(item.label, {widthOf(item), h}) && item.enabled) pressed = item.press;
    ImGui::EndDisabled();
    if (item.place != Place::Count) markPlace(item.place);
  }
  ImGui::End();
  if (pressed) pressed();  // (after the buttons: what it does may change the labels the loop reads)
}

}  // namespace hitlab::app
