// results_section.cpp — the Results section: every pair of the scene with its relation, the seed formula's
// check, containment, distance, depth and outline points, its time of impact when the scene has motions,
// and a column per judge ticked in the Judges section (its answer against the exact one); a click on a row
// selects the pair.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "../render/scene_view.h"
#include "judges_view.h"
#include "sections.h"
#include "ui_text.h"
#include "widgets.h"

namespace hitlab::app {

namespace {

struct ResultsState {
  bool onlyMeeting = false;  ///< only touching / overlapping pairs
};

const char* shapeLabel(const SceneModel& m, int i) { return m.scene().shapes[i].id.c_str(); }

// The seed formula column: "" when no seed formula applies to the pair's types.
void formulaCell(const AppState& s, FormulaCheck check) {
  switch (check) {
    case FormulaCheck::Agree:
      ImGui::TextDisabled("%s", tr(s, "agree"));
      break;
    case FormulaCheck::Float32Differs:
      ImGui::TextColored(wrongVerdictColor(), "%s", tr(s, "float32 wrong"));
      break;
    case FormulaCheck::DoubleDiffers:
      ImGui::TextColored(wrongVerdictColor(), "%s", tr(s, "double wrong"));
      break;
    case FormulaCheck::BothDiffer:
      ImGui::TextColored(wrongVerdictColor(), "%s", tr(s, "both wrong"));
      break;
    case FormulaCheck::NotComputed:
      ImGui::TextDisabled("%s", tr(s, "(big scene)"));
      break;
    default:
      break;
  }
}

// A judge's column: its answer against the exact one, wrong ones in the wrong verdicts' colour.
void judgeCell(const AppState& s, const JudgeMark& mark) {
  const char* text = judgeMarkText(s, mark);
  if (mark.kind == JudgeMark::Kind::Judged && mark.outcome == judge::Outcome::Wrong)
    ImGui::TextColored(wrongVerdictColor(), "%s", text);
  else
    ImGui::TextDisabled("%s", text);
}

// The time of impact column: "" while neither shape moves; the time and its case, and whether a test at
// the step's ends misses it. Each drawn cell is also written to the frame report (results_toi).
void toiCell(AppState& s, const PairEntry& p, const TimeOfImpact* toi, int& reported) {
  if (!toi) return;
  std::string text = toi->t ? roundTrip(*toi->t) + " " + tr(s, impactCaseName(toi->kind)) : tr(s, "none");
  if (toi->tunnels) text += std::string(", ") + tr(s, "tunnels");
  if (toi->tunnels)
    ImGui::TextColored(wrongVerdictColor(), "%s", text.c_str());
  else if (!toi->t)
    ImGui::TextDisabled("%s", text.c_str());
  else
    ImGui::TextUnformatted(text.c_str());
  if (reported++ >= 8) return;  // (the report keeps the first few)
  const auto& shapes = s.model.scene().shapes;
  char time[32] = "none";
  if (toi->t) std::snprintf(time, sizeof time, "%.17g", *toi->t);
  s.resultsToi += std::string(reported > 1 ? "|" : "") + shapes[p.a].id + "/" + shapes[p.b].id + ":" + time +
                  ":" + impactCaseName(toi->kind) + (toi->tunnels ? ",tunnels" : "");
}

void draw(AppState& s) {
  SceneModel& m = s.model;
  bool& onlyMeeting = s.sectionStates.get<ResultsState>().onlyMeeting;
  ImGui::Checkbox(tr(s, "only touching / overlapping"), &onlyMeeting);
  ImGui::SameLine();
  // The meeting list comes from the model (kept with the results), so a 100k scene is not rescanned here.
  const std::size_t listed = onlyMeeting ? m.meetingPairs().size() : m.pairs().size();
  ImGui::TextDisabled(tr(s, "%zu of %zu pairs"), listed, m.pairs().size());
  const std::size_t judges = judgeCount(s);
  const bool motion = m.anyMotion();
  const int firstJudge = 7 + (motion ? 1 : 0);
  const int columns = firstJudge + static_cast<int>(std::min<std::size_t>(judges, 16));  // (tables: 64)
  s.resultsToi.clear();
  int reported = 0;
  if (beginScrollingTable("pairs", columns, static_cast<float>(listed) + 1.5f, 4.f, 12.f)) {
    fixedColumn(tr(s, "pair"), "shape_1 / shape_2");
    fixedColumn(tr(s, "relation"), tr(s, "overlapping"));
    fixedColumn(tr(s, "article's formula"), tr(s, "float32 wrong"));
    fixedColumn(tr(s, "containment"), tr(s, "a_in_b"));
    fixedColumn(tr(s, "distance"), "-1.23457e-123");
    fixedColumn(tr(s, "depth"), "-1.23457e-123");
    fixedColumn(tr(s, "points"), "(-1.2345678901234567, -1.2345678901234567) (-1.2345678901234567, -1");
    if (motion) fixedColumn(tr(s, "time of impact"), "0.33333333333333331 entering, tunnels");
    for (int j = firstJudge; j < columns; ++j)
      fixedColumn(judgeName(s, j - firstJudge).c_str(), tr(s, "touching taken as a miss"));
    ImGui::TableHeadersRow();
    ImGuiListClipper clip;  // virtualised: only visible rows are built
    clip.Begin(static_cast<int>(listed));
    while (clip.Step())
      for (int row = clip.DisplayStart; row < clip.DisplayEnd; ++row) {
        const std::size_t index = static_cast<std::size_t>(onlyMeeting ? m.meetingPairs()[row] : row);
        const PairEntry& p = m.pairs()[index];
        const PairResult& r = m.printed(p);
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        std::string label = std::string(shapeLabel(m, p.a)) + " / " + shapeLabel(m, p.b);
        bool sel = (m.pairA == p.a && m.pairB == p.b);
        if (ImGui::Selectable(label.c_str(), sel, ImGuiSelectableFlags_SpanAllColumns))
          m.pairA = p.a, m.pairB = p.b, m.selected = p.b, s.pairFrameRequested = true;
        ImGui::TableNextColumn();
        if (!r.error.empty()) {
          ImGui::TextColored(toImGui(errorColor()), tr(s, "error: %s"), trMessage(s, r.error).c_str());
          continue;
        }
        ImGui::TextColored(toImGui(relationColor(r.relation)), "%s", tr(s, relationName(r.relation)));
        ImGui::TableNextColumn();
        formulaCell(s, p.formula);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(tr(s, containmentName(r.containment)));
        ImGui::TableNextColumn();
        numberCell(r.distance);
        ImGui::TableNextColumn();
        numberCell(r.depth);
        ImGui::TableNextColumn();
        std::string pts;
        for (Vec2 q : r.points) pts += "(" + roundTrip(q.x) + ", " + roundTrip(q.y) + ") ";
        Monospace mono;
        ImGui::TextUnformatted(pts.c_str());
        if (!pts.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", pts.c_str());
        if (motion) {
          ImGui::TableNextColumn();
          toiCell(s, p, m.timeOfImpactOf(p), reported);
        }
        for (int j = firstJudge; j < columns; ++j) {
          ImGui::TableNextColumn();
          judgeCell(s, judgeMarkOf(s, static_cast<std::size_t>(j - firstJudge), index));
        }
      }
    ImGui::EndTable();
  }
  if (s.resultsToi.empty()) s.resultsToi = "-";
}

const char* title(const AppState& s) { return tr(s, "Results###results"); }

const bool kRegistered =
    registerSection({.title = "Results###results", .order = 10, .draw = draw, .titleOf = title});

}  // namespace

}  // namespace hitlab::app
