// sat.cpp — the separating axis test on the declared shapes, with every candidate axis reported.
//
// Intervals are rounded (within a few ulps of the true projections on the unit normal); each `separating`
// flag is decided exactly on the unnormalised normal, where the projections are exact rationals (or, for a
// circle, a rational plus r times the normal's length, compared through squares).
#include <cmath>

#include "geom.h"

namespace hitlab {

using detail::AxisDef;
using detail::Geom;
using detail::Kind;

bool hasSat(ShapeType a, ShapeType b) {
  auto area = [](ShapeType t) { return t == ShapeType::Rect || t == ShapeType::Polygon; };
  return (area(a) && area(b)) || (a == ShapeType::Circle && area(b)) || (area(a) && b == ShapeType::Circle);
}

namespace {

// A declared shape as SAT sees it: a rect keeps its four corners and fixed normals even when it is flat. Its
// axes are made on demand (no list to allocate per pair).
struct SatSide {
  Geom g;
  int axisCount = 0;
  bool rect = false;
  AxisDef axis(int k) const {
    if (rect) {
      static constexpr Vec2 kNormals[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
      return {{0, 0}, kNormals[k], false};
    }
    Vec2 p = g.at(k), q = g.edgeTo(k);
    return g.winding > 0 ? AxisDef{p, q, true} : AxisDef{q, p, true};
  }
};

SatSide satSide(const Shape& s) {
  SatSide side;
  Geom& g = side.g;
  if (auto* c = std::get_if<Circle>(&s)) {
    g.kind = Kind::Disk;
    g.buf[0] = c->center;
    g.r = c->radius;
  } else if (auto* r = std::get_if<Rect>(&s)) {
    auto corners = rectCorners(*r);
    std::copy(corners.begin(), corners.end(), g.buf);
    g.kind = Kind::Polygon;
    g.n = 4;
    side.rect = true, side.axisCount = 4;
  } else {
    g = detail::toGeom(s);
    side.axisCount = g.n;
  }
  return side;
}

// Axis from the circle's center to the nearest vertex of the other shape (lowest index on a tie).
AxisDef circleAxis(Vec2 c, const Geom& other) {
  int best = 0;
  for (int i = 1; i < other.n; ++i) {
    Vec2 v = other.at(i), w = other.at(best);
    int closer = exact::decide([&](auto tag) {
      using T = typename decltype(tag)::type;
      auto dv = exact::lift<T>(v) - exact::lift<T>(c), dw = exact::lift<T>(w) - exact::lift<T>(c);
      return exact::sign(T(exact::dotT(dv, dv) - exact::dotT(dw, dw)));
    });
    if (closer < 0) best = i;
  }
  Vec2 v = other.at(best);
  return v == c ? AxisDef{{0, 0}, {1, 0}, false} : AxisDef{c, v, false};
}

void interval(const Geom& g, Vec2 n, double& lo, double& hi) {
  const Vec2* v = g.v();
  if (g.kind == Kind::Disk) {
    double m = dot(v[0], n);
    lo = m - g.r, hi = m + g.r;
    return;
  }
  lo = hi = dot(v[0], n);
  for (int i = 1; i < g.n; ++i) {
    double d = dot(v[i], n);
    lo = std::min(lo, d), hi = std::max(hi, d);
  }
}

}  // namespace

SatResult separatingAxes(const Shape& a, const Shape& b) { return separatingAxes(a, b, false); }

SatResult separatingAxes(const Shape& a, const Shape& b, bool setsMeet) {
  SatSide sa = satSide(a), sb = satSide(b);
  // Each rounded projection is within 6u (|x| + |y|) of the exact one on the exact axis (u = 2^-53: the
  // unit axis is within 4u of the exact direction, the dot product adds 2u), so a gap between the rounded
  // intervals wider than 20u M (M bounds |x| + |y| + r over both shapes) decides the flag; the exact test
  // runs only inside that band.
  double M = 0;
  for (const Geom* g : {&sa.g, &sb.g})
    for (int i = 0; i < g->n; ++i) M = std::max(M, std::fabs(g->at(i).x) + std::fabs(g->at(i).y) + g->r);
  const double band = 20 * 0x1p-53 * M + 1e-290;
  SatResult out;
  out.axes.reserve(static_cast<std::size_t>(sa.axisCount + sb.axisCount + 2));
  auto add = [&](char owner, int edge, const AxisDef& ax) {
    SatAxis s;
    s.owner = owner;
    s.edge = edge;
    Vec2 raw = ax.perp ? rightPerp(ax.q - ax.p) : ax.q - ax.p;
    s.axis = normalized(raw);
    interval(sa.g, s.axis, s.aMin, s.aMax);
    interval(sb.g, s.axis, s.bMin, s.bMax);
    s.overlap = std::min(s.aMax, s.bMax) - std::max(s.aMin, s.bMin);
    if (!setsMeet) {
      double gap1 = s.bMin - s.aMax, gap2 = s.aMin - s.bMax;
      if (gap1 > band || gap2 > band)
        s.separating = true;
      else if (gap1 < -band && gap2 < -band)
        s.separating = false;
      else
        s.separating = detail::overlapSign(sa.g, sb.g, ax) < 0;
    }
    if (s.separating && out.firstSeparating < 0) out.firstSeparating = static_cast<int>(out.axes.size());
    out.axes.push_back(s);
  };
  for (int k = 0; k < sa.axisCount; ++k) add('a', k, sa.axis(k));
  for (int k = 0; k < sb.axisCount; ++k) add('b', k, sb.axis(k));
  if (sa.g.kind == Kind::Disk) add('a', -1, circleAxis(sa.g.at(0), sb.g));
  if (sb.g.kind == Kind::Disk) add('b', -1, circleAxis(sb.g.at(0), sa.g));
  return out;
}

}  // namespace hitlab
