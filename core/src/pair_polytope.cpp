// pair_polytope.cpp — points, segments and convex polygons against each other.
//
// The relation follows from the Minkowski difference M = A - B: the interiors meet exactly when the origin
// is in the relative interior of M, and the sets meet when it is in M. When M has area, its edge normals are
// edge normals of A or B, so the separating axis test over those axes decides it: a negative interval overlap
// anywhere means disjoint, a zero one (and no negative) touching, else overlapping (seed 004, with the
// boundary cases made exact). A flat M (parallel segments, a point and a segment) is a 1-D interval test.
#include <limits>

#include "fast_paths.h"
#include "geom.h"

namespace hitlab::detail {

template <class F>
static void forEachAxis(const Geom& g, F&& f) {
  for (int i = 0; i < g.edgeCount(); ++i) f(AxisDef{g.edgeFrom(i), g.edgeTo(i), true});
}

static Relation fromSign(int s) {
  return s < 0 ? Relation::Disjoint : (s == 0 ? Relation::Touching : Relation::Overlapping);
}

static Relation pointSegmentRelation(Vec2 p, Vec2 s0, Vec2 s1) {
  if (orient(s0, s1, p) != 0) return Relation::Disjoint;
  AxisDef along{s0, s1, false};
  int c0 = compareExtremes(along, {p}, {s0}), c1 = compareExtremes(along, {p}, {s1});
  if (c0 > 0 && c1 < 0) return Relation::Overlapping;
  if (c0 == 0 || c1 == 0) return Relation::Touching;
  return Relation::Disjoint;
}

static Relation polytopeRelation(const Geom& a, const Geom& b) {
  bool flat = a.kind != Kind::Polygon && b.kind != Kind::Polygon;
  if (flat) {
    if (a.kind == Kind::Point && b.kind == Kind::Point)
      return a.at(0) == b.at(0) ? Relation::Overlapping : Relation::Disjoint;
    if (a.kind == Kind::Point) return pointSegmentRelation(a.at(0), b.at(0), b.at(1));
    if (b.kind == Kind::Point) return pointSegmentRelation(b.at(0), a.at(0), a.at(1));
    AxisDef normal{a.at(0), a.at(1), true};
    if (compareExtremes(normal, {b.at(0)}, {b.at(1)}) == 0) {  // parallel segments
      if (orient(a.at(0), a.at(1), b.at(0)) != 0) return Relation::Disjoint;
      return fromSign(overlapSign(a, b, AxisDef{a.at(0), a.at(1), false}));
    }
  }
  int worst = 1;
  bool separated = false;
  auto test = [&](const AxisDef& ax) {
    if (separated) return;
    int s = overlapSign(a, b, ax);
    separated = s < 0;
    worst = std::min(worst, s);
  };
  forEachAxis(a, test);
  forEachAxis(b, test);
  return fromSign(worst);
}

// Polygon containment: a vertex certainly outside some edge settles it; a vertex the filter cannot place
// is tested exactly.
static bool allVerticesIn(const Geom& inner, const Geom& outer) {
  for (int i = 0; i < inner.n; ++i) {
    Vec2 c = inner.at(i);
    if (outer.kind != Kind::Polygon) {
      if (!inPolytope(outer, c)) return false;
      continue;
    }
    bool unsure = false;
    for (int k = 0; k < outer.n; ++k) {
      Vec2 p = outer.edgeFrom(k), q = outer.edgeTo(k);
      int s = outer.winding * filter::orient(p.x, p.y, q.x, q.y, c.x, c.y);
      if (s < 0) return false;
      unsure |= s == 0;
    }
    if (unsure && !inPolygon(outer, c)) return false;
  }
  return true;
}

// The smallest vertex-to-outline distance. A pair whose bounding-box distance already exceeds the best so
// far is skipped (that lower bound needs no division); the rest are measured as pointSegmentDistance does.
static double polytopeDistance(const Geom& a, const Geom& b) {
  // A first upper bound from the closest pair of vertices, so the box test below prunes from the start.
  double best2 = std::numeric_limits<double>::infinity();
  for (int i = 0; i < a.n; ++i)
    for (int j = 0; j < b.n; ++j) {
      Vec2 d = a.at(i) - b.at(j);
      best2 = std::min(best2, d.x * d.x + d.y * d.y);
    }
  double best = std::sqrt(best2) * (1 + 0x1p-40);  // >= the true vertex distance: a valid upper bound
  if (!std::isfinite(best) || best2 < 0x1p-900) best = std::numeric_limits<double>::infinity();
  auto scan = [&](const Geom& from, const Geom& to) {
    for (int j = 0; j < to.outlineCount(); ++j) {
      Vec2 e0 = to.edgeFrom(j), e1 = to.edgeTo(j);
      Vec2 lo{std::min(e0.x, e1.x), std::min(e0.y, e1.y)}, hi{std::max(e0.x, e1.x), std::max(e0.y, e1.y)};
      for (int i = 0; i < from.n; ++i) {
        Vec2 p = from.at(i);
        double gx = std::max({lo.x - p.x, 0.0, p.x - hi.x}), gy = std::max({lo.y - p.y, 0.0, p.y - hi.y});
        if (std::max(gx, gy) * (1 - 0x1p-40) > best) continue;  // the distance is at least this
        best = std::min(best, pointSegmentDistance(p, e0, e1));
      }
    }
  };
  scan(a, b);
  scan(b, a);
  return best;
}

// Penetration of two convex polygons: the smallest push along any edge normal (exact for convex polygons,
// whose Minkowski difference has only those normals). The SAT detail already holds every edge's unit normal
// (outward, so negated for a clockwise polygon) and both intervals on it; the candidates are taken in the
// order of the stored edge normal rightPerp(q - p), first "a's max past b's min", so ties resolve as they
// always have.
void polygonDepthFromSat(const SatResult& sat, int windingA, int windingB, PairResult& r) {
  double best = std::numeric_limits<double>::infinity();
  Vec2 move;
  for (const SatAxis& ax : sat.axes) {
    int w = ax.owner == 'a' ? windingA : windingB;
    double aPast = ax.aMax - ax.bMin, bPast = ax.bMax - ax.aMin;  // pushes along +axis and -axis
    Vec2 plus = ax.axis, minus = -ax.axis;
    if (w > 0) {
      if (aPast < best) best = aPast, move = plus;
      if (bPast < best) best = bPast, move = minus;
    } else {
      if (bPast < best) best = bPast, move = minus;
      if (aPast < best) best = aPast, move = plus;
    }
  }
  r.depth = std::max(best, 0.0);
  if (r.depth > 0) r.mtv = r.depth * move;
}

// The filtered edge-line test first (fast_paths.cpp), the exact axis comparisons when it cannot decide.
static Relation relationOf(const Geom& a, const Geom& b) {
  if (a.kind == Kind::Polygon || b.kind == Kind::Polygon) {
    std::uint8_t r = polygons(a.v(), a.n, a.kind == Kind::Polygon ? a.winding : 1, b.v(), b.n,
                              b.kind == Kind::Polygon ? b.winding : 1);
    if (r != kUndecided) return static_cast<Relation>(r);
  }
  return polytopeRelation(a, b);
}

PairResult polytopePair(const Geom& a, const Geom& b, bool full) {
  PairResult r;
  r.relation = relationOf(a, b);
  if (!full) return r;
  bool aInB = r.relation != Relation::Disjoint && allVerticesIn(a, b);
  bool bInA = r.relation != Relation::Disjoint && allVerticesIn(b, a);
  r.containment = aInB && bInA ? Containment::Equal
                  : aInB       ? Containment::AInB
                  : bInA       ? Containment::BInA
                               : Containment::None;
  bool sameClosedCurve = r.containment == Containment::Equal && a.kind == Kind::Polygon;
  if (r.relation != Relation::Disjoint && !sameClosedCurve) {
    // Edge boxes first: most of the n * m edge pairs are apart, and that needs no call at all.
    OutlineMeet meet;
    for (int i = 0; i < a.outlineCount(); ++i) {
      Vec2 p = a.edgeFrom(i), q = a.edgeTo(i);
      double x0 = std::min(p.x, q.x), x1 = std::max(p.x, q.x), y0 = std::min(p.y, q.y),
             y1 = std::max(p.y, q.y);
      for (int j = 0; j < b.outlineCount(); ++j) {
        Vec2 u = b.edgeFrom(j), w = b.edgeTo(j);
        if (std::max(u.x, w.x) < x0 || std::min(u.x, w.x) > x1 || std::max(u.y, w.y) < y0 ||
            std::min(u.y, w.y) > y1)
          continue;
        meet.addSegmentPair(p, q, u, w);
      }
    }
    r.points = meet.finish();
  }
  if (r.relation == Relation::Disjoint) r.distance = polytopeDistance(a, b);
  // Two polygons: depth and mtv come from the SAT detail (evaluateKnown, polygonDepthFromSat).
  return r;
}

}  // namespace hitlab::detail
