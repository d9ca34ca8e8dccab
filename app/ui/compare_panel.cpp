// compare_panel.cpp — the seed formulas three ways (hitlab/compare.h) and exact decimal values in the UI.
#include "compare_panel.h"

#include <imgui.h>

#include <cmath>
#include <cstdio>

#include "hitlab/compare.h"
#include "hitlab/explain.h"

namespace hitlab::app {

namespace {

const ImVec4 kWrong{1.0f, 0.45f, 0.75f, 1}, kRight{0.4f, 0.9f, 0.5f, 1};

// A long exact expansion cut to fit, the whole of it on hover.
void longText(const std::string& text, std::size_t keep = 28) {
  if (text.size() <= keep) {
    ImGui::TextUnformatted(text.c_str());
    return;
  }
  ImGui::Text("%s... (%zu digits)", text.substr(0, keep).c_str(), text.size());
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

void numberOrDash(double x) {
  if (std::isnan(x))
    ImGui::TextDisabled("-");
  else
    ImGui::TextUnformatted(explain::shortest(x).c_str());
}

}  // namespace

void compareSection(const AppState& s) {
  const SceneModel& m = s.model;
  const auto& shapes = m.scene().shapes;
  if (m.pairA < 0 || m.pairB < 0) return;
  const compare::Comparison c = compare::compareFormula(shapes[m.pairA].shape, shapes[m.pairB].shape);
  if (c.formula == compare::Formula::None) {
    ImGui::TextDisabled("No seed gives code for this pair's types.");
    return;
  }
  ImGui::Text("Seed formula %s, as written:", compare::formulaName(c.formula));
  auto verdict = [&](const char* name, bool value) {
    const bool wrong = value != c.exact;
    ImGui::TextColored(wrong ? kWrong : kRight, "%s %s%s", name, value ? "true" : "false",
                       wrong ? " (wrong)" : "");
  };
  verdict("float32", c.f32);
  ImGui::SameLine();
  verdict("  double", c.f64);
  ImGui::SameLine();
  ImGui::Text("  exact %s", c.exact ? "true" : "false");
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollX | ImGuiTableFlags_Resizable |
                                ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY;
  const float rows = static_cast<float>(c.quantities.size()) + 1.5f;
  if (ImGui::BeginTable("formula", 4, flags,
                        {0, std::min(rows, 9.f) * ImGui::GetTextLineHeightWithSpacing()})) {
    ImGui::TableSetupScrollFreeze(1, 1);
    ImGui::TableSetupColumn("quantity", ImGuiTableColumnFlags_WidthFixed,
                            ImGui::CalcTextSize("x^2 |B - A|^2 = cross^2").x);
    for (const char* h : {"float32", "double"})
      ImGui::TableSetupColumn(h, ImGuiTableColumnFlags_WidthFixed,
                              ImGui::CalcTextSize("-1.2345678901234567e-123").x);
    ImGui::TableSetupColumn("exact", ImGuiTableColumnFlags_WidthFixed, ImGui::CalcTextSize("M").x * 44);
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
        ImGui::TextDisabled("(irrational: compared as squares)");
      else
        longText(q.exact);
    }
    ImGui::EndTable();
  }
}

void formulaCell(FormulaCheck check) {
  switch (check) {
    case FormulaCheck::Agree:
      ImGui::TextDisabled("agree");
      break;
    case FormulaCheck::Float32Differs:
      ImGui::TextColored(kWrong, "float32 wrong");
      break;
    case FormulaCheck::DoubleDiffers:
      ImGui::TextColored(kWrong, "double wrong");
      break;
    case FormulaCheck::BothDiffer:
      ImGui::TextColored(kWrong, "both wrong");
      break;
    case FormulaCheck::NotComputed:
      ImGui::TextDisabled("(big scene)");
      break;
    default:
      break;
  }
}

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

void exactValues(const Shape& shape) {
  int index = 0;
  forEachValue(shape, [&](double v) {
    ImGui::PushID(index++);
    longText(compare::exactDecimal(v), 40);
    ImGui::Indent();
    ImGui::TextDisabled("-1 ulp");
    ImGui::SameLine();
    longText(compare::exactDecimal(std::nextafter(v, -INFINITY)), 34);
    ImGui::TextDisabled("+1 ulp");
    ImGui::SameLine();
    longText(compare::exactDecimal(std::nextafter(v, INFINITY)), 34);
    ImGui::Unindent();
    ImGui::PopID();
  });
}

}  // namespace hitlab::app
