// time_of_impact.cpp — the exact time of impact of two translating shapes (hitlab/motion.h).
//
// Every shape is a core (a point, a segment or a convex polygon) grown by a radius r >= 0 (a disk: a point
// grown by r; a capsule, a rounded rect or polygon; any other shape: r = 0), R = ra + rb. Relative to b, a
// moves by v = va - vb (y up, t in [0, 1]). The times at which the two meet form one closed interval [T0, T1]
// (the line t v against their convex Minkowski difference), whose ends are times at which they touch, so at
// which a vertex of one core is at distance exactly R from an edge of the other:
//   pair spans   for each vertex of one core against each edge of the other (the vertex moving by w = v or
//                -v, the edge grown by R: a capsule, or the edge itself when R = 0), the times the vertex is
//                within R of the edge form an interval, the hull of three: the disks at the edge's ends
//                (roots of a quadratic) and the band between its offset lines (ratios with R sqrt(|d|^2)).
//                T0 is the least start over all pairs, T1 the largest end, each a + b sqrt(c) of rationals.
//   overlap      the times at which they overlap (their interiors meet: DE-9IM, as relation.h) are the
//                open interval (T0, T1), unless they slide along each other (a core edge parallel to v,
//                the cores exactly R apart across it: only touching), or, for T0 = T1, the instant T0 when
//                the Minkowski difference has no area (two points, or a point and a segment, or parallel
//                segments, R = 0) and the contact lies inside both.
//   contact      at T, the pairs whose vertex is exactly R from the edge: each gives the point where the
//                grown shapes touch (on the line between the cores' nearest points, ra from a's) and the
//                normal (that line's direction, or the edge's normal when R = 0).
// Everything here runs in GMP rationals, exact; such numbers are compared through squares (no root taken)
// and rounded once (exact::nearestSumRoot).
#include "hitlab/motion.h"

#include <gmpxx.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

#include "build_config.h"
#include "exact/exact.h"
#include "exact/rounding.h"
#include "hitlab/prepared.h"
#include "motion/bounded.h"
#include "motion/filtered_toi.h"
#include "pairs/point_set.h"
#include "pairs/scaling.h"

namespace hitlab {

namespace {

using detail::Geom;
using Q = mpq_class;

// [SECTION] Numbers a + b sqrt(c) of rationals (c >= 0)

struct Root {
  Q a, b, c;
};
Root rational(const Q& a) { return {a, 0, 0}; }
bool isRational(const Root& x) { return sgn(x.b) == 0 || sgn(x.c) == 0; }

int sign(const Root& x) { return isRational(x) ? sgn(x.a) : exact::signSumRoot(x.a, x.b, x.c); }

// sign(x - y), through squares.
int compare(const Root& x, const Root& y) {
  const Q A = x.a - y.a;
  if (isRational(y)) return sign(Root{A, x.b, x.c});
  if (isRational(x)) return sign(Root{A, Q(-y.b), y.c});
  if (x.c == y.c) return sign(Root{A, Q(x.b - y.b), x.c});
  // S = x.b sqrt(x.c) - y.b sqrt(y.c), both terms non-zero; then A + S.
  const Q X2 = x.b * x.b * x.c, Y2 = y.b * y.b * y.c;
  const int sx = sgn(x.b), sy = sgn(y.b);
  const int sS = sx != sy ? sx : sx * sgn(Q(X2 - Y2));
  const int sA = sgn(A);
  if (sA == 0) return sS;
  if (sS == 0 || sA == sS) return sA;
  // |A| against |S|: A^2 - S^2 = A^2 - X2 - Y2 + 2 x.b y.b sqrt(x.c y.c).
  const int d = exact::signSumRoot(Q(A * A - X2 - Y2), Q(2 * x.b * y.b), Q(x.c * y.c));
  return d > 0 ? sA : d < 0 ? sS : 0;
}

// Sums and rational multiples of numbers sharing their root (or rational).
Root operator+(const Root& x, const Root& y) {
  if (isRational(x)) return {Q(x.a + y.a), y.b, y.c};
  if (isRational(y)) return {Q(x.a + y.a), x.b, x.c};
  return {Q(x.a + y.a), Q(x.b + y.b), x.c};  // (x.c == y.c: every number of one contact shares T's root)
}
Root operator*(const Q& k, const Root& x) { return {Q(k * x.a), Q(k * x.b), x.c}; }
Root operator-(const Root& x, const Root& y) { return x + Q(-1) * y; }
Root square(const Root& x) { return {Q(x.a * x.a + x.b * x.b * x.c), Q(2 * x.a * x.b), x.c}; }

double rounded(const Root& x) {
  return isRational(x) ? exact::nearest(x.a) : exact::nearestSumRoot(x.a, x.b, x.c);
}

struct QV {
  Q x, y;
};
QV lift(Vec2 p) { return {p.x, p.y}; }
QV operator-(const QV& a, const QV& b) { return {Q(a.x - b.x), Q(a.y - b.y)}; }
Q dot(const QV& a, const QV& b) { return a.x * b.x + a.y * b.y; }
QV perp(const QV& v) { return {Q(-v.y), v.x}; }

struct RV {
  Root x, y;
};
RV lift(const QV& p) { return {rational(p.x), rational(p.y)}; }
RV operator+(const RV& a, const RV& b) { return {a.x + b.x, a.y + b.y}; }
RV operator-(const RV& a, const RV& b) { return {a.x - b.x, a.y - b.y}; }
RV operator*(const Q& k, const RV& v) { return {k * v.x, k * v.y}; }
RV along(const QV& p, const Root& t, const QV& w) {
  return {rational(p.x) + w.x * t, rational(p.y) + w.y * t};
}
Root dot(const QV& a, const RV& b) { return a.x * b.x + a.y * b.y; }
int compare(const RV& a, const RV& b) {  // lexicographic
  const int cx = compare(a.x, b.x);
  return cx != 0 ? cx : compare(a.y, b.y);
}

// [SECTION] Pair spans

// The times at which f + t g lies within [lo, hi] (numbers of one root): nothing, everything (no bounds),
// or bounds.
struct Range {
  bool empty = false;
  std::optional<Root> lo, hi;
};
Range within(const Q& f, const Q& g, const Root& lo, const Root& hi) {
  Range r;
  if (sgn(g) == 0) {
    r.empty = compare(rational(f), lo) < 0 || compare(rational(f), hi) > 0;
    return r;
  }
  const Q inv = 1 / g;
  Root first = inv * (lo - rational(f)), last = inv * (hi - rational(f));
  if (sgn(g) < 0) std::swap(first, last);
  r.lo = first, r.hi = last;
  return r;
}
Range intersect(Range a, const Range& b) {
  if (a.empty || b.empty) return Range{true, {}, {}};
  if (b.lo && (!a.lo || compare(*b.lo, *a.lo) > 0)) a.lo = b.lo;
  if (b.hi && (!a.hi || compare(*b.hi, *a.hi) < 0)) a.hi = b.hi;
  a.empty = a.lo && a.hi && compare(*a.lo, *a.hi) > 0;
  return a;
}

struct Span {
  Root lo, hi;
};

// The times at which the vertex p, moving by w (non-zero), is within R of the edge e0-e1 (a point when
// e0 == e1): the hull of the times within R of each end and within the band along the edge.
std::optional<Span> pairSpan(Vec2 p, const QV& w, Vec2 e0, Vec2 e1, const Q& R) {
  std::optional<Span> out;
  const auto take = [&](const Root& lo, const Root& hi) {
    if (!out) return void(out = Span{lo, hi});
    if (compare(lo, out->lo) < 0) out->lo = lo;
    if (compare(hi, out->hi) > 0) out->hi = hi;
  };
  const QV P = lift(p);
  const Q U = dot(w, w);
  for (Vec2 c : {e0, e1}) {
    // |p + t w - c|^2 <= R^2: U t^2 + 2 B t + C <= 0
    const QV u = P - lift(c);
    const Q B = dot(w, u), C = dot(u, u) - R * R, disc = B * B - U * C;
    if (sgn(disc) >= 0) take(Root{Q(-B / U), Q(-1 / U), disc}, Root{Q(-B / U), Q(1 / U), disc});
    if (e0 == e1) break;
  }
  if (e0 != e1) {
    const QV d = lift(e1) - lift(e0), n = perp(d), q = P - lift(e0);
    const Q L = dot(d, d);
    const Range r = intersect(within(dot(n, q), dot(n, w), Root{0, Q(-R), L}, Root{0, R, L}),
                              within(dot(d, q), dot(d, w), rational(0), rational(L)));
    if (!r.empty) take(*r.lo, *r.hi);  // (bounded: w is non-zero and n, d span the plane)
  }
  return out;
}

// A vertex of one core against an edge of the other: dir 1 when the vertex is a's (it moves by v
// against b's edge), -1 when it is b's (it moves by -v against a's edge).
struct VertexEdge {
  Vec2 p, e0, e1;
  int dir;
};

template <class F>
void forVertexEdgePairs(const Geom& a, const Geom& b, F&& f) {
  for (const auto& [from, to, dir] : {std::tuple{&a, &b, 1}, std::tuple{&b, &a, -1}})
    for (int i = 0; i < from->n; ++i)
      for (int j = 0; j < to->outlineCount(); ++j)
        f(VertexEdge{from->at(i), to->edgeFrom(j), to->edgeTo(j), dir});
}

// [SECTION] Contacts

// Where a pair stands at time T, in b's frame (b still, a moved by T v): the cores' nearest points.
struct Standing {
  RV onA, onB;
  bool edgeInside = false;  // the nearest point is inside the edge (not an end)
};
Standing standing(const VertexEdge& x, const QV& v, const Root& T) {
  const QV w = x.dir > 0 ? v : QV{Q(-v.x), Q(-v.y)};
  const RV P = along(lift(x.p), T, w);  // the vertex, in the edge's frame
  RV near = lift(lift(x.e0));
  bool inside = false;
  if (x.e0 != x.e1) {
    const QV E0 = lift(x.e0), d = lift(x.e1) - E0;
    const Root s = dot(d, P - lift(E0));
    if (sign(s) > 0) {
      if (sign(s - rational(dot(d, d))) >= 0) {
        near = lift(lift(x.e1));
      } else {
        near = lift(E0) + (1 / dot(d, d)) * RV{d.x * s, d.y * s};
        inside = true;
      }
    }
  }
  Standing out;
  out.edgeInside = inside;
  if (x.dir > 0) {
    out.onA = P, out.onB = near;  // (b's edge is still)
  } else {                        // a's edge is still in the vertex's frame: move both by T v into b's frame
    const RV shift = along(QV{0, 0}, T, v);
    out.onA = near + shift, out.onB = P + shift;
  }
  return out;
}

Root squaredLength(const RV& u) { return square(u.x) + square(u.y); }

struct Contact {
  std::vector<RV> points;  // in b's frame
  std::optional<RV> normal;
};

// The pairs exactly R apart at T: the touching points and the normal (from a towards b).
Contact contactAt(const Geom& a, const Geom& b, const QV& v, const Q& ra, const Q& R, const Root& T) {
  Contact out;
  forVertexEdgePairs(a, b, [&](const VertexEdge& x) {
    const Standing s = standing(x, v, T);
    const RV gap = s.onB - s.onA;
    if (compare(squaredLength(gap), rational(R * R)) != 0) return;
    out.points.push_back(sgn(R) > 0 ? s.onA + (ra / R) * gap : s.onA);
    if (sgn(R) > 0 && !out.normal) out.normal = Q(1 / R) * gap;
  });
  return out;
}

// The extreme points of collinear exact points (one, or a straight piece's two ends), rounded.
std::vector<Vec2> ends(std::vector<RV> pts, const Root& T, const QV& vb) {
  std::vector<Vec2> out;
  if (pts.empty()) return out;
  const auto least =
      std::min_element(pts.begin(), pts.end(), [](const RV& p, const RV& q) { return compare(p, q) < 0; });
  const auto most =
      std::max_element(pts.begin(), pts.end(), [](const RV& p, const RV& q) { return compare(p, q) < 0; });
  const RV shift = along(QV{0, 0}, T, vb);  // b's frame to the world: b moved by T vb
  for (const RV* p : {&*least, &*most}) {
    const RV world = *p + shift;
    out.push_back({rounded(world.x), rounded(world.y)});
    if (compare(*least, *most) == 0) break;
  }
  std::sort(out.begin(), out.end(), [](Vec2 p, Vec2 q) { return p.x < q.x || (p.x == q.x && p.y < q.y); });
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// The projections of a and b (moved by T v) on n: a's [a0, a1], b's [b0, b1].
void projections(const Geom& a, const Geom& b, const QV& n, const QV& v, const Root& T, Root& a0, Root& a1,
                 Q& b0, Q& b1) {
  Q lo, hi;
  for (const auto& [g, x0, x1] : {std::tuple{&a, &lo, &hi}, std::tuple{&b, &b0, &b1}})
    for (int i = 0; i < g->n; ++i) {
      const Q p = dot(n, lift(g->at(i)));
      if (i == 0 || p < *x0) *x0 = p;
      if (i == 0 || p > *x1) *x1 = p;
    }
  const Root shift = dot(n, v) * T;
  a0 = rational(lo) + shift, a1 = rational(hi) + shift;
}

// A core edge normal across which the cores stand exactly R apart at T (R = 0: touching, and not both
// within one line across it), pointing from a towards b: the first (a's edges, then b's) along which a
// approaches b (the axis the contact closes), else one it slides along, else any; when they slide, the one
// they slide along first.
std::optional<QV> touchingAxis(const Geom& a, const Geom& b, const QV& v, const Q& R, const Root& T,
                               bool slide) {
  std::optional<QV> best;
  int bestRank = 3;
  for (const Geom* g : {&a, &b})
    for (int j = 0; j < g->edgeCount(); ++j) {
      QV n = perp(lift(g->edgeTo(j)) - lift(g->edgeFrom(j)));
      Root a0, a1;
      Q b0, b1;
      projections(a, b, n, v, T, a0, a1, b0, b1);
      if (sgn(R) == 0 && compare(a0, a1) == 0 && b0 == b1) continue;
      const Root reach{0, R, dot(n, n)};  // R |n|
      if (compare(a0 - rational(b1), reach) == 0) {
        n = {Q(-n.x), Q(-n.y)};
      } else if (compare(rational(b0) - a1, reach) != 0) {
        continue;
      }
      const int approach = sgn(dot(n, v));
      const int rank = approach == 0 ? (slide ? 0 : 1) : approach > 0 ? (slide ? 1 : 0) : 2;
      if (rank < bestRank) best = n, bestRank = rank;
    }
  return best;
}

// The contact normal, unit: the line between the cores' nearest points (R > 0), else the edge normal the
// shapes touch across, else (corners of points or segments meeting) the motion's direction.
std::optional<Vec2> unitNormal(const Contact& c, const std::optional<QV>& axis, const QV& v) {
  if (c.normal) return Vec2{rounded(c.normal->x), rounded(c.normal->y)};
  // n / |n| = (n / L) sqrt(L) per coordinate
  const auto unit = [](const QV& n) {
    const Q L = dot(n, n);
    return Vec2{rounded(Root{0, Q(n.x / L), L}), rounded(Root{0, Q(n.y / L), L})};
  };
  if (axis) return unit(*axis);
  if (sgn(v.x) != 0 || sgn(v.y) != 0) return unit(v);
  return std::nullopt;
}

// [SECTION] Sliding and instants

// They touch across a core edge parallel to v, exactly R apart (and, R = 0, not both within that edge's
// line): they only ever touch, never overlap.
bool slides(const Geom& a, const Geom& b, const QV& v, const Q& R) {
  for (const Geom* g : {&a, &b})
    for (int j = 0; j < g->edgeCount(); ++j) {
      const QV n = perp(lift(g->edgeTo(j)) - lift(g->edgeFrom(j)));
      if (sgn(dot(n, v)) != 0) continue;
      Root a0, a1;
      Q b0, b1;
      projections(a, b, n, v, rational(0), a0, a1, b0, b1);
      if (sgn(R) == 0 && compare(a0, a1) == 0 && b0 == b1) continue;
      const Root reach{0, R, dot(n, n)};
      if (compare(rational(b0) - a1, reach) == 0 || compare(a0 - rational(b1), reach) == 0) return true;
    }
  return false;
}

// R = 0 and no area between them (two points, a point and a segment, parallel segments): at the instant T
// they overlap when the contact is a straight piece, or a point inside both (a point shape's inside is
// itself, a segment's all but its ends). With area between them an instant's contact is on its boundary.
bool overlapAtInstant(const Geom& a, const Geom& b, const QV& v, const Q& R, const Root& T,
                      const Contact& c) {
  if (sgn(R) > 0 || a.n > 2 || b.n > 2 || c.points.empty()) return false;
  for (std::size_t i = 1; i < c.points.size(); ++i)
    if (compare(c.points[i], c.points[0]) != 0) return true;
  const auto atAnEnd = [&](const Geom& g, bool moved) {
    if (g.n == 1) return false;
    for (int i = 0; i < g.n; ++i) {
      const RV end = moved ? along(lift(g.at(i)), T, v) : lift(lift(g.at(i)));
      if (compare(end, c.points[0]) == 0) return true;
    }
    return false;
  };
  return !atAnEnd(a, true) && !atAnEnd(b, false);
}

bool finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }

// [SECTION] The pair over the step

// The times they meet ([T0, T1] over the pairs' spans) and what decides the relation at any time.
struct Sweep {
  Geom ca, cb;
  Q ra, R;
  QV v;
  bool still = false, slide = false, instant = false, overlapsAtT0 = false;
  std::optional<Root> T0, T1;
  Relation now = Relation::Disjoint;

  // Disjoint outside [T0, T1]; overlapping inside it unless they slide; at T0 = T1, as that instant says.
  Relation at(const Root& t) const {
    if (still) return now;
    if (!T0 || compare(t, *T0) < 0 || compare(t, *T1) > 0) return Relation::Disjoint;
    if (instant) return overlapsAtT0 ? Relation::Overlapping : Relation::Touching;
    if (slide || compare(t, *T0) == 0 || compare(t, *T1) == 0) return Relation::Touching;
    return Relation::Overlapping;
  }
};

// (valid shapes: the cores borrow a polygon's vertices from its shape)
Sweep sweepOf(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, Relation now) {
  Sweep s;
  const Geom ga = detail::toGeom(a), gb = detail::toGeom(b);
  s.ca = detail::coreOf(ga), s.cb = detail::coreOf(gb);
  s.ra = ga.r, s.R = s.ra + Q(gb.r);
  s.v = lift(va) - lift(vb);
  s.now = now;
  s.still = sgn(s.v.x) == 0 && sgn(s.v.y) == 0;
  if (s.still) return s;
  forVertexEdgePairs(s.ca, s.cb, [&](const VertexEdge& x) {
    const QV w = x.dir > 0 ? s.v : QV{Q(-s.v.x), Q(-s.v.y)};
    if (const std::optional<Span> span = pairSpan(x.p, w, x.e0, x.e1, s.R)) {
      if (!s.T0 || compare(span->lo, *s.T0) < 0) s.T0 = span->lo;
      if (!s.T1 || compare(span->hi, *s.T1) > 0) s.T1 = span->hi;
    }
  });
  s.slide = slides(s.ca, s.cb, s.v, s.R);
  s.instant = s.T0 && compare(*s.T0, *s.T1) == 0;
  s.overlapsAtT0 = s.instant && overlapAtInstant(s.ca, s.cb, s.v, s.R, *s.T0,
                                                 contactAt(s.ca, s.cb, s.v, s.ra, s.R, *s.T0));
  return s;
}

// Whether the filtered paths (motion/filtered_toi.h) may answer: the same answer where they decide it.
bool filtersOn(Vec2 va, Vec2 vb) {
  return detail::kFast && exact::tStages == exact::Stages::All && finite(va) && finite(vb);
}

// The rational sweep: every pair, every case.
TimeOfImpact sweptTimeOfImpact(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, ImpactQuery what) {
  const bool timeOnly = what == ImpactQuery::Time;
  TimeOfImpact out;
  // (the relation, and its points for the full answer: all it reads)
  const PairResult now = evaluate(a, b, timeOnly ? Query::Relation : Query::Points);
  if (!now.error.empty()) return out.error = now.error, out;
  if (!finite(va) || !finite(vb)) return out.error = "a motion is not finite", out;
  const Sweep sw = sweepOf(a, va, b, vb, now.relation);
  out.atEnd = sw.at(rational(1));
  // Already meeting at t = 0: the pair's own points, and the normal they touch along.
  if (now.relation != Relation::Disjoint) {
    out.kind = now.relation == Relation::Overlapping ? ImpactCase::Overlapping : ImpactCase::Touching;
    out.t = 0.0;
    if (timeOnly) return out;
    out.points = now.points;
    if (now.relation == Relation::Touching)
      out.normal = unitNormal(contactAt(sw.ca, sw.cb, sw.v, sw.ra, sw.R, rational(0)),
                              touchingAxis(sw.ca, sw.cb, sw.v, sw.R, rational(0), sw.slide), sw.v);
    return out;
  }
  // First contact at T0 within the step: the contact there, and whether they overlap after it.
  const std::optional<Root>& T0 = sw.T0;
  if (!T0 || compare(*T0, rational(1)) > 0 || sign(*sw.T1) < 0) return out;
  out.t = rounded(*T0);
  if (!timeOnly) {
    const Contact contact = contactAt(sw.ca, sw.cb, sw.v, sw.ra, sw.R, *T0);
    out.points = ends(contact.points, *T0, lift(vb));
    out.normal = unitNormal(contact, touchingAxis(sw.ca, sw.cb, sw.v, sw.R, *T0, sw.slide), sw.v);
  }
  const bool overlapsInStep = sw.instant ? sw.overlapsAtT0 : !sw.slide && compare(*T0, rational(1)) < 0;
  out.kind = overlapsInStep ? ImpactCase::Entering : ImpactCase::Grazing;
  out.tunnels = out.atEnd == Relation::Disjoint;
  return out;
}

}  // namespace

TimeOfImpact timeOfImpact(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, ImpactQuery what) {
  // (two polygons, a disk and a polygon, a point and a segment: bounded doubles)
  if (filtersOn(va, vb)) {
    if (std::optional<TimeOfImpact> fast = detail::filteredPolygonToi(a, va, b, vb, what))
      return *std::move(fast);
    if (std::optional<TimeOfImpact> fast = detail::filteredDiskPolygonToi(a, va, b, vb, what))
      return *std::move(fast);
    if (std::optional<TimeOfImpact> fast = detail::filteredPointSegmentToi(a, va, b, vb, what))
      return *std::move(fast);
  }
  return sweptTimeOfImpact(a, va, b, vb, what);
}

namespace {

// A prepared shape's point set as polygonGeom(shape, cores) gives it (motion/bounded.h): a small polygon's
// from what the shape holds (its vertices and winding), any other from the shape.
std::optional<detail::Geom> preparedGeom(const PreparedShape& p, detail::toi::Cores cores) {
  if (!p.smallPolygon()) return detail::toi::polygonGeom(p.shape(), cores);
  detail::Geom g;
  g.kind = ShapeType::Polygon, g.n = p.satAxes(), g.ext = p.inlineVertices(), g.winding = p.winding();
  return g;
}

// The filtered paths on prepared shapes, answering into `out` (a default TimeOfImpact; left one when they
// decline). Written in place: the answer is returned without a copy.
bool filteredPrepared(const PreparedShape& a, Vec2 va, const PreparedShape& b, Vec2 vb, ImpactQuery what,
                      TimeOfImpact& out) {
  const Shape &sa = a.shape(), &sb = b.shape();
  if (!filtersOn(va, vb) || !a.valid() || !b.valid() ||
      !detail::inComfortableRange(a.magnitude(), b.magnitude()))
    return false;
  using detail::toi::Cores;
  const auto disk = [](const Shape& s) {
    const auto* c = std::get_if<Circle>(&s);
    return c && c->radius > 0;
  };
  if (disk(sa) != disk(sb)) {
    if (const std::optional<detail::Geom> poly = preparedGeom(disk(sa) ? b : a, Cores::Any))
      if (detail::filteredDiskPolygonToi(sa, va, sb, vb, *poly, what, out, &a, &b)) return true;
  } else if (const std::optional<detail::Geom> ga = preparedGeom(a, Cores::PolygonsAndPoints)) {
    if (const std::optional<detail::Geom> gb = preparedGeom(b, Cores::PolygonsAndPoints))
      if (detail::filteredPolygonToi(sa, *ga, va, sb, *gb, vb, what, out, &a, &b)) return true;
  }
  out = TimeOfImpact{};  // (a path that declined may have begun writing it)
  if (std::optional<TimeOfImpact> fast = detail::filteredPointSegmentToi(sa, va, sb, vb, what)) {
    out = *std::move(fast);
    return true;
  }
  return false;
}

}  // namespace

TimeOfImpact timeOfImpact(const PreparedShape& a, Vec2 va, const PreparedShape& b, Vec2 vb,
                          ImpactQuery what) {
  TimeOfImpact out;  // (the one object returned: the caller's, written in place)
  if (!filteredPrepared(a, va, b, vb, what, out)) out = sweptTimeOfImpact(a.shape(), va, b.shape(), vb, what);
  return out;
}

std::optional<Relation> relationAtTime(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, double t) {
  if (!finite(va) || !finite(vb) || !std::isfinite(t)) return std::nullopt;
  const PairResult now = evaluate(a, b, Query::Relation);
  if (!now.error.empty()) return std::nullopt;
  return sweepOf(a, va, b, vb, now.relation).at(rational(t));
}

namespace detail {

// (0 when they meet at t = 0; evaluate decides, as timeOfImpact does)
std::optional<Root> firstTime(const Shape& a, Vec2 va, const Shape& b) {
  const PairResult now = evaluate(a, b, Query::Relation);
  if (!now.error.empty()) return std::nullopt;
  if (now.relation != Relation::Disjoint) return rational(0);
  return sweepOf(a, va, b, Vec2{0, 0}, now.relation).T0;
}

int compareFirstTimes(const Shape& a, Vec2 va, const Shape& b1, const Shape& b2) {
  const std::optional<Root> t1 = firstTime(a, va, b1), t2 = firstTime(a, va, b2);
  if (!t1 || !t2) return t1 ? -1 : t2 ? 1 : 0;
  return compare(*t1, *t2);
}

}  // namespace detail

const char* impactCaseName(ImpactCase c) {
  switch (c) {
    case ImpactCase::None:
      return "none";
    case ImpactCase::Overlapping:
      return "overlapping";
    case ImpactCase::Touching:
      return "touching";
    case ImpactCase::Entering:
      return "entering";
    case ImpactCase::Grazing:
      return "grazing";
  }
  return "none";
}

}  // namespace hitlab
