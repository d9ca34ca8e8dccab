// sat_layout.cpp — the SAT view's layout (sat_layout.h).
#include "sat_layout.h"

#include <algorithm>
#include <cmath>

namespace hitlab::app {

std::vector<Vec2> satVertices(const Shape& s, Vec2 n) {
  if (auto* c = std::get_if<Circle>(&s)) return {c->center - c->radius * n, c->center + c->radius * n};
  std::vector<Vec2> core;
  double r = roundingOf(s);
  if (auto* q = std::get_if<Rect>(&s)) {
    auto c = rectCorners(*q);
    core.assign(c.begin(), c.end());
  }
  if (auto* g = std::get_if<Polygon>(&s)) core = g->points;
  if (auto* k = std::get_if<Capsule>(&s)) core = {k->a, k->b}, r = k->radius;
  if (r == 0) return core;
  std::vector<Vec2> out;  // (a grown shape: its core's vertices moved by its radius either way along n)
  for (Vec2 v : core) out.push_back(v - r * n), out.push_back(v + r * n);
  return out;
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
