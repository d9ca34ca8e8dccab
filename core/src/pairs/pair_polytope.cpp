// pair_polytope.cpp — points, segments and convex polygons against each other.
//
// Algorithm:
//   relation     SAT on the Minkowski difference A - B (below); two polygons take SAT's facts from sat.cpp
//   containment  every vertex of A inside (or on) B's edge lines, and the other way round
//   points       every pair of edges by the straddle test of seed 001 (cross products, exact signs): a proper
//                crossing point, or the shared ends and collinear pieces of touching edges
//   distance     the least vertex-to-edge distance over both directions (disjoint pairs)
//   depth, mtv   the least push over SAT's axes (polygons: polygonDepthFromSat, below)
//
// The relation follows from the Minkowski difference M = A - B: the interiors meet exactly when the origin
// is in the relative interior of M, and the sets meet when it is in M. When M has area, its edge normals are
// edge normals of A or B, so the separating axis test over those axes decides it: a negative interval overlap
// anywhere means disjoint, a zero one (and no negative) touching, else overlapping (seed 004, with the
// boundary cases made exact). A flat M (parallel segments, a point and a segment) is a 1-D interval test.
#include "pairs/pair_polytope.h"

#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "hitlab/detail/bounds.h"
#include "hitlab/prepared.h"
#include "pairs/constructions.h"
#include "pairs/outline_meet.h"
#include "pairs/point_set.h"
#include "pairs/predicates.h"
#include "pairs/sat.h"
#include "pairs/sat_kernels.h"
#include "pairs/views.h"

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

Relation polytopeRelation(const Geom& a, const Geom& b) {
  bool flat = a.kind != ShapeType::Polygon && b.kind != ShapeType::Polygon;
  if (flat) {
    if (a.kind == ShapeType::Point && b.kind == ShapeType::Point)
      return a.at(0) == b.at(0) ? Relation::Overlapping : Relation::Disjoint;
    if (a.kind == ShapeType::Point) return pointSegmentRelation(a.at(0), b.at(0), b.at(1));
    if (b.kind == ShapeType::Point) return pointSegmentRelation(b.at(0), a.at(0), a.at(1));
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
    if (outer.kind != ShapeType::Polygon) {
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

namespace {

constexpr int kMaxStraddleRows = 64;  // (the straddle test's bit masks hold 64 rows)

// One bound that certifies every orientation s = dx dY - dy dX between two outlines (differences of their
// coordinates, rounded, as filter::orient takes them): with S the largest |coordinate| of either, each
// difference is at most 2S(1 + u) and the second product r at most 4S^2 (1 + u)^3, so |s| above
// 32u S^2 (1 + 2^-40) + guard clears filter::certainCross's 8u|r| + guard. Orientations below it (rare
// unless the pair is near degenerate) are left to the exact predicates. An overflowing S^2 makes the bound
// infinite: then nothing is certified, which is slow but right.
double staticOrientBound(const OutlineColumns& a, const OutlineColumns& b) {
  double S = 0;
  for (Vec2 p : {a.lo, a.hi, b.lo, b.hi}) S = std::max({S, std::fabs(p.x), std::fabs(p.y)});
  return bounds::orientForMagnitude(S);
}

// Each vertex of `f`'s least vertexEdgeSquare to the edges of `t`, a block of up to 32 vertices at a time:
// every pair is measured, elementwise over the vertices (so that it vectorises; no fused multiply-add, as
// everywhere); block(first vertex, count, their least squares) after each block.
template <class Block>
void vertexLeastSquares(const OutlineColumns& f, const OutlineColumns& t, Block block) {
  constexpr int kBlock = 32;
  double m[kBlock];
  for (int i0 = 0; i0 < f.n; i0 += kBlock) {
    const int count = std::min(kBlock, f.n - i0);
    const double* __restrict px = f.x + i0;
    const double* __restrict py = f.y + i0;
    std::fill(m, m + count, std::numeric_limits<double>::infinity());
    for (int j = 0; j < t.edges; ++j) {
      const double ax = t.x[j], ay = t.y[j], bx = t.ex[j], by = t.ey[j];
      for (int i = 0; i < count; ++i) {
        double d2 = vertexEdgeSquare(px[i], py[i], ax, ay, bx, by);
        m[i] = d2 < m[i] ? d2 : m[i];
      }
    }
    block(i0, count, m);
  }
}

double minSquaredVertexToEdge(const OutlineColumns& f, const OutlineColumns& t) {
  double best = std::numeric_limits<double>::infinity();
  vertexLeastSquares(f, t, [&](int, int count, const double* m) {
    for (int i = 0; i < count; ++i) best = std::min(best, m[i]);
  });
  return best;
}

// Every pair of a vertex of `f` and an edge of `t` whose square is not above `limit`, into `nearest`: the
// vertices' least squares as above, then the edges of each vertex within it (few: those near the least).
void keepNearPairs(const OutlineColumns& f, const OutlineColumns& t, double limit, NearestPairs& nearest) {
  vertexLeastSquares(f, t, [&](int i0, int count, const double* m) {
    for (int i = 0; i < count; ++i) {
      if (m[i] > limit) continue;
      const double px = f.x[i0 + i], py = f.y[i0 + i];
      for (int j = 0; j < t.edges; ++j)
        nearest.add(vertexEdgeSquare(px, py, t.x[j], t.y[j], t.ex[j], t.ey[j]), {px, py}, {t.x[j], t.y[j]},
                    {t.ex[j], t.ey[j]});
    }
  });
}

}  // namespace

// The smallest vertex-to-outline distance over every vertex and edge of the other shape.
// - With a point or a segment: rounded once. The least rounded square (minSquaredVertexToEdge, both ways),
//   then the pairs within its window (nearestSquareWindow) kept and measured by NearestPairs; every pair
//   measured when the window holds more than it keeps.
// - Two polygons (rects included): the root of the least rounded square (issue 27 leaves them: rounding
//   them once costs Poly8 full far beyond the speed budget, docs/rounding.md). length() is a plain square
//   root of the rounded square when that lies in (2^-900, 2^900), and the square root is monotone, so the
//   root of the smallest square is the smallest distance; outside that range the pairs are measured one by
//   one. The smallest square may be known already (SatFacts).
static double polytopeDistance(const Geom& a, const Geom& b, const OutlineColumns& ca,
                               const OutlineColumns& cb, const SatFacts& known) {
  const bool polygons = a.kind == ShapeType::Polygon && b.kind == ShapeType::Polygon;
  const double s = polygons && known.hasApartSquare
                       ? known.apartSquare
                       : std::min(minSquaredVertexToEdge(ca, cb), minSquaredVertexToEdge(cb, ca));
  const bool plain = s > 0x1p-900 && s < 0x1p900;
  if (polygons && plain) return std::sqrt(s);
  auto everyPair = [&](auto measure) {
    double best = std::numeric_limits<double>::infinity();
    for (const auto& [from, to] : {std::pair{&a, &b}, std::pair{&b, &a}})
      for (int j = 0; j < to->outlineCount(); ++j)
        for (int i = 0; i < from->n; ++i)
          best = std::min(best, measure(from->at(i), to->edgeFrom(j), to->edgeTo(j)));
    return best;
  };
  if (polygons) return everyPair(pointSegmentDistance);
  double M = 0;
  for (Vec2 p : {ca.lo, ca.hi, cb.lo, cb.hi}) M = std::max({M, std::fabs(p.x), std::fabs(p.y)});
  NearestPairs nearest(M);
  const double limit =
      plain && M < 0x1p1000 ? nearestSquareWindow(s, M) : std::numeric_limits<double>::infinity();
  keepNearPairs(ca, cb, limit, nearest);
  keepNearPairs(cb, ca, limit, nearest);
  const double d = nearest.rounded();
  return !std::isnan(d)
             ? d
             : everyPair([](Vec2 p, Vec2 e0, Vec2 e1) { return roundedSegmentDistance(p, e0, e1); });
}

// Penetration of two convex polygons: the smallest push along any edge normal (exact for convex polygons,
// whose Minkowski difference has only those normals). The SAT detail already holds every edge's unit normal
// (outward, so negated for a clockwise polygon) and both intervals on it; the candidates are taken in the
// order of the stored edge normal rightPerp(q - p), first "a's max past b's min", so ties resolve as they
// always have.
void polygonDepthFromSat(SatResult& sat, int windingA, int windingB, const SatFacts& known, PairResult& r) {
  const double leastPush = known.leastPush;
  // The first candidate, in that order, whose push is the least one (SAT's kernel found its value): what a
  // scan keeping the strictly smaller push picks, without a branch per candidate.
  double best = std::numeric_limits<double>::infinity();
  Vec2 move;
  for (auto k = static_cast<std::size_t>(known.leastPushAxis); k < sat.axes.size() && leastPush < best; ++k) {
    const SatAxis& ax = sat.axes[k];
    const bool aFirst = (ax.owner == 'a' ? windingA : windingB) > 0;
    double aPast = ax.aMax - ax.bMin, bPast = ax.bMax - ax.aMin;  // pushes along +axis and -axis
    double first = aFirst ? aPast : bPast, second = aFirst ? bPast : aPast;
    if (first == leastPush)
      best = first, move = aFirst ? ax.axis : -ax.axis;
    else if (second == leastPush)
      best = second, move = aFirst ? -ax.axis : ax.axis;
  }
  r.depth = std::max(best, 0.0);
  if (r.depth > 0) {
    const Vec2 mtv = r.depth * move;  // (both copies from the register: a copy read back stalls)
    r.mtv = mtv, sat.mtv = mtv;
  }
}

void polygonDepthFromFacts(const SatFacts& known, PairResult& r) {
  r.depth = std::max(known.leastPush, 0.0);
  if (r.depth > 0) r.mtv = r.depth * known.leastPushMove;
}

void polytopePair(const Geom& a, const Geom& b, const SatFacts& known, PreparedView& pa, PreparedView& pb,
                  Query query, PairResult& r) {
  r.relation = known.relation ? *known.relation : polytopeRelation(a, b);
  r.distance = 0;
  r.points.clear();
  const bool containment = asks(query, Query::Containment), points = asks(query, Query::Points);
  // (A convex polygon whose interval lies strictly inside the other's on each of the other's outward edge
  // normals has every vertex strictly inside each of its edge lines: SAT may have proved it already. Points
  // ask only whether two polygons are one closed curve, where the outlines meet everywhere.)
  const bool meet =
      r.relation != Relation::Disjoint && (containment || (points && a.kind == ShapeType::Polygon));
  bool aInB = known.aInB || (meet && !known.aNotInB && allVerticesIn(a, b));
  bool bInA = known.bInA || (meet && (containment || aInB) && !known.bNotInA && allVerticesIn(b, a));
  r.containment = aInB && bInA ? Containment::Equal
                  : aInB       ? Containment::AInB
                  : bInA       ? Containment::BInA
                               : Containment::None;
  bool sameClosedCurve = r.containment == Containment::Equal && a.kind == ShapeType::Polygon;
  if (!containment) r.containment = Containment::None;
  if (r.relation == Relation::Disjoint) {
    if (asks(query, Query::Distance))
      r.distance = polytopeDistance(a, b, pa.columnsOf(a), pb.columnsOf(b), known);
  } else if (points && !sameClosedCurve) {
    const OutlineColumns &ca = pa.columnsOf(a), &cb = pb.columnsOf(b);
    OutlineMeet meet(r.points);
    if (cb.edges <= 8 || ca.edges <= 8) {
      // The straddle masks of every edge pair; rows are the edges of the bigger outline. The crossing
      // point is always taken along a's edge (p) against b's (q), as it rounds differently the other way.
      const bool aRows = cb.edges <= 8;
      const OutlineColumns &rows = aRows ? ca : cb, &lanes = aRows ? cb : ca;
      std::uint64_t cross[kMaxStraddleRows / 8], unsure[kMaxStraddleRows / 8];
      if (rows.edges <= kMaxStraddleRows) {
        int words = 1;
        if (known.hasStraddleMasks && aRows) {  // (worked out already, for at most 8 rows: SatFacts)
          cross[0] = known.straddleCross, unsure[0] = known.straddleUnsure;
        } else {
          straddleMasks(rows, lanes, staticOrientBound(ca, cb), cross, unsure);
          words = (rows.edges + 7) / 8;
        }
        // The certain crossings' points, then the edge pairs the filter could not place, exactly.
        crossingPoints(ca, cb, aRows, cross, words, meet.points);
        for (int w = 0; w < words; ++w) {
          for (std::uint64_t m = unsure[w]; m != 0; m &= m - 1) {
            const int bit = std::countr_zero(m), k = 8 * w + bit / 8, l = bit % 8;
            const int i = aRows ? k : l, j = aRows ? l : k;
            meet.addSegmentPairExact({ca.x[i], ca.y[i]}, {ca.ex[i], ca.ey[i]}, {cb.x[j], cb.y[j]},
                                     {cb.ex[j], cb.ey[j]});
          }
        }
        meet.finish();
        return;
      }
    }
    // Big outlines: edge boxes first. Most of the n * m edge pairs are apart, and that needs no call at all.
    // An edge of a outside b's whole box skips b's edges at once; the others test b's edge boxes
    // elementwise (in doubles, so that it vectorises) and call only for the boxes that meet.
    const double bx0 = cb.lo.x, bx1 = cb.hi.x, by0 = cb.lo.y, by1 = cb.hi.y;
    constexpr int kBlock = 64;
    double meets[kBlock];
    for (int i = 0; i < ca.edges; ++i) {
      const double x0 = std::min(ca.x[i], ca.ex[i]), x1 = std::max(ca.x[i], ca.ex[i]),
                   y0 = std::min(ca.y[i], ca.ey[i]), y1 = std::max(ca.y[i], ca.ey[i]);
      if (bx1 < x0 || bx0 > x1 || by1 < y0 || by0 > y1) continue;
      for (int j0 = 0; j0 < cb.edges; j0 += kBlock) {
        const int count = std::min(kBlock, cb.edges - j0);
        const double *fx = cb.x + j0, *fy = cb.y + j0, *tx = cb.ex + j0, *ty = cb.ey + j0;
        for (int j = 0; j < count; ++j)  // the edge boxes overlap when all four differences are >= 0
          meets[j] = std::min(std::min(std::max(fx[j], tx[j]) - x0, x1 - std::min(fx[j], tx[j])),
                              std::min(std::max(fy[j], ty[j]) - y0, y1 - std::min(fy[j], ty[j])));
        for (int j = 0; j < count; ++j)
          if (meets[j] >= 0)
            meet.addSegmentPair({ca.x[i], ca.y[i]}, {ca.ex[i], ca.ey[i]}, {cb.x[j0 + j], cb.y[j0 + j]},
                                {cb.ex[j0 + j], cb.ey[j0 + j]});
      }
    }
    meet.finish();
  }
  // Two polygons: depth and mtv come from the SAT detail (relation.cpp's evaluateValid, polygonDepthFromSat).
}

}  // namespace hitlab::detail
