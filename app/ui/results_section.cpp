// results_section.cpp — the Results section: every pair of the scene with its relation, the seed formula's
// check, containment, distance, depth and outline points; a click on a row selects the pair.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "../render/scene_view.h"
#include "sections.h"
#include "widgets.h"

namespace hitlab::app {

namespace {

struct ResultsState {
  bool onlyMeeting = false;  ///< only touching / overlapping pairs
};

const char* shapeLabel(const SceneModel& m, int i) { return m.scene().shapes[i].id.c_str(); }

// The seed formula column: "" when no seed formula applies to the pair's types.
void formulaCell(FormulaCheck check) {
  switch (check) {
    case FormulaCheck::Agree:
      ImGui::TextDisabled("agree");
      break;
    case FormulaCheck::Float32Differs:
      ImGui::TextColored(wrongVerdictColor(), "float32 wrong");
      break;
    case FormulaCheck::DoubleDiffers:
      ImGui::TextColored(wrongVerdictColor(), "double wrong");
      break;
    case FormulaCheck::BothDiffer:
      ImGui::TextColored(wrongVerdictColor(), "both wrong");
      break;
    case FormulaCheck::NotComputed:
      ImGui::TextDisabled("(big scene)");
      break;
    default:
      break;
  }
}

void draw(AppState& s) {
  SceneModel& m = s.model;
  bool& onlyMeeting = s.sectionStates.get<ResultsState>().onlyMeeting;
  ImGui::Checkbox("only touching / overlapping", &onlyMeeting);
  ImGui::SameLine();
  // The meeting list comes from the model (kept with the results), so a 100k scene is not rescanned here.
  const std::size_t listed = onlyMeeting ? m.meetingPairs().size() : m.pairs().size();
  ImGui::TextDisabled("%zu of %zu pairs", listed, m.pairs().size());
  if (beginScrollingTable("pairs", 7, static_cast<float>(listed) + 1.5f, 4.f, 12.f)) {
    fixedColumn("pair", "shape_1 / shape_2");
    fixedColumn("relation", "overlapping");
    fixedColumn("seed formula", "float32 wrong");
    fixedColumn("containment", "a_in_b");
    fixedColumn("distance", "-1.23457e-123");
    fixedColumn("depth", "-1.23457e-123");
    fixedColumn("points", "(-1.2345678901234567, -1.2345678901234567) (-1.2345678901234567, -1");
    ImGui::TableHeadersRow();
    ImGuiListClipper clip;  // virtualised: only visible rows are built
    clip.Begin(static_cast<int>(listed));
    while (clip.Step())
      for (int row = clip.DisplayStart; row < clip.DisplayEnd; ++row) {
        const PairEntry& p = m.pairs()[onlyMeeting ? m.meetingPairs()[row] : row];
        const PairResult& r = p.result;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        std::string label = std::string(shapeLabel(m, p.a)) + " / " + shapeLabel(m, p.b);
        bool sel = (m.pairA == p.a && m.pairB == p.b);
        if (ImGui::Selectable(label.c_str(), sel, ImGuiSelectableFlags_SpanAllColumns))
          m.pairA = p.a, m.pairB = p.b, m.selected = p.b, s.pairFrameRequested = true;
        ImGui::TableNextColumn();
        if (!r.error.empty()) {
          ImGui::TextColored(toImGui(errorColor()), "error: %s", r.error.c_str());
          continue;
        }
        ImGui::TextColored(toImGui(relationColor(r.relation)), "%s", relationName(r.relation));
        ImGui::TableNextColumn();
        formulaCell(p.formula);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(containmentName(r.containment));
        ImGui::TableNextColumn();
        numberCell(r.distance);
        ImGui::TableNextColumn();
        numberCell(r.depth);
        ImGui::TableNextColumn();
        std::string pts;
        for (Vec2 q : r.points) pts += "(" + roundTrip(q.x) + ", " + roundTrip(q.y) + ") ";
        ImGui::TextUnformatted(pts.c_str());
        if (!pts.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", pts.c_str());
      }
    ImGui::EndTable();
  }
}

const bool kRegistered = registerSection({.title = "Results", .order = 10, .draw = draw});

}  // namespace

}  // namespace hitlab::app
