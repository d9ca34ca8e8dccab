// sat_layout.cpp — the SAT view's layout (sat_layout.h).
#include "sat_layout.h"

#include <algorithm>
#include <cmath>

namespace hitlab::app {

std::vector<Vec2> satVertices(const Shape& s, Vec2 n) {
  if (auto* c = std::get_if<Circle>(&s)) return {c->center - c->radius * n, c->center + c->radius * n};
  if (auto* q = std::get_if<Rect>(&s)) {
    auto c = rectCorners(*q);
    return {c.begin(), c.end()};
  }
  if (auto* g = std::get_if<Polygon>(&s)) return g->points;
  return {};
}

std::vector<SatRow> satRows(const SceneModel& model, const Camera& cam, const PairEntry& pe, bool collapse,
                            Vec2* center) {
  std::vector<SatRow> rows;
  if (!pe.result.sat) return rows;
  const SatResult& sat = *pe.result.sat;
  const Shape& A = model.scene().shapes[pe.a].shape;
  const Shape& B = model.scene().shapes[pe.b].shape;
  // Centre and radius of the pair, to place the axis lines beside it.
  std::vector<Vec2> all = satVertices(A, {1, 0});
  for (Vec2 p : satVertices(B, {1, 0})) all.push_back(p);
  for (Vec2 p : satVertices(A, {0, 1})) all.push_back(p);
  for (Vec2 p : satVertices(B, {0, 1})) all.push_back(p);
  Vec2 c{0, 0};
  for (Vec2 p : all) c = c + (1.0 / all.size()) * p;
  double radius = 0;
  for (Vec2 p : all) radius = std::max(radius, length(p - c));
  if (center) *center = c;
  const double spacing = 18 / cam.zoom;
  std::vector<Vec2> drawn;
  for (size_t k = 0; k < sat.axes.size(); ++k) {
    const SatAxis& ax = sat.axes[k];
    bool duplicate = false;
    for (Vec2 d : drawn) duplicate = duplicate || std::fabs(cross(d, ax.axis)) < 1e-12;
    if (collapse && duplicate) continue;
    drawn.push_back(ax.axis);
    const Vec2 n = ax.axis, side{-n.y, n.x};
    const Vec2 base = c + (radius + 1.5 * spacing + static_cast<double>(rows.size()) * spacing) * side;
    auto at = [&](double t) { return base + (t - dot(c, n)) * n; };
    const double lo = std::min(ax.aMin, ax.bMin) - 1, hi = std::max(ax.aMax, ax.bMax) + 1;
    rows.push_back(
        {static_cast<int>(k), base, at(lo), at(hi), at(ax.aMin), at(ax.aMax), at(ax.bMin), at(ax.bMax)});
  }
  return rows;
}

}  // namespace hitlab::app
