// explain_section.cpp — the Explain section: steps of the selected pair (hitlab/explain.h), stepping and
// playing them, the language, and the labels of the canvas marks.
#include "explain_section.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "../model/app_state.h"
#include "../model/sat_layout.h"
#include "../render/explain_view.h"
#include "../render/label_layout.h"
#include "../render/palette.h"
#include "hitlab/compare.h"
#include "sections.h"
#include "ui_text.h"
#include "widgets.h"

namespace hitlab::app {

namespace {

constexpr double kPlaySeconds = 2.5;  // per step while playing
// What the section and the caption say with no pair selected, and while a lesson's question waits.
constexpr const char* kNoPair =
    "Pick a pair (a row of Results, or Shift+click a second shape) to see how its answer is reached.";
constexpr const char* kAnswerFirst = "Answer the lesson's question first: the explanation gives it away.";

// The current step's paragraph. With the view's y axis down (View > y axis down; article 001's lesson), a
// positive cross product turns clockwise on the screen: "left" and "right" are said as the screen shows them.
std::string stepText(const AppState& s) {
  const ExplainState& e = s.explain;
  explain::Step step = e.explanation.steps[e.step];
  if (s.cam.yDown)
    for (explain::Word& w : step.words)
      if (w.text == "@left" || w.text == "@right") w.text = w.text == "@left" ? "@right" : "@left";
  return explain::text(step, e.language, s.numberDigits);
}

// The step's numbers exactly: each as %.17g, its exact decimal expansion on hover (the text rounds them to
// View > Numbers' digits).
void exactValues(const AppState& s) {
  const explain::Step& step = s.explain.explanation.steps[s.explain.step];
  if (s.numberDigits > 0 && std::any_of(step.values.begin(), step.values.end(), [&](const explain::Value& v) {
        return explain::readable(v.value, s.numberDigits) != explain::shortest(v.value);
      }))
    wrappedHint(tr(s, "≈ marks a number rounded for reading (View > Numbers in Explain)."));
  if (step.values.empty() || !ImGui::TreeNode("##exact", "%s", tr(s, "Exact values of this step"))) return;
  for (const explain::Value& v : step.values) {
    ImGui::Text("%s = %.17g", v.name.c_str(), v.value == 0 ? 0.0 : v.value);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", compare::exactDecimal(v.value).c_str());
  }
  ImGui::TreePop();
}

// The article's test as a formula, the part this step computes in the highlight colour (explain.h formula()).
void formulaLine(const AppState& s) {
  const ExplainState& e = s.explain;
  const std::string f = explain::formula(e.explanation, e.language);
  if (f.empty()) return;
  const std::string& part = e.explanation.steps[e.step].formulaPart;
  const std::size_t at = part.empty() ? std::string::npos : f.find(part);
  ImGui::TextDisabled("%s", tr(s, "Formula:"));
  ImGui::SameLine();
  if (at == std::string::npos) {
    ImGui::TextUnformatted(f.c_str());
    return;
  }
  ImGui::TextUnformatted(f.data(), f.data() + at);
  ImGui::SameLine(0, 0);
  ImGui::TextColored(toImGui(palette().highlight), "%s", part.c_str());
  ImGui::SameLine(0, 0);
  ImGui::TextUnformatted(f.data() + at + part.size(), f.data() + f.size());
}

// The first and last step Previous / Next reach: all steps, or a lesson page's.
int firstStep(const ExplainState& e) {
  const int last = static_cast<int>(e.explanation.steps.size()) - 1;
  return std::clamp(e.firstStep, 0, std::max(last, 0));
}
int lastStep(const ExplainState& e) {
  const int last = static_cast<int>(e.explanation.steps.size()) - 1;
  return std::clamp(e.lastStep < 0 ? last : e.lastStep, firstStep(e), std::max(last, 0));
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
      !(shapes[b].shape == e.b.shape) || shapes[a].id != e.a.id || shapes[b].id != e.b.id ||
      shapes[a].motion != e.a.motion || shapes[b].motion != e.b.motion) {
    const bool samePair = e.valid && e.pairA == a && e.pairB == b;
    e.pairA = a, e.pairB = b, e.a = shapes[a], e.b = shapes[b];
    e.explanation = explain::explain(e.a.shape, e.b.shape, e.a.id, e.b.id);
    // In motion: the steps to the time of impact follow the pair's own (as hitlab-cli explain gives them).
    const explain::Explanation motion =
        explain::explainMotion(e.a.shape, e.a.motion, e.b.shape, e.b.motion, e.a.id, e.b.id);
    e.explanation.steps.insert(e.explanation.steps.end(), motion.steps.begin(), motion.steps.end());
    e.valid = true;
    if (!samePair) e.step = e.startStep, e.startStep = 0;  // (a dragged shape keeps its step)
  }
  const int last = lastStep(e);
  e.step = std::clamp(e.step, firstStep(e), last);
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

}  // namespace

// [SECTION] Stepping: the section's buttons, the caption's, the keys and the touch toolbar

bool explainShowsSteps(const AppState& s) {
  return s.explain.valid && !s.explain.explanation.steps.empty() && !s.lesson.hidesAnswers();
}

void explainStepBy(AppState& s, int delta) {
  ExplainState& e = s.explain;
  e.step = std::clamp(e.step + delta, firstStep(e), lastStep(e));
  e.playing = false;
}

void explainPlayOrPause(AppState& s) {
  ExplainState& e = s.explain;
  e.playing = !e.playing;
  if (e.playing && e.step == lastStep(e)) e.step = firstStep(e);
  e.nextStepAt = ImGui::GetTime() + kPlaySeconds;
}

namespace {

// Previous / Next / Play and the step count (the section's and the caption's).
void stepButtons(AppState& s) {
  ExplainState& e = s.explain;
  if (ImGui::Button(tr(s, "< Previous"))) explainStepBy(s, -1);
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Next >"))) explainStepBy(s, 1);
  ImGui::SameLine();
  if (ImGui::Button(e.playing ? tr(s, "Pause") : tr(s, "Play"))) explainPlayOrPause(s);
  ImGui::SameLine();
  ImGui::Text("%s %d / %d", tr(s, "step"), e.step + 1, static_cast<int>(e.explanation.steps.size()));
}

void draw(AppState& s) {
  ExplainState& e = s.explain;
  if (s.lesson.hidesAnswers()) {
    ImGui::TextDisabled("%s", tr(s, kAnswerFirst));
    return;
  }
  if (!e.valid) {
    ImGui::TextDisabled("%s", tr(s, kNoPair));
    return;
  }
  stepButtons(s);
  ImGui::TextDisabled("%s / %s: %s", e.a.id.c_str(), e.b.id.c_str(), e.explanation.family.c_str());
  if (s.cam.yDown) wrappedHint(tr(s, "Left and right as the screen shows them, with y pointing down."));
  formulaLine(s);
  ImGui::Separator();
  ImGui::PushTextWrapPos(0);
  wrappedText(stepText(s));
  ImGui::PopTextWrapPos();
  exactValues(s);
}

// N: next step, Shift+N: previous, P: play / pause (when no text field has the keyboard).
void explainKeys(AppState& s) {
  if (!s.explain.valid || ImGui::GetIO().WantTextInput) return;
  if (ImGui::IsKeyPressed(GLFW_KEY_N)) explainStepBy(s, ImGui::GetIO().KeyShift ? -1 : 1);
  if (ImGui::IsKeyPressed(GLFW_KEY_P, false)) explainPlayOrPause(s);
}

// The marks' labels near their places on the canvas, none over another, the colour legend, an interval bar
// of the SAT view or an Interval mark (render/label_layout.h).
void explainLabels(const AppState& s, const std::vector<PixelBox>& fixed) {
  const std::vector<explain::Mark>* marks = currentMarks(s);
  if (!marks || s.lesson.hidesAnswers()) return;
  const ImGuiIO& io = ImGui::GetIO();
  const double sx = io.DisplayFramebufferScale.x, sy = io.DisplayFramebufferScale.y;
  auto window = [&](Vec2 world) {
    const Vec2 px = s.cam.toPixel(world);
    return Vec2{px.x / sx, px.y / sy};
  };
  std::vector<Stroke> strokes;
  const double bar = 5 * s.uiScale;
  const bool stepShowsAxis = std::any_of(marks->begin(), marks->end(), [](const explain::Mark& m) {
    return m.kind == explain::Mark::Kind::Axis;
  });
  if (s.view.showSat && !stepShowsAxis && s.model.pairA >= 0 && s.model.pairB >= 0)
    if (const PairEntry* pe = s.model.pair(s.model.pairA, s.model.pairB); pe && pe->result.error.empty())
      for (const SatRow& row : satRows(s.model, s.cam, *pe, s.view.collapseParallel)) {
        strokes.push_back({window(row.aFrom), window(row.aTo), bar});
        strokes.push_back({window(row.bFrom), window(row.bTo), bar});
      }
  std::vector<LabelRequest> requests;
  std::vector<const explain::Mark*> labelled;
  for (const explain::Mark& m : *marks) {
    if (m.kind == explain::Mark::Kind::Interval) strokes.push_back({window(m.p), window(m.q), bar});
    if (m.label.empty()) continue;
    const ImVec2 size = ImGui::CalcTextSize(m.label.c_str());
    requests.push_back({window(markLabelAnchor(m)), {size.x, size.y}});
    labelled.push_back(&m);
  }
  const PixelBox bounds{s.cam.canvasLo.x / sx, s.cam.canvasLo.y / sy, s.cam.canvasHi.x / sx,
                        s.cam.canvasHi.y / sy};
  const auto placed = placeLabels(requests, fixed, strokes, bounds, 4 * s.uiScale);
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const ImU32 color = ImGui::ColorConvertFloat4ToU32(toImGui(palette().markLabel));
  for (std::size_t i = 0; i < placed.size(); ++i)
    if (placed[i])
      dl->AddText({static_cast<float>(placed[i]->x), static_cast<float>(placed[i]->y)}, color,
                  labelled[i]->label.c_str());
}

// What each colour of the step's marks means, in a box at the canvas's top left corner: in a lesson and in
// presentation mode (a class sees the canvas, not the code).
std::optional<PixelBox> colourLegend(const AppState& s) {
  const std::vector<explain::Mark>* marks = currentMarks(s);
  if (!marks || s.lesson.hidesAnswers() || (s.lesson.active < 0 && !s.presenting.on)) return std::nullopt;
  struct Row {
    int tone;
    Color color;
    const char* text;
  };
  const Row rows[] = {{-1, palette().negative, "red: negative, or the wrong side"},
                      {1, palette().positive, "green: positive, or apart"},
                      {2, palette().highlight, "amber: what this step computes"},
                      {3, palette().muted, "grey: a guide"}};
  std::vector<const Row*> shown;
  for (const Row& row : rows)
    if (std::any_of(marks->begin(), marks->end(), [&](const explain::Mark& m) { return m.tone == row.tone; }))
      shown.push_back(&row);
  if (shown.empty()) return std::nullopt;
  const ImGuiIO& io = ImGui::GetIO();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const float line = ImGui::GetTextLineHeightWithSpacing(), pad = 6 * s.uiScale, box = 0.7f * line;
  const char* title = tr(s, "Colours in this step");
  float width = ImGui::CalcTextSize(title).x;
  for (const Row* row : shown) width = std::max(width, box + pad + ImGui::CalcTextSize(tr(s, row->text)).x);
  const ImVec2 at{static_cast<float>(s.cam.canvasLo.x / io.DisplayFramebufferScale.x) + pad,
                  static_cast<float>(s.cam.canvasLo.y / io.DisplayFramebufferScale.y) + pad};
  const ImU32 text = ImGui::ColorConvertFloat4ToU32(toImGui(palette().markLabel));
  const ImVec2 end{at.x + width + 2 * pad, at.y + line * (1 + shown.size()) + 2 * pad};
  dl->AddRectFilled(at, end, ImGui::ColorConvertFloat4ToU32(toImGui(withAlpha(palette().background, 0.85f))),
                    4);
  dl->AddText({at.x + pad, at.y + pad}, text, title);
  for (std::size_t i = 0; i < shown.size(); ++i) {
    const float y = at.y + pad + line * (i + 1);
    dl->AddRectFilled({at.x + pad, y + 0.15f * line}, {at.x + pad + box, y + 0.15f * line + box},
                      ImGui::ColorConvertFloat4ToU32(toImGui(shown[i]->color)));
    dl->AddText({at.x + 2 * pad + box, y}, text, tr(s, shown[i]->text));
  }
  return PixelBox{at.x, at.y, end.x, end.y};
}

void canvasOverlay(const AppState& s) {
  std::vector<PixelBox> fixed;
  if (auto legend = colourLegend(s)) fixed.push_back(*legend);
  explainLabels(s, fixed);
}

// The keys, then the explanation of this frame's pair, whose marks the scene view draws.
void update(AppState& s) {
  explainKeys(s);
  refreshExplanation(s);
  s.view.marks = s.lesson.hidesAnswers() ? nullptr : currentMarks(s);
}

const char* title(const AppState& s) { return tr(s, "Explain###explain"); }

const bool kRegistered = registerSection({.title = "Explain###explain",
                                          .order = 20,
                                          .draw = draw,
                                          .titleOf = title,
                                          .update = update,
                                          .canvas = canvasOverlay,
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
  if (s.lesson.hidesAnswers())
    ImGui::TextUnformatted(tr(s, kAnswerFirst));
  else if (e.valid && !e.explanation.steps.empty()) {
    formulaLine(s);
    wrappedText(stepText(s));
  } else
    ImGui::TextUnformatted(tr(s, kNoPair));
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  if (e.valid && !e.explanation.steps.empty() && !s.lesson.hidesAnswers()) {
    stepButtons(s);
    ImGui::SameLine();
    ImGui::TextDisabled("%s / %s: %s   %s", e.a.id.c_str(), e.b.id.c_str(), e.explanation.family.c_str(),
                        tr(s, "(F5 or Esc ends the presentation, F9 shows the sidebar)"));
  }
  ImGui::End();
}

}  // namespace hitlab::app
