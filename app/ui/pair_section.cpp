// pair_section.cpp — the Pair section: the selected pair's relation, the seed algorithm behind it with its
// intermediate quantities (straddle test, nearest point, circle test), and the SAT table of every axis.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "../render/scene_view.h"
#include "hitlab/seeds.h"
#include "sections.h"
#include "ui_text.h"
#include "widgets.h"

namespace hitlab::app {

namespace {

void draw(AppState& s) {
  SceneModel& m = s.model;
  const PairEntry* p = m.pair(m.pairA, m.pairB);
  if (!p) {
    ImGui::TextDisabled("%s",
                        tr(s, "Click a row of Results, or Shift+click a second shape, to pick a pair."));
    return;
  }
  const auto& shapes = m.scene().shapes;
  const Shape &A = shapes[p->a].shape, &B = shapes[p->b].shape;
  const PairResult& r = m.printed(*p);
  ImGui::Text("%s / %s", shapes[p->a].id.c_str(), shapes[p->b].id.c_str());
  if (!r.error.empty()) {
    ImGui::TextColored(toImGui(errorColor()), "%s", trMessage(s, r.error).c_str());
    return;
  }
  ImGui::SameLine();
  ImGui::TextColored(toImGui(relationColor(r.relation)), "%s", tr(s, relationName(r.relation)));
  // In motion: when they first meet within the step, and what a test at the step's ends would miss.
  if (const TimeOfImpact* toi = m.selectedToi()) {
    if (toi->t)
      ImGui::Text(tr(s, "time of impact t = %.17g (%s)"), *toi->t, tr(s, impactCaseName(toi->kind)));
    else
      ImGui::TextUnformatted(tr(s, "no contact within the step"));
    if (toi->tunnels)
      wrappedText(tr(s, "it tunnels: a test at t = 0 and at t = 1 alone misses this contact"));
    ImGui::Text(tr(s, "at t = 1: %s"), tr(s, relationName(toi->atEnd)));
    // The time slider: the pair drawn at t (the motions shown), with the exact relation there.
    double t = s.view.scrubTime >= 0 ? s.view.scrubTime : toi->t.value_or(0);
    static constexpr double kZero = 0, kOne = 1;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    if (ImGui::SliderScalar("t", ImGuiDataType_Double, &t, &kZero, &kOne, "%.6f"))
      s.view.scrubTime = t, s.view.showMotion = true;
    ImGui::SameLine();
    if (ImGui::SmallButton(tr(s, "at impact"))) s.view.scrubTime = -1;
    if (s.view.scrubTime >= 0)
      if (const std::optional<Relation> at = m.selectedRelationAt(s.view.scrubTime))
        ImGui::TextColored(toImGui(relationColor(*at)), tr(s, "at t = %.17g: %s (exact)"), s.view.scrubTime,
                           tr(s, relationName(*at)));
  }
  // The seed algorithm behind this pair, with its intermediate quantities.
  auto* sa = std::get_if<Segment>(&A);
  auto* sb = std::get_if<Segment>(&B);
  auto* ca = std::get_if<Circle>(&A);
  auto* cb = std::get_if<Circle>(&B);
  if (sa && sb) {
    seeds::StraddleTrace t;
    bool strict = seeds::straddleTest(sa->a, sa->b, sb->a, sb->b, seeds::Boundary::Strict, &t);
    bool incl = seeds::straddleTest(sa->a, sa->b, sb->a, sb->b, seeds::Boundary::Inclusive);
    ImGui::Text("AB=(%g, %g)  AC=(%g, %g)  AD=(%g, %g)", t.ab.x, t.ab.y, t.ac.x, t.ac.y, t.ad.x, t.ad.y);
    const char* names[] = {"AB x AC", "AB x AD", "CD x CA", "CD x CB"};
    for (int k = 0; k < 4; ++k)
      ImGui::Text(tr(s, "%s = %.17g  (sign %+d, exact)"), names[k], t.cross[k], t.sign[k]);
    ImGui::Text(tr(s, "strict (< 0): %s   inclusive (<= 0): %s%s"), strict ? tr(s, "cross") : tr(s, "no"),
                incl ? tr(s, "meet") : tr(s, "no"),
                t.collinear ? tr(s, "   (collinear: 1-D interval test)") : "");
  }
  if ((sa && (cb)) || (sb && ca)) {
    const Segment& g = sa ? *sa : *sb;
    const Circle& c = ca ? *ca : *cb;
    seeds::FootTrace f = seeds::pointSegmentFoot(c.center, g.a, g.b);
    ImGui::Text(tr(s, "nearest point (%.17g, %.17g), t = %.6g"), f.foot.x, f.foot.y, f.t);
    ImGui::Text(tr(s, "distance %.17g vs r %.17g"), f.distance, c.radius);
  }
  if (ca && cb) {
    seeds::CircleCircleTrace t;
    seeds::circleCircleTest(*ca, *cb, seeds::Boundary::Inclusive, &t);
    ImGui::Text(tr(s, "d = %.17g   d vs r1+r2: %+d   d vs |r1-r2|: %+d"), t.d, t.vsSum, t.vsDifference);
    ImGui::Text(tr(s, "along the line of centers %.17g, half chord %.17g, %d point(s)"), t.along, t.half,
                t.pointCount);
  }
  if (r.sat) {
    const SatResult& sat = *r.sat;
    ImGui::Text(tr(s, "SAT: %zu candidate axes, first separating: %s"), sat.axes.size(),
                sat.firstSeparating < 0 ? tr(s, "none") : std::to_string(sat.firstSeparating).c_str());
    if (sat.mtv)
      ImGui::Text(tr(s, "MTV (move %s): (%.17g, %.17g), depth %.17g"), shapes[p->b].id.c_str(), sat.mtv->x,
                  sat.mtv->y, r.depth);
    if (beginScrollingTable("sat", 6, static_cast<float>(sat.axes.size()) + 1.5f, 3.f, 10.f)) {
      fixedColumn("#", "00 <");
      fixedColumn(tr(s, "owner/edge"), "b 00");
      fixedColumn(tr(s, "axis"), "(-0.7071, -0.7071)");
      fixedColumn("a", "[-1.23457e-123, -1.23457e-123]");
      fixedColumn("b", "[-1.23457e-123, -1.23457e-123]");
      fixedColumn(tr(s, "overlap"), "-1.23457e-123 separating");
      ImGui::TableHeadersRow();
      for (size_t k = 0; k < sat.axes.size(); ++k) {
        const SatAxis& x = sat.axes[k];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        bool first = static_cast<int>(k) == sat.firstSeparating;
        ImGui::Text("%zu%s", k, first ? " <" : "");
        ImGui::TableNextColumn();
        ImGui::Text("%c %d", x.owner, x.edge);
        ImGui::TableNextColumn();
        {
          Monospace mono;
          ImGui::Text("(%.4f, %.4f)", x.axis.x, x.axis.y);
          ImGui::TableNextColumn();
          ImGui::Text("[%.6g, %.6g]", x.aMin, x.aMax);
          ImGui::TableNextColumn();
          ImGui::Text("[%.6g, %.6g]", x.bMin, x.bMax);
        }
        ImGui::TableNextColumn();
        if (x.separating) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.3f, 0.95f, 0.45f, 1));
        numberCell(x.overlap, x.separating ? tr(s, " separating") : "");
        if (x.separating) ImGui::PopStyleColor();
      }
      ImGui::EndTable();
    }
  }
}

const char* title(const AppState& s) { return tr(s, "Pair###pair"); }

const bool kRegistered =
    registerSection({.title = "Pair###pair", .order = 40, .draw = draw, .titleOf = title});

}  // namespace

}  // namespace hitlab::app
