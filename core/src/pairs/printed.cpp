// printed.cpp — roundPrinted (hitlab/relation.h): the numbers evaluate() leaves within a few ulps, each
// rounded once from its exact value (issue 27; docs/rounding.md has the forms and why they are not rounded on
// evaluate()'s own path).
//
// Every number here is n / sqrt(L) or a sum with one such term, n and L exact in the pair's coordinates:
//   SAT axis      N / sqrt(L), N the unnormalised normal AxisDef stands for, L = |N|^2
//   interval end  the extreme vertex w: w . N / sqrt(L) (a disk: c . N / sqrt(L) -+ r; a grown shape: its
//                 core's extreme vertex -+ r)
//   overlap       min(aMax, bMax) - max(aMin, bMin): (top - bottom) . N / sqrt(L) (+ the disks' r)
//   polygon push  aMax - bMin or bMax - aMin on an axis; the depth is the least, its mtv +-push N / sqrt(L),
//                 which is the rational +-((top - bottom) . N) N / L
//   distance      two polygons: NearestPairs over every vertex-edge pair (constructions.h)
//   disk mtv      the disk's push out of the polygon through the nearest edge line (centre inside) or away
//                 from the nearest point of the outline (outside), depth times the exact unit direction
// Each is rounded by roundedSumRoot (double-doubles with their bounds, the rationals when those cannot tell).
// The extremes, the least push and the nearest feature are found exactly (extremeAlong, compareExtremes,
// rational comparisons of the rounded candidates' ties): rounding is monotonic, so the least of the rounded
// values is the rounded least, and only candidates whose rounded values tie need the exact comparison.
#include <cmath>
#include <limits>
#include <vector>

#include "exact/exact.h"
#include "hitlab/relation.h"
#include "pairs/constructions.h"
#include "pairs/point_set.h"
#include "pairs/predicates.h"
#include "pairs/sat.h"
#include "pairs/tiny_lengths.h"

namespace hitlab {

namespace {

using detail::AxisDef;
using detail::Extreme;
using detail::Geom;
using detail::roundedSumRoot;
using detail::SumRoot;
using exact::lift;
using exact::V2;

// [SECTION] One number on an axis

template <class T>
V2<T> normalOf(const AxisDef& ax) {
  const V2<T> d = lift<T>(ax.q) - lift<T>(ax.p);
  return ax.perp ? V2<T>{d.y, T(-d.x)} : d;
}

// (value(top) - value(bottom)) / |n| rounded once, value(e) = e.p . n + e.side e.r |n|: an interval end
// (bottom the origin), an overlap or a push.
double roundedOnAxis(const AxisDef& ax, const Extreme& top, const Extreme& bottom) {
  return roundedSumRoot([&](auto tag) {
    using T = typename decltype(tag)::type;
    const V2<T> n = normalOf<T>(ax);
    const T L = exact::dotT(n, n);
    const T R = T(T(top.side) * T(top.r) - T(bottom.side) * T(bottom.r));
    return SumRoot<T>{T(R * L), exact::dotT(n, lift<T>(top.p) - lift<T>(bottom.p)), L, L};
  });
}

// One component of the unit axis n / |n|.
double roundedAxisComponent(const AxisDef& ax, bool y) {
  return roundedSumRoot([&](auto tag) {
    using T = typename decltype(tag)::type;
    const V2<T> n = normalOf<T>(ax);
    const T L = exact::dotT(n, n);
    return SumRoot<T>{T(0), y ? n.y : n.x, L, L};
  });
}

// A zero keeps the sign evaluate() gave it (JSON prints -0: an axis's -0 component stays as it was).
double sameZero(double v, double old) { return v == 0 && old == 0 ? old : v; }

// A rounded mtv, unless both components rounded to 0: an overlapping pair always has an mtv, so evaluate()'s
// (the smallest doubles, scaling.cpp's scaleMove) stays, as a depth below the doubles does.
void keepNonZero(Vec2 mtv, PairResult& r) {
  if (mtv.x != 0 || mtv.y != 0) r.mtv = mtv;
}

// [SECTION] SAT's axes

// The exact extremes of both shapes on one axis.
struct AxisEnds {
  AxisDef def;
  Extreme aLo, aHi, bLo, bHi;
};

// The ends of every SAT axis (a's axes, then b's: `na` of a's), and each record of `table` rounded from them
// (null: the ends alone, for the depth).
void roundSat(const Shape& a, const Shape& b, const Geom& ga, const Geom& gb, SatResult* table,
              std::vector<AxisEnds>& ends, int& na) {
  const detail::SatSide sa(a, ga), sb(b, gb);
  na = sa.axisCount;
  const int nb = sb.axisCount;
  const int count = na + nb + (detail::hasExtraAxis(sa.g(), sb.g()) ? 1 : 0);
  if (table && static_cast<int>(table->axes.size()) != count) return;  // (not SAT's list: nothing to round)
  ends.resize(static_cast<std::size_t>(count));
  const Extreme origin{};
  for (int k = 0; k < count; ++k) {
    AxisEnds& e = ends[static_cast<std::size_t>(k)];
    e.def = k < na ? sa.axis(k) : k < na + nb ? sb.axis(k - na) : detail::extraAxis(sa.g(), sb.g());
    e.aLo = detail::extremeAlong(sa.g(), e.def, -1), e.aHi = detail::extremeAlong(sa.g(), e.def, 1);
    e.bLo = detail::extremeAlong(sb.g(), e.def, -1), e.bHi = detail::extremeAlong(sb.g(), e.def, 1);
    if (!table) continue;
    SatAxis& ax = table->axes[static_cast<std::size_t>(k)];
    ax.axis = {sameZero(roundedAxisComponent(e.def, false), ax.axis.x),
               sameZero(roundedAxisComponent(e.def, true), ax.axis.y)};
    ax.aMin = sameZero(roundedOnAxis(e.def, e.aLo, origin), ax.aMin);
    ax.aMax = sameZero(roundedOnAxis(e.def, e.aHi, origin), ax.aMax);
    ax.bMin = sameZero(roundedOnAxis(e.def, e.bLo, origin), ax.bMin);
    ax.bMax = sameZero(roundedOnAxis(e.def, e.bHi, origin), ax.bMax);
    const Extreme& top = detail::compareExtremes(e.def, e.aHi, e.bHi) <= 0 ? e.aHi : e.bHi;
    const Extreme& bottom = detail::compareExtremes(e.def, e.aLo, e.bLo) >= 0 ? e.aLo : e.bLo;
    ax.overlap = sameZero(roundedOnAxis(e.def, top, bottom), ax.overlap);
  }
}

// [SECTION] Two polygons: depth and mtv

// One push of b off a along +-axis: (top - bottom) . n / |n|, rounded, and the direction b moves (+1, -1).
struct Push {
  const AxisEnds* ends;
  const Extreme *top, *bottom;
  int direction;
  double rounded;
};

// Exact: is push p less than push q? (Both positive: X / sqrt(L) compared through X^2 L'.)
bool exactlyLess(const Push& p, const Push& q) {
  auto parts = [](const Push& s, mpq_class& X, mpq_class& L) {
    const V2<mpq_class> n = normalOf<mpq_class>(s.ends->def);
    L = exact::dotT(n, n);
    X = exact::dotT(n, lift<mpq_class>(s.top->p) - lift<mpq_class>(s.bottom->p));
  };
  mpq_class Xp, Lp, Xq, Lq;
  parts(p, Xp, Lp), parts(q, Xq, Lq);
  return Xp * Xp * Lq < Xq * Xq * Lp;
}

// The least push over SAT's axes, in polygonDepthFromSat's order of candidates (the first of exact ties),
// and its mtv +-X n / L.
void roundPolygonDepth(const std::vector<AxisEnds>& ends, int na, int windingA, int windingB, PairResult& r) {
  std::vector<Push> pushes;
  pushes.reserve(2 * ends.size());
  for (std::size_t k = 0; k < ends.size(); ++k) {
    const AxisEnds& e = ends[k];
    const bool aFirst = (static_cast<int>(k) < na ? windingA : windingB) > 0;
    const Push aPast{&e, &e.aHi, &e.bLo, 1, roundedOnAxis(e.def, e.aHi, e.bLo)};
    const Push bPast{&e, &e.bHi, &e.aLo, -1, roundedOnAxis(e.def, e.bHi, e.aLo)};
    pushes.push_back(aFirst ? aPast : bPast);
    pushes.push_back(aFirst ? bPast : aPast);
  }
  const Push* best = nullptr;
  for (const Push& p : pushes)
    if (!best || p.rounded < best->rounded || (p.rounded == best->rounded && exactlyLess(p, *best)))
      best = &p;
  // (A depth below the doubles keeps evaluate()'s smallest double and its mtv: the contract's one exception.)
  if (!best || !(best->rounded > 0)) return;
  r.depth = best->rounded;
  auto component = [&](bool y) {
    return roundedSumRoot([&](auto tag) {
      using T = typename decltype(tag)::type;
      const V2<T> n = normalOf<T>(best->ends->def);
      const T X = exact::dotT(n, lift<T>(best->top->p) - lift<T>(best->bottom->p));
      return SumRoot<T>{T(T(best->direction) * X * (y ? n.y : n.x)), T(0), T(0), exact::dotT(n, n)};
    });
  };
  keepNonZero(Vec2{component(false), component(true)}, r);
}

// [SECTION] Two polygons: distance

double roundPolygonDistance(const Geom& a, const Geom& b) {
  double M = 0;
  for (const Geom* g : {&a, &b})
    for (int i = 0; i < g->n; ++i) M = std::max({M, std::fabs(g->at(i).x), std::fabs(g->at(i).y)});
  detail::NearestPairs nearest(M);
  auto everyPair = [&](auto measure) {
    for (const auto& [from, to] : {std::pair{&a, &b}, std::pair{&b, &a}})
      for (int j = 0; j < to->n; ++j)
        for (int i = 0; i < from->n; ++i) measure(from->at(i), to->edgeFrom(j), to->edgeTo(j));
  };
  everyPair([&](Vec2 p, Vec2 u, Vec2 w) {
    nearest.add(detail::vertexEdgeSquare(p.x, p.y, u.x, u.y, w.x, w.y), p, u, w);
  });
  const double d = nearest.rounded();
  if (!std::isnan(d)) return d;
  double best = std::numeric_limits<double>::infinity();
  everyPair([&](Vec2 p, Vec2 u, Vec2 w) { best = std::min(best, detail::roundedSegmentDistance(p, u, w)); });
  return best;
}

// [SECTION] A disk and a polygon: the mtv

// The disk's push out of polygon g (the mtv of (disk, polygon): the polygon moves), depth times the exact
// unit direction: through the nearest edge line when c is in the polygon (the first of exact ties), else
// away from the nearest point of the outline (unique: the polygon is convex).
Vec2 roundDiskMtv(Vec2 c, double r, const Geom& g) {
  const bool in = detail::inPolygon(g, c);
  // The nearest edge: the least rounded candidate, exact comparisons between rounded ties.
  int best = -1;
  double bestRounded = 0;
  auto exactLess = [&](int i, int j) {  // edge i nearer to c than edge j
    if (!in)
      return detail::squareToSegment(c, g.at(i), g.edgeTo(i)).square <
             detail::squareToSegment(c, g.at(j), g.edgeTo(j)).square;
    auto parts = [&](int k, mpq_class& s, mpq_class& L) {
      const V2<mpq_class> d = lift<mpq_class>(g.edgeTo(k)) - lift<mpq_class>(g.at(k));
      s = exact::crossT(d, lift<mpq_class>(c) - lift<mpq_class>(g.at(k)));
      L = exact::dotT(d, d);
    };
    mpq_class si, Li, sj, Lj;
    parts(i, si, Li), parts(j, sj, Lj);
    return si * si * Lj < sj * sj * Li;
  };
  for (int i = 0; i < g.n; ++i) {
    // (in: r past the edge line, rounded; out: the gap to the edge, rounded. Least is nearest either way.)
    const double v = in ? detail::roundedSegmentDistance(c, g.at(i), g.edgeTo(i), -r, 1, 0)
                        : detail::roundedSegmentDistance(c, g.at(i), g.edgeTo(i));
    if (best < 0 || v < bestRounded || (v == bestRounded && exactLess(i, best))) best = i, bestRounded = v;
  }
  const Vec2 p = g.at(best), q = g.edgeTo(best);
  const int sigma = g.winding;
  // The feature: the edge's inside (its outward normal N, s = (c - p) . N) or an end v.
  const bool atP = !in && detail::dotSign(p, q, p, c) <= 0,
             atQ = !in && !atP && detail::dotSign(q, p, q, c) <= 0;
  auto component = [&](bool y) {
    return roundedSumRoot([&](auto tag) {
      using T = typename decltype(tag)::type;
      const V2<T> C = lift<T>(c);
      if (atP || atQ) {  // (c - v) - r (c - v) / |c - v|
        const V2<T> w = C - lift<T>(atP ? p : q);
        const T D = exact::dotT(w, w), wc = y ? w.y : w.x;
        return SumRoot<T>{T(wc * D), T(T(-r) * wc), D, D};
      }
      // -(r + line) N / |N| inside, -(r - dist) N / |N| outside: both (s N - r N |N|) / L with s = (c - p) .
      // N.
      const V2<T> d = lift<T>(q) - lift<T>(p);
      const V2<T> N{T(T(sigma) * d.y), T(T(-sigma) * d.x)};
      const T L = exact::dotT(N, N), s = exact::dotT(C - lift<T>(p), N), nc = y ? N.y : N.x;
      return SumRoot<T>{T(s * nc), T(T(-r) * nc), L, L};
    });
  };
  return {component(false), component(true)};
}

// [SECTION] The pass

// roundPrinted (satTable) or roundLengths.
void roundNumbers(const Shape& a, const Shape& b, bool satTable, PairResult& r) {
  if (!r.error.empty()) return;
  const Geom ga = detail::toGeom(a), gb = detail::toGeom(b);
  const bool polygons = ga.kind == ShapeType::Polygon && gb.kind == ShapeType::Polygon;
  std::vector<AxisEnds> ends;
  int na = 0;
  // (The table's records when asked for; an overlapping polygon pair's depth reads the axes' ends.)
  SatResult* table = satTable && r.sat ? &*r.sat : nullptr;
  const bool depth = polygons && r.relation == Relation::Overlapping && r.depth > 0;
  if (table || depth) roundSat(a, b, ga, gb, table, ends, na);
  // (A part a query left out stays out: an apart pair's distance and an overlapping one's depth are never 0.)
  if (polygons && r.relation == Relation::Disjoint && r.distance > 0)
    r.distance = roundPolygonDistance(ga, gb);
  if (depth && !ends.empty()) roundPolygonDepth(ends, na, ga.winding, gb.winding, r);
  const bool diskA = ga.kind == ShapeType::Circle && gb.kind == ShapeType::Polygon;
  const bool diskB = gb.kind == ShapeType::Circle && ga.kind == ShapeType::Polygon;
  if ((diskA || diskB) && r.relation == Relation::Overlapping && r.mtv) {
    const Geom &disk = diskA ? ga : gb, &polygon = diskA ? gb : ga;
    const Vec2 m = roundDiskMtv(disk.at(0), disk.r, polygon);
    keepNonZero(diskA ? m : -m, r);
  }
  if (r.sat) r.sat->mtv = r.mtv;
}

}  // namespace

void roundPrinted(const Shape& a, const Shape& b, PairResult& r) { roundNumbers(a, b, true, r); }

void roundLengths(const Shape& a, const Shape& b, PairResult& r) { roundNumbers(a, b, false, r); }

}  // namespace hitlab
