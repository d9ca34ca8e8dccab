// circle_polygon_signs.cpp — a disk against a polygon from one rounded pass of signs: what
// pairs/pair_circle.cpp's circlePolytopePair gives, bit for bit, for every pair whose signs the error bounds
// certify (tests/test_full_kernels.cpp: CirclePolygonSignsGiveTheExactPredicatesResult, on every SIMD
// target).
//
// The pass over the edges is compiled once per SIMD target through Highway's foreach_target and picked at run
// time; every operation rounds as its scalar counterpart (no fused multiply-add: -ffp-contract=off), so the
// signs do not depend on the target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "fast/circle_polygon_signs.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "fast/fast_paths.h"
#include "hitlab/detail/bounds.h"
#include "pairs/circle_segment.h"
#include "pairs/constructions.h"
#include "pairs/pair_circle.h"
#include "pairs/point_set.h"

// [SECTION] Every sign at once, for a disk against a polygon

#ifndef HITLAB_DISK_POLYGON_SIGNS_TYPES  // (once, not per target)
#define HITLAB_DISK_POLYGON_SIGNS_TYPES
namespace hitlab::detail {

// The signs a disk-polygon result is made of, per vertex i and its edge i (from v_i to v_i+1), from one
// pass of rounded arithmetic with an error bound per value: 1, 0, -1, or kUnsure when the bound cannot tell
// (a touching or tangent pair: the exact predicates decide). Each is the sign of the exact predicate named.
constexpr std::int8_t kUnsure = 2;
constexpr int kMaxLanes = 4;  // (the arrays have room for the lanes past the last edge)
struct CirclePolygonSigns {
  std::int8_t vertex[kMaxSquaresEdges + kMaxLanes - 1];   // |v_i - c|^2 - r^2: circleSide(v_i, c, r)
  std::int8_t center[kMaxSquaresEdges + kMaxLanes - 1];   // cross(e_i, c - v_i): orient(v_i, v_i+1, c)
  std::int8_t along[kMaxSquaresEdges + kMaxLanes - 1];    // dot(e_i, c - v_i): > 0 when c is past v_i
  std::int8_t pastEnd[kMaxSquaresEdges + kMaxLanes - 1];  // dot(e_i, c - v_i+1): >= 0 when past v_i+1
  std::int8_t line[kMaxSquaresEdges + kMaxLanes - 1];     // cross(e_i, c - v_i)^2 - r^2 |e_i|^2: line vs r
};

}  // namespace hitlab::detail
#endif

HWY_BEFORE_NAMESPACE();
namespace hitlab::detail::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Each value's bound: every input difference and product rounds with a relative error of at most u = 2^-53,
// so a square of a difference, a product of two and their sums stay within 4u of the exact terms' magnitudes,
// 5u with one more subtraction (bounds::sumOfProducts); cross^2 - r^2 L has its own (bounds.h);
// a value below the underflow guard is never certain (products may underflow). Up to four edges per vector,
// branch-free: the signs follow no pattern a predictor learns.
void CirclePolygonSignsHere(Vec2 c, double r, const Geom& g, CirclePolygonSigns& s) {
  const hn::CappedTag<double, kMaxLanes> d;
  using V = hn::Vec<decltype(d)>;
  const int lanes = static_cast<int>(hn::Lanes(d));
  const V kSumBound = hn::Set(d, bounds::kSumOfProducts), tiny = hn::Set(d, bounds::kUnderflowGuard);
  const V squareBound = hn::Set(d, bounds::kSquareAndDifference);
  const V radiusLineBound = hn::Set(d, bounds::kSquaredCrossRounding);
  const V minusOne = hn::Set(d, -1), one = hn::Set(d, 1), unsure = hn::Set(d, kUnsure);
  const V smallestNormal = hn::Set(d, bounds::kSmallestNormal);
  const V infinity = hn::Set(d, std::numeric_limits<double>::infinity());
  // bounds::sumOfProducts, lane by lane.
  auto sumOfProducts = [&](V absTerms) { return hn::Add(hn::Mul(kSumBound, absTerms), tiny); };
  // 1 or -1 where |v| clears its bound, else kUnsure (NaN included).
  auto certainSigns = [&](V v, V bound) {
    return hn::IfThenElse(hn::Lt(v, hn::Neg(bound)), minusOne, hn::IfThenElse(hn::Gt(v, bound), one, unsure));
  };
  const int n = g.n;
  const double rr = r * r;
  const V vrr = hn::Set(d, rr), cx = hn::Set(d, c.x), cy = hn::Set(d, c.y);
  const Vec2* v = g.v();
  // The vertices in columns, vertex 0 repeated after the last (edge n - 1 ends there) and as padding.
  double vx[kMaxSquaresEdges + kMaxLanes + 1], vy[kMaxSquaresEdges + kMaxLanes + 1];
  for (int i = 0; i < n; ++i) vx[i] = v[i].x, vy[i] = v[i].y;
  for (int i = n; i < n + kMaxLanes + 1; ++i) vx[i] = v[0].x, vy[i] = v[0].y;
  for (int i = 0; i < n; i += lanes) {
    const V x0 = hn::LoadU(d, vx + i), y0 = hn::LoadU(d, vy + i);
    const V x1 = hn::LoadU(d, vx + i + 1), y1 = hn::LoadU(d, vy + i + 1);
    // e_i = v_i+1 - v_i, as rounded from the vertices; w = c - v_i and c - v_i+1.
    const V ex = hn::Sub(x1, x0), ey = hn::Sub(y1, y0), wx = hn::Sub(cx, x0), wy = hn::Sub(cy, y0);
    const V wx1 = hn::Sub(cx, x1), wy1 = hn::Sub(cy, y1);
    const V w2 = hn::Add(hn::Mul(wx, wx), hn::Mul(wy, wy));
    const V vertex = certainSigns(hn::Sub(w2, vrr), sumOfProducts(hn::Add(w2, vrr)));
    const V exwy = hn::Mul(ex, wy), eywx = hn::Mul(ey, wx);
    const V cross = hn::Sub(exwy, eywx);
    const V crossError = sumOfProducts(hn::Add(hn::Abs(exwy), hn::Abs(eywx)));
    const V center = certainSigns(cross, crossError);
    const V exwx = hn::Mul(ex, wx), eywy = hn::Mul(ey, wy);
    const V along = certainSigns(hn::Add(exwx, eywy), sumOfProducts(hn::Add(hn::Abs(exwx), hn::Abs(eywy))));
    const V exwx1 = hn::Mul(ex, wx1), eywy1 = hn::Mul(ey, wy1);
    const V pastEnd =
        certainSigns(hn::Add(exwx1, eywy1), sumOfProducts(hn::Add(hn::Abs(exwx1), hn::Abs(eywy1))));
    // cross^2 - r^2 L: the rounded cross is within crossError, so its square within crossError (2 |cross| +
    // crossError); the rest rounds as above.
    const V squared = hn::Mul(cross, cross);
    const V L = hn::Add(hn::Mul(ex, ex), hn::Mul(ey, ey)), radiusLine = hn::Mul(vrr, L);
    const V twiceCross = hn::Mul(hn::Set(d, 2), hn::Abs(cross));
    const V lineError =
        hn::Mul(hn::Add(hn::Mul(crossError, hn::Add(twiceCross, crossError)),
                        hn::Add(hn::Mul(squareBound, squared), hn::Mul(radiusLineBound, radiusLine))),
                hn::Set(d, bounds::kSquaredCrossMargin));
    // (r^2 L decides only where L is a normal number, bounds::squaredRadiusTimesLengthIsSafe; r^2 is checked
    // once for the pair.)
    const V lineBound = hn::IfThenElse(hn::Lt(L, smallestNormal), infinity, hn::Add(lineError, tiny));
    const V line = certainSigns(hn::Sub(squared, radiusLine), lineBound);
    double out[5][kMaxLanes];
    hn::StoreU(vertex, d, out[0]), hn::StoreU(center, d, out[1]), hn::StoreU(along, d, out[2]);
    hn::StoreU(pastEnd, d, out[3]), hn::StoreU(line, d, out[4]);
    for (int j = 0; j < lanes; ++j) {
      s.vertex[i + j] = static_cast<std::int8_t>(out[0][j]);
      s.center[i + j] = static_cast<std::int8_t>(out[1][j]);
      s.along[i + j] = static_cast<std::int8_t>(out[2][j]);
      s.pastEnd[i + j] = static_cast<std::int8_t>(out[3][j]);
      s.line[i + j] = static_cast<std::int8_t>(out[4][j]);
    }
  }
}

const char* CircleSignsTargetHere() { return hwy::TargetName(HWY_TARGET); }

}  // namespace hitlab::detail::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hitlab::detail {

// nearestEdgeDistance (pair_circle.cpp) from the squared distances (vertexEdgeSquare rounds each as
// pointSegmentDistance does before its root) and one square root: a square root is monotonic and correctly
// rounded, so the least root is the root of the least square, and only squares within 4 ulps of it can round
// to the same root. Squares outside length()'s plain range (it takes hypot there) go edge by edge, as the
// reference does.
// Every edge's vertexEdgeSquare from c (g.n <= kMaxSquaresEdges of them, into square); returns the least.
static double edgeSquares(Vec2 c, const Geom& g, double* square) {
  const int n = g.n;
  const Vec2* v = g.v();
  double least = std::numeric_limits<double>::infinity();
  for (int i = 0; i < n; ++i) {
    const Vec2 to = v[i + 1 == n ? 0 : i + 1];
    square[i] = vertexEdgeSquare(c.x, c.y, v[i].x, v[i].y, to.x, to.y);
    least = std::min(least, square[i]);
  }
  return least;
}

static double nearestEdgeViaSquares(Vec2 c, const Geom& g, int& edge, double* squares) {
  const int n = g.n;
  if (n <= kMaxSquaresEdges) {
    double square[kMaxSquaresEdges];
    const double least = edgeSquares(c, g, square);
    for (int i = 0; squares && i < n; ++i) squares[i] = square[i];
    if (least > 0x1p-900 && least < 0x1p899) {
      const double distance = std::sqrt(least);
      for (int i = 0; i < n; ++i)
        if (square[i] <= least * (1 + bounds::kRootTieWindow) && std::sqrt(square[i]) == distance) {
          edge = i;
          return distance;
        }
    }
  }
  return nearestEdgeDistance(c, g, edge, squares);
}

HWY_EXPORT(CirclePolygonSignsHere);
HWY_EXPORT(CircleSignsTargetHere);

const char* circlePolygonSignsTarget() { return HWY_DYNAMIC_DISPATCH(CircleSignsTargetHere)(); }

// circlePolytopePair's result (the fields `query` asks for) for a polygon of up to kMaxSquaresEdges edges
// from those signs, reading them in the order the exact predicates would be called. False when a sign read is
// not certain (nothing is written then: the caller takes the exact predicates); else every field but sat is
// written over, so a reused result keeps its points' memory.
bool circlePolygonBySigns(Vec2 c, double r, const Geom& x, Query query, PairResult& res) {
  if (x.kind != ShapeType::Polygon || x.n > kMaxSquaresEdges || !(r > 0) ||
      (x.winding != 1 && x.winding != -1))
    return false;
  if (!(r * r >= bounds::kSmallestNormal)) return false;  // (r^2 L needs a normal r^2: see the line sign)
  CirclePolygonSigns s;
  HWY_DYNAMIC_DISPATCH(CirclePolygonSignsHere)(c, r, x, s);
  bool unsure = false;
  auto read = [&](std::int8_t v) {
    unsure |= v == kUnsure;
    return int(v == kUnsure ? 0 : v);
  };
  const int n = x.n, w = x.winding;
  auto next = [n](int i) { return i + 1 == n ? 0 : i + 1; };
  // segmentDistanceVsRadius(c, r, v_i, v_i+1).
  auto edgeVsRadius = [&](int i) {
    if (read(s.along[i]) <= 0) return read(s.vertex[i]);
    if (read(s.pastEnd[i]) >= 0) return read(s.vertex[next(i)]);
    return read(s.line[i]);
  };
  bool centerIn = true;  // inPolygon(x, c)
  for (int i = 0; i < n && centerIn; ++i) centerIn = read(s.center[i]) * w >= 0;
  int side = centerIn ? -1 : 1;
  for (int i = 0; i < n && side >= 0 && !centerIn; ++i) side = std::min(side, edgeVsRadius(i));
  const Relation relation = relationFromSide(side);
  Containment containment = Containment::None;
  // circleSegmentPoints' decisions with the signs known: which roots of the circle's equation along each
  // edge lie strictly inside it (the ends on the circle are the vertex signs' zeros).
  CircleEdgeRoots roots[kMaxSquaresEdges];
  const bool wantContainment = asks(query, Query::Containment), wantPoints = asks(query, Query::Points);
  if (relation != Relation::Disjoint) {
    bool xIn = wantContainment;
    for (int i = 0; i < n && xIn; ++i) xIn = read(s.vertex[i]) <= 0;
    bool diskIn = wantContainment && !xIn;  // circleInPolygon: c at least r inside every edge line
    for (int i = 0; i < n && diskIn; ++i) diskIn = read(s.center[i]) * w > 0 && read(s.line[i]) >= 0;
    if (xIn)
      containment = Containment::BInA;
    else if (diskIn)
      containment = Containment::AInB;
    for (int i = 0; i < n && wantPoints; ++i) {
      const int ga = read(s.vertex[i]), gb = read(s.vertex[next(i)]);
      CircleEdgeRoots& e = roots[i];
      if (ga < 0 && gb > 0)
        e.large = true;
      else if (ga > 0 && gb < 0)
        e.small = true;
      else if (ga == 0 && gb > 0)
        e.large = read(s.along[i]) > 0;  // leaving a goes inward
      else if (gb == 0 && ga > 0)
        e.small = read(s.pastEnd[i]) < 0;  // reaching b comes from inside
      else if (ga > 0 && gb > 0 && read(s.along[i]) > 0 && read(s.pastEnd[i]) < 0) {
        const int line = read(s.line[i]);  // c projects inside the edge: the line's distance decides
        e.tangent = line == 0;
        e.small = e.large = line < 0;
      }
    }
  }
  if (unsure) return false;
  res.error.clear();
  res.relation = relation, res.containment = containment;
  res.points.clear();
  res.distance = 0, res.depth = 0;
  res.mtv.reset();
  if (query == Query::Relation) return true;
  if (wantPoints && relation != Relation::Disjoint) {
    for (int i = 0; i < n; ++i) {
      const Vec2 a = x.at(i), b = x.edgeTo(i);
      if (s.vertex[i] == 0) res.points.push_back(a);
      if (s.vertex[next(i)] == 0) res.points.push_back(b);
      circleEdgeRootPoints(c, r, a, b, roots[i], res.points);
    }
    sortUnique(res.points);
  } else if (relation == Relation::Disjoint && asks(query, Query::Distance)) {
    double square[kMaxSquaresEdges];
    const double least = edgeSquares(c, x, square);
    // (Apart, every edge's `along` sign was read, and `pastEnd` where along is positive: the nearest
    // feature.)
    auto feature = [&](int i) { return s.along[i] <= 0 ? -1 : s.pastEnd[i] >= 0 ? 1 : 0; };
    res.distance = std::max(roundedNearestGap(
                                c, r, x, least, 1, [&](int i) { return square[i]; }, feature),
                            0.0);
  }
  if (asks(query, Query::Depth) && relation == Relation::Overlapping) {
    Vec2 dir;
    circlePolygonDepth(c, r, x, centerIn, res.depth, dir, nearestEdgeViaSquares);
    if (res.depth > 0) res.mtv = -res.depth * dir;  // b is the polygon: it moves opposite to the disk
  }
  return true;
}

}  // namespace hitlab::detail
#endif  // HWY_ONCE
