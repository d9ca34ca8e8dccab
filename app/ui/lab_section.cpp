// lab_section.cpp — the Lab section: the selected pair's seed formula in float32, double and exactly
// (hitlab/compare.h), the perturbation explorer, the last invariant check, the tolerance band and, for a
// pair in motion, how engines find its time of impact beside the exact one; over the canvas, a marker
// between the shapes of every pair where float32 or double gets the formula wrong.
//
// [SECTION] Seed formula, perturbation explorer, canvas markers  [SECTION] Tolerance band
// [SECTION] In motion: how engines find the time of impact  [SECTION] Invariants and the section
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "../model/file_actions.h"
#include "../render/palette.h"
#include "../render/scene_view.h"
#include "hitlab/compare.h"
#include "hitlab/explain.h"
#include "hitlab/motion.h"
#include "hitlab/perturb.h"
#include "judges_view.h"
#include "sections.h"
#include "ui_text.h"
#include "widgets.h"

namespace hitlab::app {

namespace {

// [SECTION] Seed formula, perturbation explorer, canvas markers

void numberOrDash(double x) {
  Monospace mono;
  if (std::isnan(x))
    ImGui::TextDisabled("-");
  else
    ImGui::TextUnformatted(explain::shortest(x).c_str());
}

// The seed formula of the selected pair, its three verdicts and intermediate values.
void compareSection(const AppState& s) {
  const SceneModel& m = s.model;
  const auto& shapes = m.scene().shapes;
  if (m.pairA < 0 || m.pairB < 0) return;
  const compare::Comparison c = compare::compareFormula(shapes[m.pairA].shape, shapes[m.pairB].shape);
  if (c.formula == compare::Formula::None) {
    ImGui::TextDisabled("%s", tr(s, "No article gives code for this pair's types."));
    return;
  }
  // (the function's name as the article writes it: "check_intersection", not the CLI's "seed000." prefix)
  const std::string name = compare::formulaName(c.formula);
  ImGui::Text(tr(s, "The article's formula %s, as written:"), name.substr(name.find('.') + 1).c_str());
  auto verdict = [&](const char* name, bool value) {
    const bool wrong = value != c.exact;
    ImGui::TextColored(wrong ? wrongVerdictColor() : toImGui(palette().verdictRight), "%s %s%s", name,
                       value ? "true" : "false", wrong ? tr(s, " (wrong)") : "");
  };
  verdict("float32", c.f32);
  ImGui::SameLine();
  verdict("  double", c.f64);
  ImGui::SameLine();
  ImGui::Text(tr(s, "  exact %s"), c.exact ? "true" : "false");
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollX | ImGuiTableFlags_Resizable |
                                ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY;
  const float rows = static_cast<float>(c.quantities.size()) + 1.5f;
  if (ImGui::BeginTable("formula", 4, flags,
                        {0, std::min(rows, 9.f) * ImGui::GetTextLineHeightWithSpacing()})) {
    ImGui::TableSetupScrollFreeze(1, 1);
    ImGui::TableSetupColumn(tr(s, "quantity"), ImGuiTableColumnFlags_WidthFixed,
                            ImGui::CalcTextSize("x^2 |B - A|^2 = cross^2").x);
    for (const char* h : {"float32", "double"}) fixedColumn(h, "-1.2345678901234567e-123");
    fixedColumn(tr(s, "exact"), "-1.2345678901234567890123456789012... (123 digits)");
    ImGui::TableHeadersRow();
    for (const compare::Quantity& q : c.quantities) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(q.name.c_str());
      ImGui::TableNextColumn();
      numberOrDash(q.f32);
      ImGui::TableNextColumn();
      numberOrDash(q.f64);
      ImGui::TableNextColumn();
      if (q.exact.empty())
        ImGui::TextDisabled("%s", tr(s, "(irrational: compared as squares)"));
      else
        longText(q.exact, 28, tr(s, "%s... (%zu digits)"));
    }
    ImGui::EndTable();
  }
}

// The perturbation explorer: which value of the selected pair moves, the scale, and the strip computed for
// them (rebuilt when any of it or the pair's shapes change).
struct PerturbState {
  int shape = 0;  ///< 0: the pair's first shape, 1: its second
  int value = 0;  ///< in forEachValue's order
  bool logarithmic = false;
  int pairA = -1, pairB = -1, builtShape = -1, builtValue = -1;
  bool builtLogarithmic = false;
  Shape a, b;
  std::vector<perturb::Cell> cells;
  // Each ticked judge's marks on the cells (judges_view.h), for the judges as they were at builtJudges.
  std::size_t builtJudges = ~std::size_t(0);
  std::vector<std::vector<JudgeMark>> judgeCells;
};

// A judge's cell: pink where it is wrong (as the formula's rows), green where it says they meet, grey where
// it says they miss, dim where its convention allows either answer, dark where it does not answer.
ImU32 judgeCellColour(const JudgeMark& mark) {
  if (mark.kind != JudgeMark::Kind::Judged || mark.outcome == judge::Outcome::Declined)
    return IM_COL32(45, 45, 50, 255);
  if (mark.outcome == judge::Outcome::Wrong) return IM_COL32(255, 115, 190, 255);
  if (mark.outcome == judge::Outcome::ByDesign) return IM_COL32(150, 140, 80, 255);
  return mark.answer > 0 ? IM_COL32(90, 200, 110, 255) : IM_COL32(90, 90, 100, 255);
}

// One value of the pair moved by k ulps (k from -64 to 64, or by 2^j ulps): the exact relation and the
// formula's three verdicts per cell; a click moves the shape there (undoable).
void perturbSection(AppState& s) {
  SceneModel& m = s.model;
  PerturbState& p = s.sectionStates.get<PerturbState>();
  const auto& shapes = m.scene().shapes;
  const int n = static_cast<int>(shapes.size());
  if (m.pairA < 0 || m.pairB < 0 || m.pairA >= n || m.pairB >= n) return;
  const int indices[2] = {m.pairA, m.pairB};
  const char* ids[2] = {shapes[m.pairA].id.c_str(), shapes[m.pairB].id.c_str()};
  p.shape = std::clamp(p.shape, 0, 1);
  const std::vector<std::string> names = valueNames(shapes[indices[p.shape]].shape);
  p.value = std::clamp(p.value, 0, static_cast<int>(names.size()) - 1);
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("MMMMMMMMMM").x);
  ImGui::Combo("##shape", &p.shape, ids, 2);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("MMMMMMMMM").x);
  if (ImGui::BeginCombo("##value", names[p.value].c_str())) {
    for (int k = 0; k < static_cast<int>(names.size()); ++k)
      if (ImGui::Selectable(names[k].c_str(), k == p.value)) p.value = k;
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::Checkbox("2^j ulps", &p.logarithmic);
  // The strip, rebuilt when the pair, a shape or the choice changed.
  const Shape& moved = shapes[indices[p.shape]].shape;
  const Shape& other = shapes[indices[1 - p.shape]].shape;
  if (p.pairA != m.pairA || p.pairB != m.pairB || p.builtShape != p.shape || p.builtValue != p.value ||
      p.builtLogarithmic != p.logarithmic || !(p.a == shapes[m.pairA].shape) ||
      !(p.b == shapes[m.pairB].shape)) {
    p.cells = perturb::strip(moved, other, p.value, p.logarithmic);
    p.pairA = m.pairA, p.pairB = m.pairB, p.builtShape = p.shape, p.builtValue = p.value;
    p.builtLogarithmic = p.logarithmic, p.a = shapes[m.pairA].shape, p.b = shapes[m.pairB].shape;
    p.builtJudges = ~std::size_t(0);
  }
  if (p.builtJudges != judgesRevision(s)) {
    p.builtJudges = judgesRevision(s);
    p.judgeCells.clear();
    std::vector<judge::PairOfShapes> pairs;
    for (const perturb::Cell& c : p.cells) pairs.push_back({c.moved, other});
    for (std::size_t j = 0; j < judgeCount(s); ++j) p.judgeCells.push_back(judgeMarks(s, j, pairs));
  }
  // Four rows of cells: the exact relation, then the formula in float32, double and exactly; then a row per
  // ticked judge.
  const float rowHeight = ImGui::GetTextLineHeight();
  float labelWidth = ImGui::CalcTextSize("relation ").x;
  for (std::size_t j = 0; j < p.judgeCells.size(); ++j)
    labelWidth = std::max(labelWidth, ImGui::CalcTextSize((judgeName(s, j) + " ").c_str()).x);
  labelWidth = std::min(labelWidth, ImGui::GetContentRegionAvail().x * 0.35f);
  const float width = std::max(ImGui::GetContentRegionAvail().x - labelWidth, 50.f);
  const float cell = width / static_cast<float>(p.cells.size());
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const char* rowNames[4] = {tr(s, "relation"), "float32", "double", tr(s, "exact")};
  const bool hasFormula = !p.cells.empty() && p.cells.front().formula != compare::Formula::None;
  const int formulaRows = hasFormula ? 4 : 1;
  const int rows = formulaRows + static_cast<int>(p.judgeCells.size());
  auto relationColorOf = [](const perturb::Cell& c) {
    if (!c.valid) return IM_COL32(200, 60, 200, 255);
    return c.relation == Relation::Overlapping ? IM_COL32(235, 80, 80, 255)
           : c.relation == Relation::Touching  ? IM_COL32(240, 190, 60, 255)
                                               : IM_COL32(70, 130, 230, 255);
  };
  for (std::size_t j = 0; j < p.judgeCells.size(); ++j) {
    const float y = origin.y + static_cast<float>(formulaRows + static_cast<int>(j)) * (rowHeight + 2);
    dl->PushClipRect({origin.x, y}, {origin.x + labelWidth - 2, y + rowHeight}, true);
    dl->AddText({origin.x, y}, judgeColour(j), judgeName(s, j).c_str());
    dl->PopClipRect();
    for (std::size_t k = 0; k < p.cells.size() && k < p.judgeCells[j].size(); ++k) {
      const float x = origin.x + labelWidth + cell * static_cast<float>(k);
      dl->AddRectFilled({x, y}, {x + std::max(cell - 0.5f, 1.f), y + rowHeight},
                        judgeCellColour(p.judgeCells[j][k]));
    }
  }
  for (int row = 0; row < formulaRows; ++row) {
    const float y = origin.y + row * (rowHeight + 2);
    dl->AddText({origin.x, y}, IM_COL32(200, 200, 200, 255), rowNames[row]);
    for (std::size_t k = 0; k < p.cells.size(); ++k) {
      const perturb::Cell& c = p.cells[k];
      const bool verdict = row == 1 ? c.f32 : row == 2 ? c.f64 : c.exact;
      const ImU32 color = row == 0 ? relationColorOf(c)
                          : verdict != c.exact
                              ? IM_COL32(255, 115, 190, 255)  // this arithmetic is wrong here
                          : verdict ? IM_COL32(90, 200, 110, 255)
                                    : IM_COL32(90, 90, 100, 255);
      const float x = origin.x + labelWidth + cell * static_cast<float>(k);
      dl->AddRectFilled({x, y}, {x + std::max(cell - 0.5f, 1.f), y + rowHeight}, color);
    }
  }
  // The current value (k = 0) outlined.
  const std::size_t current = p.cells.size() / 2;
  const float mid = origin.x + labelWidth + cell * static_cast<float>(current);
  dl->AddRect({mid - 1, origin.y - 1}, {mid + cell + 1, origin.y + rows * (rowHeight + 2)}, IM_COL32_WHITE);
  ImGui::SetCursorScreenPos({origin.x + labelWidth, origin.y});
  ImGui::InvisibleButton("strip", {width, rows * (rowHeight + 2)});
  if (ImGui::IsItemHovered() && !p.cells.empty()) {
    const float fx = (ImGui::GetIO().MousePos.x - origin.x - labelWidth) / cell;
    const int k = std::clamp(static_cast<int>(fx), 0, static_cast<int>(p.cells.size()) - 1);
    const perturb::Cell& c = p.cells[k];
    ImGui::BeginTooltip();
    ImGui::Text(tr(s, "%s.%s moved by %lld ulps: %s"), ids[p.shape], names[p.value].c_str(),
                static_cast<long long>(c.k), explain::shortest(c.value).c_str());
    ImGui::Text(tr(s, "relation %s"), c.valid ? tr(s, relationName(c.relation)) : tr(s, "(invalid polygon)"));
    if (hasFormula)
      ImGui::Text(tr(s, "formula: float32 %s, double %s, exact %s"), c.f32 ? "true" : "false",
                  c.f64 ? "true" : "false", c.exact ? "true" : "false");
    for (std::size_t j = 0; j < p.judgeCells.size(); ++j)
      if (static_cast<std::size_t>(k) < p.judgeCells[j].size())
        ImGui::Text("%s: %s", judgeName(s, j).c_str(), judgeMarkText(s, p.judgeCells[j][k]));
    ImGui::TextDisabled("%s", tr(s, "click: move the shape there (Ctrl+Z undoes)"));
    ImGui::EndTooltip();
    if (ImGui::IsItemClicked() && c.k != 0) {
      const int index = indices[p.shape];
      const NamedShape before = shapes[index];
      NamedShape after = before;
      after.shape = c.moved;
      m.run({{"command.move-ulps", {before.id + "." + names[p.value], std::to_string(c.k)}},
             {{ShapeChange::Set, static_cast<std::size_t>(index), before, after}}});
    }
  }
}

// A marker on the canvas between the two shapes of every pair whose float32 or double verdict is wrong.
void formulaMarkers(const AppState& s) {
  const ImGuiIO& io = ImGui::GetIO();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const auto& shapes = s.model.scene().shapes;
  for (const PairEntry& p : s.model.pairs()) {
    if (p.formula != FormulaCheck::Float32Differs && p.formula != FormulaCheck::DoubleDiffers &&
        p.formula != FormulaCheck::BothDiffer)
      continue;
    // Between the two shapes' boxes: where a game's float test would fire (or not) against the exact answer.
    const Aabb a = boundsOf(shapes[p.a].shape), b = boundsOf(shapes[p.b].shape);
    const Vec2 at = 0.25 * (a.min + a.max + b.min + b.max);
    const Vec2 px = s.cam.toPixel(at);
    const ImVec2 c{float(px.x / io.DisplayFramebufferScale.x), float(px.y / io.DisplayFramebufferScale.y)};
    const char* label = p.formula == FormulaCheck::Float32Differs  ? "f32"
                        : p.formula == FormulaCheck::DoubleDiffers ? "f64"
                                                                   : "f32 f64";
    dl->AddCircle(c, 9, IM_COL32(255, 115, 190, 255), 0, 2.5f);
    dl->AddText({c.x + 11, c.y - 7}, IM_COL32(255, 115, 190, 255), label);
  }
}

// [SECTION] Tolerance band

// An epsilon (a slider, relative to the pair's scale), what an epsilon-based test says of the pair against
// the exact answer, and the band drawn on the canvas (ViewOptions::toleranceBand).
void toleranceSection(AppState& s) {
  const SceneModel& m = s.model;
  const PairEntry* p = m.pair(m.pairA, m.pairB);
  ImGui::Checkbox(tr(s, "Tolerance band"), &s.toleranceBand);
  if (!p || !p->result.error.empty()) return;
  const auto& shapes = m.scene().shapes;
  const Shape &a = shapes[p->a].shape, &b = shapes[p->b].shape;
  const double scale = pairScale(a, b);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderFloat("##epsilon", &s.toleranceLog, -16, -1, tr(s, "10^%.1f of the scale"));
  const double epsilon = std::pow(10.0, s.toleranceLog) * scale;
  if (s.toleranceBand) s.view.toleranceBand = epsilon;
  const Relation eps = compare::epsilonRelation(a, b, p->result, epsilon);
  const Relation exact = p->result.relation;
  ImGui::Text(tr(s, "epsilon %s: an epsilon test says %s, exactly %s"), explain::shortest(epsilon).c_str(),
              tr(s, relationName(eps)), tr(s, relationName(exact)));
  if (eps != exact)
    ImGui::TextColored({1, 0.4f, 0.8f, 1}, "%s", tr(s, "they differ: this pair lies in the band"));
  else
    ImGui::TextDisabled("%s", tr(s, "they agree here; the shaded band is where they would not"));
}

// [SECTION] In motion: how engines find the time of impact

// Beside the exact time: a test at each frame, sub-steps, conservative advancement (hitlab/motion.h:
// engineImpacts), each with how far it lands from the exact time and how many tests it took.
void motionSection(AppState& s) {
  s.labMotion = "-";
  const SceneModel& m = s.model;
  const TimeOfImpact* toi = m.selectedToi();
  if (!toi) return;
  const auto& shapes = m.scene().shapes;
  const NamedShape &a = shapes[m.pairA], &b = shapes[m.pairB];
  ImGui::TextUnformatted(tr(s, "In motion: how engines find the time of impact"));
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.45f);
  ImGui::SliderInt("##substeps", &s.substeps, 1, 64, tr(s, "%d sub-steps"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderFloat("##advance", &s.advanceLog, -12, -1, tr(s, "tolerance 10^%.1f of the scale"));
  const double tolerance = std::pow(10.0, s.advanceLog) * pairScale(a.shape, b.shape);
  const std::optional<EngineImpacts> e = m.selectedEngineImpacts(s.substeps, tolerance);
  if (!e || !beginScrollingTable("engines", 4, 5, 3, 5)) return;
  fixedColumn(tr(s, "method"), tr(s, "conservative advancement"));
  fixedColumn(tr(s, "time"), "0.33333333333333331");
  fixedColumn(tr(s, "from the exact time"), "-1.2345678901234567e-123");
  fixedColumn(tr(s, "tests"), "64");
  ImGui::TableHeadersRow();
  std::string report;
  const auto row = [&](const char* key, const char* method, const std::optional<double>& t, int tests) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(method);
    ImGui::TableNextColumn();
    if (t)
      numberOrDash(*t);
    else
      ImGui::TextColored(wrongVerdictColor(), "%s", tr(s, toi->t ? "misses it" : "no contact"));
    ImGui::TableNextColumn();
    numberOrDash(t && toi->t ? *t - *toi->t : NAN);  // (the difference of two doubles, rounded once)
    ImGui::TableNextColumn();
    if (tests > 0) ImGui::Text("%d", tests);
    char time[32] = "none";
    if (t) std::snprintf(time, sizeof time, "%.17g", *t);
    report += std::string(report.empty() ? "" : "|") + key + ":" + time;
  };
  row("exact", tr(s, "exact"), toi->t, 0);
  row("discrete", tr(s, "a test at t = 0 and t = 1"), e->discrete.t, e->discrete.tests);
  row("substeps", tr(s, "sub-steps"), e->substeps.t, e->substeps.tests);
  row("advancement", tr(s, "conservative advancement"), e->advancement.t, e->advancement.tests);
  ImGui::EndTable();
  if (e->advancementStopped)
    ImGui::TextDisabled("%s",
                        tr(s, "conservative advancement stopped after 50 tests, still short of contact"));
  s.labMotion = report;
}

// [SECTION] Invariants and the section

// The last invariant check (Edit > Check invariants): each twin that differs from the pair, in red.
void invariantSection(AppState& s) {
  const InvariantState& v = s.invariants;
  if (!v.ran) {
    ImGui::TextDisabled(
        "%s", tr(s, "Edit > Check invariants: the pair swapped, mirrored, moved, scaled by 2^k, ..."));
    return;
  }
  ImGui::Text(tr(s, "Invariants of %s: %d views of %d pairs"), tr(s, v.pair.c_str()), v.twins, v.pairs);
  if (v.findings.empty())
    ImGui::TextColored({0.3f, 0.95f, 0.45f, 1}, "%s", tr(s, "every view gives the same answer"));
  for (const std::string& f : v.findings) ImGui::TextColored({1, 0.4f, 0.4f, 1}, "%s", f.c_str());
  if (ImGui::SmallButton(tr(s, "Write invariant report"))) writeInvariantReport(s);
}

void draw(AppState& s) {
  s.labMotion = "-";
  if (s.model.pairA < 0 || s.model.pairB < 0) {
    ImGui::TextDisabled("%s",
                        tr(s, "Pick a pair to see its article's formula in float32, double and exactly."));
    return;
  }
  compareSection(s);
  ImGui::Separator();
  ImGui::TextUnformatted(tr(s, "Perturbation explorer: one value moved by k ulps"));
  perturbSection(s);
  ImGui::Separator();
  invariantSection(s);
  ImGui::Separator();
  toleranceSection(s);
  if (s.model.selectedToi()) {
    ImGui::Separator();
    motionSection(s);
  }
}

// The band shows only while the section draws it: not with the section closed or the sidebar hidden.
void update(AppState& s) { s.view.toleranceBand = 0; }

const char* title(const AppState& s) { return tr(s, "Lab: float32, double, exact###lab"); }

const bool kRegistered = registerSection({.title = "Lab: float32, double, exact###lab",
                                          .order = 30,
                                          .draw = draw,
                                          .titleOf = title,
                                          .update = update,
                                          .canvas = formulaMarkers});

}  // namespace

}  // namespace hitlab::app
