// explain_section.cpp — the Explain section: steps of the selected pair (hitlab/explain.h), stepping and
// playing them, the language, and the labels of the canvas marks.
#include "explain_section.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "../model/app_state.h"
#include "../render/palette.h"
#include "japanese_text.h"
#include "sections.h"
#include "widgets.h"

namespace hitlab::app {

namespace {

constexpr double kPlaySeconds = 2.5;  // per step while playing
// What the section and the caption say with no pair selected (kNoPairJa: japanese_text.h).
constexpr const char* kNoPairEn =
    "Pick a pair (a row of Results, or Shift+click a second shape) to see how its answer is reached.";

const char* ui(const AppState& s, const char* english, const char* japanese) {
  return s.explain.language == explain::Language::Japanese ? japanese : english;
}

// Rebuilds the explanation when the selected pair or one of its shapes changed (the step is kept when it
// still exists), and advances a playing explanation.
void refreshExplanation(AppState& s) {
  ExplainState& e = s.explain;
  const auto& shapes = s.model.scene().shapes;
  const int n = static_cast<int>(shapes.size());
  const int a = s.model.pairA, b = s.model.pairB;
  if (a < 0 || b < 0 || a >= n || b >= n || a == b) {
    e.valid = false, e.playing = false;
    return;
  }
  if (!e.valid || e.pairA != a || e.pairB != b || !(shapes[a].shape == e.a.shape) ||
      !(shapes[b].shape == e.b.shape) || shapes[a].id != e.a.id || shapes[b].id != e.b.id) {
    const bool samePair = e.valid && e.pairA == a && e.pairB == b;
    e.pairA = a, e.pairB = b, e.a = shapes[a], e.b = shapes[b];
    e.explanation = explain::explain(e.a.shape, e.b.shape, e.a.id, e.b.id);
    e.valid = true;
    if (!samePair) e.step = e.startStep, e.startStep = 0;  // (a dragged shape keeps its step)
  }
  const int last = static_cast<int>(e.explanation.steps.size()) - 1;
  e.step = std::clamp(e.step, 0, std::max(last, 0));
  if (e.playing && ImGui::GetTime() >= e.nextStepAt) {
    if (e.step < last)
      ++e.step, e.nextStepAt = ImGui::GetTime() + kPlaySeconds;
    else
      e.playing = false;
  }
}

// The marks of the current step, or null when no pair is explained.
const std::vector<explain::Mark>* currentMarks(const AppState& s) {
  const ExplainState& e = s.explain;
  if (!e.valid || e.explanation.steps.empty()) return nullptr;
  return &e.explanation.steps[e.step].marks;
}

// Previous / Next / Play and the step count (the section's and the caption's).
void stepButtons(AppState& s) {
  ExplainState& e = s.explain;
  const int count = static_cast<int>(e.explanation.steps.size());
  if (ImGui::Button(ui(s, "< Previous", "< 前へ"))) e.step = std::max(e.step - 1, 0), e.playing = false;
  ImGui::SameLine();
  if (ImGui::Button(ui(s, "Next >", "次へ >"))) e.step = std::min(e.step + 1, count - 1), e.playing = false;
  ImGui::SameLine();
  if (ImGui::Button(e.playing ? ui(s, "Pause", "一時停止") : ui(s, "Play", "再生"))) {
    e.playing = !e.playing;
    if (e.playing && e.step == count - 1) e.step = 0;
    e.nextStepAt = ImGui::GetTime() + kPlaySeconds;
  }
  ImGui::SameLine();
  ImGui::Text("%s %d / %d", ui(s, "step", "ステップ"), e.step + 1, count);
}

void draw(AppState& s) {
  ExplainState& e = s.explain;
  if (!e.valid) {
    ImGui::TextDisabled("%s", ui(s, kNoPairEn, kNoPairJa));
    return;
  }
  stepButtons(s);
  ImGui::TextDisabled("%s / %s: %s", e.a.id.c_str(), e.b.id.c_str(), e.explanation.family.c_str());
  ImGui::Separator();
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(explain::text(e.explanation.steps[e.step], e.language).c_str());
  ImGui::PopTextWrapPos();
}

// N: next step, Shift+N: previous, P: play / pause (when no text field has the keyboard).
void explainKeys(AppState& s) {
  ExplainState& e = s.explain;
  if (!e.valid || ImGui::GetIO().WantTextInput) return;
  const int count = static_cast<int>(e.explanation.steps.size());
  const bool shift = ImGui::GetIO().KeyShift;
  if (ImGui::IsKeyPressed(GLFW_KEY_N)) {
    e.step = std::clamp(e.step + (shift ? -1 : 1), 0, count - 1);
    e.playing = false;
  }
  if (ImGui::IsKeyPressed(GLFW_KEY_P, false)) {
    e.playing = !e.playing;
    if (e.playing && e.step == count - 1) e.step = 0;
    e.nextStepAt = ImGui::GetTime() + kPlaySeconds;
  }
}

// The marks' labels at their places on the canvas.
void explainLabels(const AppState& s) {
  const std::vector<explain::Mark>* marks = currentMarks(s);
  if (!marks) return;
  const ImGuiIO& io = ImGui::GetIO();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  for (const explain::Mark& m : *marks) {
    if (m.label.empty()) continue;
    // At a segment's or interval's middle, an arrow's head, a point itself.
    Vec2 at = m.kind == explain::Mark::Kind::Arrow ? m.q
              : m.kind == explain::Mark::Kind::Point || m.kind == explain::Mark::Kind::Box
                  ? m.p
                  : 0.5 * (m.p + m.q);
    const Vec2 px = s.cam.toPixel(at);
    dl->AddText(
        {float(px.x / io.DisplayFramebufferScale.x) + 6 * s.uiScale,
         float(px.y / io.DisplayFramebufferScale.y) - 16 * s.uiScale},  // (beside it, at any text size)
        ImGui::ColorConvertFloat4ToU32(toImGui(palette().markLabel)), m.label.c_str());
  }
}

// The keys, then the explanation of this frame's pair, whose marks the scene view draws.
void update(AppState& s) {
  explainKeys(s);
  refreshExplanation(s);
  s.view.marks = currentMarks(s);
}

const char* title(const AppState& s) {
  return s.explain.language == explain::Language::Japanese ? "Explain (説明)###explain" : "Explain###explain";
}

const bool kRegistered = registerSection({.title = "Explain###explain",
                                          .order = 20,
                                          .draw = draw,
                                          .titleOf = title,
                                          .update = update,
                                          .canvas = explainLabels,
                                          .inEmbed = true});

}  // namespace

// [SECTION] Presentation mode's caption

// Room for five lines of the step's text and the row of buttons.
float captionHeight(const AppState& s) {
  if (!s.presenting.on) return 0;
  const ImGuiStyle& style = ImGui::GetStyle();
  return ImGui::GetTextLineHeightWithSpacing() * 5 + ImGui::GetFrameHeightWithSpacing() +
         style.WindowPadding.y * 2 + style.ItemSpacing.y;
}

// A window across the bottom of the canvas, below it (the canvas ends where it begins: the pair, framed in
// the canvas, is never under it).
void drawCaption(AppState& s) {
  if (!s.presenting.on) return;
  const ImGuiIO& io = ImGui::GetIO();
  const float h = captionHeight(s), top = static_cast<float>(s.cam.canvasHi.y / io.DisplayFramebufferScale.y);
  ImGui::SetNextWindowPos({0, top});
  ImGui::SetNextWindowSize({static_cast<float>(s.cam.canvasHi.x / io.DisplayFramebufferScale.x), h});
  ImGui::Begin("##caption", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  ExplainState& e = s.explain;
  ImGui::BeginChild("##captionText", {0, -ImGui::GetFrameHeightWithSpacing()});
  ImGui::PushTextWrapPos(0);
  if (e.valid && !e.explanation.steps.empty())
    ImGui::TextUnformatted(explain::text(e.explanation.steps[e.step], e.language).c_str());
  else
    ImGui::TextUnformatted(ui(s, kNoPairEn, kNoPairJa));
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  if (e.valid && !e.explanation.steps.empty()) {
    stepButtons(s);
    ImGui::SameLine();
    ImGui::TextDisabled("%s / %s: %s   %s", e.a.id.c_str(), e.b.id.c_str(), e.explanation.family.c_str(),
                        ui(s, "(F5 or Esc ends the presentation, Tab shows the sidebar)", kPresentHintJa));
  }
  ImGui::End();
}

}  // namespace hitlab::app
