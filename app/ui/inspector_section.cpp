// inspector_section.cpp — the Inspector section: the selected shape's id and every coordinate as an exact
// number editor (round-trip text, one-ulp nudges), each change one undoable command; the exact decimal value
// of each coordinate with its neighbours one ulp away.
#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "../render/scene_view.h"
#include "hitlab/compare.h"
#include "places.h"
#include "sections.h"
#include "ui_text.h"
#include "widgets.h"

namespace hitlab::app {

namespace {

// One exact number editor: round-trip text (%.17g), parsed as the nearest double; ulp nudges beside it.
// Returns true when the value changed (the caller turns it into a command).
bool exactNumber(const char* label, double& v) {
  bool changed = false;
  ImGui::PushID(label);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  {
    Monospace mono;  // (as wide as the longest round-trip text, which then lines up with the one below)
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("-2.2250738585072014e-308").x +
                            2 * ImGui::GetStyle().FramePadding.x);
    if (ImGui::InputText(label, buf, sizeof buf,
                         ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CharsScientific)) {
      char* end = nullptr;
      double x = std::strtod(buf, &end);
      if (end != buf && std::isfinite(x) && std::fabs(x) <= 1e300 && x != v) v = x, changed = true;
    }
  }
  ImGui::SameLine();
  if (ImGui::SmallButton("-ulp")) v = std::nextafter(v, -INFINITY), changed = true;
  ImGui::SameLine();
  if (ImGui::SmallButton("+ulp")) v = std::nextafter(v, INFINITY), changed = true;
  ImGui::PopID();
  return changed;
}

bool exactVec(const char* label, Vec2& p) {
  ImGui::TextUnformatted(label);
  ImGui::Indent();
  std::string x = std::string(label) + ".x", y = std::string(label) + ".y";
  bool c = exactNumber(x.c_str(), p.x);
  c = exactNumber(y.c_str(), p.y) || c;
  ImGui::Unindent();
  return c;
}

// The exact decimal expansion of each coordinate of the shape, with the doubles one ulp below and above.
void exactValues(const AppState& s, const Shape& shape) {
  int index = 0;
  forEachValue(shape, [&](double v) {
    ImGui::PushID(index++);
    longText(compare::exactDecimal(v), 40, tr(s, "%s... (%zu digits)"));
    ImGui::Indent();
    ImGui::TextDisabled("-1 ulp");
    ImGui::SameLine();
    longText(compare::exactDecimal(std::nextafter(v, -INFINITY)), 34, tr(s, "%s... (%zu digits)"));
    ImGui::TextDisabled("+1 ulp");
    ImGui::SameLine();
    longText(compare::exactDecimal(std::nextafter(v, INFINITY)), 34, tr(s, "%s... (%zu digits)"));
    ImGui::Unindent();
    ImGui::PopID();
  });
}

void draw(AppState& s) {
  SceneModel& m = s.model;
  int i = m.selected;
  if (i < 0 || i >= static_cast<int>(m.scene().shapes.size())) {
    ImGui::TextDisabled("%s", tr(s, "Click a shape to select it; Shift+click a second one to pick a pair."));
    return;
  }
  const NamedShape before = m.scene().shapes[i];
  NamedShape after = before;
  ImGui::Text("%s  (%s)", before.id.c_str(), tr(s, typeName(typeOf(before.shape))));
  if (!m.problems()[i].empty())
    ImGui::TextColored(toImGui(errorColor()), "%s", trMessage(s, m.problems()[i]).c_str());
  char id[128];
  std::snprintf(id, sizeof id, "%s", before.id.c_str());
  const bool renamed = ImGui::InputText("id", id, sizeof id, ImGuiInputTextFlags_EnterReturnsTrue);
  markPlace(Place::IdField);
  if (renamed) {
    bool unique = id[0] != 0;
    for (const auto& o : m.scene().shapes) unique = unique && (o.id != id || &o == &m.scene().shapes[i]);
    if (unique)
      after.id = id;
    else
      say(s, {"app.id-taken", {id}});
  }
  bool changed = after.id != before.id;
  // A rect's or polygon's radius (0: the plain shape; more rounds it, as Box2D's polygon radius).
  auto rounding = [](double& radius) {
    double r = radius;
    if (!exactNumber("radius", r) || !(r >= 0)) return false;
    radius = r;
    return true;
  };
  // y down draws the same numbers with y growing downwards (the DirectX seed's screen convention).
  std::visit(
      [&](auto& x) {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point>) {
          changed = exactVec("p", x.p) || changed;
        } else if constexpr (std::is_same_v<S, Segment>) {
          changed = exactVec("a", x.a) || changed, changed = exactVec("b", x.b) || changed;
        } else if constexpr (std::is_same_v<S, Circle>) {
          changed = exactVec("center", x.center) || changed;
          double r = x.radius;
          if (exactNumber("radius", r) && r >= 0) x.radius = r, changed = true;
        } else if constexpr (std::is_same_v<S, Rect>) {
          Rect r = x;
          bool c = exactVec("min", r.min);
          c = exactVec("max", r.max) || c;
          if (c && r.min.x <= r.max.x && r.min.y <= r.max.y) x = r, changed = true;
          changed = rounding(x.radius) || changed;
        } else if constexpr (std::is_same_v<S, Polygon>) {
          for (size_t k = 0; k < x.points.size(); ++k)
            changed = exactVec(("v" + std::to_string(k)).c_str(), x.points[k]) || changed;
          changed = rounding(x.radius) || changed;
        } else if constexpr (std::is_same_v<S, Capsule>) {
          changed = exactVec("a", x.a) || changed, changed = exactVec("b", x.b) || changed;
          double r = x.radius;
          if (exactNumber("radius", r) && r >= 0) x.radius = r, changed = true;
        } else {
          static_assert(kUntaughtShape<S>, "the Inspector: a shape type it has no fields for");
        }
      },
      after.shape);
  if (changed)
    m.run({{"command.edit", {before.id}}, {{ShapeChange::Set, static_cast<size_t>(i), before, after}}});
  if (ImGui::TreeNode(tr(s, "Exact values (and one ulp away)###exact"))) {
    exactValues(s, m.scene().shapes[i].shape);
    ImGui::TreePop();
  }
}

const char* title(const AppState& s) { return tr(s, "Inspector###inspector"); }

const bool kRegistered =
    registerSection({.title = "Inspector###inspector", .order = 50, .draw = draw, .titleOf = title});

}  // namespace

}  // namespace hitlab::app
