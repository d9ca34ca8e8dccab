// swept_axes.cpp — how the time of impact is found, for teaching (hitlab/motion.h: sweptAxes, sweptDisks):
// the separating axis test with velocities for straight outlines, the quadratic for two disks. In GMP
// rationals (Explain is not a hot path), each number rounded once; numbers with a square root (a unit axis,
// a projection on it, a root of the quadratic) through exact::nearestSumRoot.
#include <gmpxx.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

#include "exact/rounding.h"
#include "hitlab/motion.h"
#include "pairs/point_set.h"

namespace hitlab {

namespace {

using Q = mpq_class;

struct QV {
  Q x, y;
};
Q dot(const QV& p, const QV& q) { return p.x * q.x + p.y * q.y; }

bool finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }

// x / |n| for the axis n of squared length L, rounded once.
double alongUnit(const Q& x, const Q& L) { return exact::nearestSumRoot(0, x / L, L); }

struct Axis {
  QV n;
};

// A core's candidate axes: its edges' normals (a segment's direction too), or x and y for a point.
void axesOf(const detail::Geom& g, std::vector<Axis>& out) {
  if (g.n == 1) {
    out.push_back({{1, 0}});
    out.push_back({{0, 1}});
    return;
  }
  for (int j = 0; j < g.edgeCount(); ++j) {
    const Vec2 e0 = g.edgeFrom(j), e1 = g.edgeTo(j);
    const QV d{Q(e1.x) - e0.x, Q(e1.y) - e0.y};
    out.push_back({{Q(-d.y), d.x}});
    if (g.n == 2) out.push_back({d});
  }
}

// A shape without radius whose point set is straight (a point, a segment, a rect or a polygon), valid.
std::optional<detail::Geom> straightGeom(const Shape& s) {
  if (roundingOf(s) != 0 || std::holds_alternative<Circle>(s) || std::holds_alternative<Capsule>(s) ||
      !shapeProblem(s, "").empty())
    return std::nullopt;
  return detail::toGeom(s);
}

}  // namespace

std::optional<AxesSweep> sweptAxes(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) {
  const std::optional<detail::Geom> ga = straightGeom(a), gb = straightGeom(b);
  if (!ga || !gb || !finite(va) || !finite(vb) || va == vb) return std::nullopt;
  std::vector<Axis> all, axes;
  axesOf(*ga, all);
  axesOf(*gb, all);
  for (const Axis& x : all)  // (a parallel axis, either way round, has the same times: the first is kept)
    if (std::none_of(axes.begin(), axes.end(),
                     [&](const Axis& y) { return x.n.x * y.n.y - x.n.y * y.n.x == 0; }))
      axes.push_back(x);
  const QV v{Q(va.x) - vb.x, Q(va.y) - vb.y};
  AxesSweep out;
  bool apart = false;
  std::optional<Q> latest, earliest;
  for (const Axis& axis : axes) {
    const Q L = dot(axis.n, axis.n);
    Q a0, a1, b0, b1;
    for (const auto& [g, lo, hi] : {std::tuple{&*ga, &a0, &a1}, std::tuple{&*gb, &b0, &b1}})
      for (int i = 0; i < g->n; ++i) {
        const Q p = dot(axis.n, {g->at(i).x, g->at(i).y});
        if (i == 0 || p < *lo) *lo = p;
        if (i == 0 || p > *hi) *hi = p;
      }
    const Q s = dot(axis.n, v);
    SweptAxis x;
    x.direction = {alongUnit(axis.n.x, L), alongUnit(axis.n.y, L)};
    x.a0 = alongUnit(a0, L), x.a1 = alongUnit(a1, L), x.b0 = alongUnit(b0, L), x.b1 = alongUnit(b1, L);
    x.rate = alongUnit(s, L);
    const int k = static_cast<int>(out.axes.size());
    if (sgn(s) == 0) {
      x.never = a0 > b1 || a1 < b0;
      apart = apart || x.never;
    } else {
      // a's interval at t: [a0 + t s, a1 + t s] against [b0, b1]
      Q enter = (b0 - a1) / s, leave = (b1 - a0) / s;
      if (sgn(s) < 0) std::swap(enter, leave);
      x.enter = exact::nearest(enter), x.leave = exact::nearest(leave);
      if (!latest || enter > *latest) latest = enter, out.latestEnter = k;
      if (!earliest || leave < *earliest) earliest = leave, out.earliestLeave = k;
    }
    out.axes.push_back(x);
  }
  out.meets = !apart && latest && *latest <= *earliest;
  return out;
}

std::optional<DiskSweep> sweptDisks(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) {
  const auto disk = [](const Shape& s, Vec2& c, double& r) {
    if (const auto* p = std::get_if<Point>(&s)) return c = p->p, r = 0, true;
    if (const auto* d = std::get_if<Circle>(&s)) return c = d->center, r = d->radius, d->radius >= 0;
    return false;
  };
  Vec2 ca, cb;
  double ra = 0, rb = 0;
  if (!disk(a, ca, ra) || !disk(b, cb, rb) || !finite(va) || !finite(vb) || va == vb) return std::nullopt;
  const QV q{Q(ca.x) - cb.x, Q(ca.y) - cb.y}, w{Q(va.x) - vb.x, Q(va.y) - vb.y};
  const Q R = Q(ra) + rb, A = dot(w, w), B = 2 * dot(q, w), C = dot(q, q) - R * R, D = B * B - 4 * A * C;
  DiskSweep out;
  out.A = exact::nearest(A), out.B = exact::nearest(B), out.C = exact::nearest(C), out.D = exact::nearest(D);
  out.R = exact::nearest(R);
  if (sgn(D) >= 0) {  // (-B -+ sqrt(D)) / 2A
    const Q mid = -B / (2 * A), half = 1 / (2 * A);
    out.first = exact::nearestSumRoot(mid, -half, D), out.second = exact::nearestSumRoot(mid, half, D);
  }
  return out;
}

}  // namespace hitlab
