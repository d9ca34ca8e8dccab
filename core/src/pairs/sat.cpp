// sat.cpp — the separating axis test on the declared shapes, with every candidate axis reported.
//
// Algorithm (seed 004): the candidate axes are the outward edge normals of both shapes (a rect's four fixed
// ones) and, with a circle, the axis from its center to the other shape's nearest vertex. Both shapes are
// projected on each axis (their extreme vertices; a circle's center -+ r); an axis separates when the two
// intervals are disjoint. Convex shapes are apart exactly when some axis separates (the separating
// hyperplane theorem); the first such axis is where an early-exit test stops.
//
// Intervals are rounded (within a few ulps of the true projections on the unit normal); each `separating`
// flag is decided exactly on the unnormalised normal, where the projections are exact rationals (or, for a
// circle, a rational plus r times the normal's length, compared through squares).
#include "pairs/sat.h"

#include <cmath>
#include <cstddef>
#include <cstring>
#include <limits>
#include <optional>
#include <type_traits>
#include <vector>

#include "build_config.h"
#include "exact/exact.h"
#include "hitlab/detail/bounds.h"
#include "pairs/point_set.h"
#include "pairs/predicates.h"
#include "pairs/sat_kernels.h"
#include "pairs/views.h"

namespace hitlab {

using detail::AxisDef;
using detail::classifyRuns;
using detail::Geom;
using detail::projectOnAxes;
using detail::writeAxes;

bool hasSat(ShapeType a, ShapeType b) {
  auto area = [](ShapeType t) {
    return t == ShapeType::Rect || t == ShapeType::Polygon || t == ShapeType::Capsule;
  };
  return (area(a) && area(b)) || (a == ShapeType::Circle && area(b)) || (area(a) && b == ShapeType::Circle);
}

namespace {

// The index of the least of n rounded squared distances when their bounds certify it
// (bounds::lowerSquare, upperSquare): exactly one lower bound at most the least upper bound (its own), every
// other square certainly larger. -1 when another may be as small (a tie or a near tie: the exact comparisons
// decide).
int certainLeast(const double* square, int n) {
  double least = std::numeric_limits<double>::infinity();
  for (int i = 0; i < n; ++i) least = std::min(least, square[i]);
  const double limit = bounds::upperSquare(least);
  int best = -1, near = 0;
  for (int i = 0; i < n; ++i)
    if (!(bounds::lowerSquare(square[i]) > limit)) best = i, ++near;
  return near == 1 ? best : -1;
}

// The vertex of g nearest to c when rounded squared distances certify it (certainLeast), else -1.
int certainNearestVertex(Vec2 c, const Geom& g) {
  constexpr int kMaxFiltered = 64;
  if (g.n > kMaxFiltered) return -1;
  double square[kMaxFiltered];
  for (int i = 0; i < g.n; ++i) {
    const double dx = g.at(i).x - c.x, dy = g.at(i).y - c.y;
    square[i] = dx * dx + dy * dy;
  }
  return certainLeast(square, g.n);
}

// The nearest pair of a vertex of `from` and a vertex of `to` (index i * to.n + j) when rounded squared
// distances certify it (certainLeast), else -1.
int certainNearestPair(const Geom& from, const Geom& to) {
  constexpr int kMaxFiltered = 256;
  const int n = from.n * to.n;
  if (n > kMaxFiltered) return -1;
  double square[kMaxFiltered];
  for (int i = 0; i < from.n; ++i)
    for (int j = 0; j < to.n; ++j) {
      const double dx = to.at(j).x - from.at(i).x, dy = to.at(j).y - from.at(i).y;
      square[i * to.n + j] = dx * dx + dy * dy;
    }
  return certainLeast(square, n);
}

// Normalises raw normals in place, as normalized() does each (sqrt and division are correctly rounded in
// every clone, so the unit normal of an axis is the same whichever pair or machine computes it).
void normalizeAxes(double* __restrict nx, double* __restrict ny, int count) {
  bool inRange = true;  // every squared length where length() takes the plain square root
  for (int k = 0; k < count; ++k) {
    double s = nx[k] * nx[k] + ny[k] * ny[k];
    inRange &= s > 0x1p-900 && s < 0x1p900;
  }
  if (inRange) {
    for (int k = 0; k < count; ++k) {
      double l = std::sqrt(nx[k] * nx[k] + ny[k] * ny[k]);
      nx[k] /= l, ny[k] /= l;
    }
  } else {
    for (int k = 0; k < count; ++k) {
      Vec2 n = normalized({nx[k], ny[k]});
      nx[k] = n.x, ny[k] = n.y;
    }
  }
}

}  // namespace

AxisDef detail::circleAxis(Vec2 c, const Geom& other) {
  if (const int nearest = certainNearestVertex(c, other); nearest >= 0) {
    const Vec2 v = other.at(nearest);
    return v == c ? AxisDef{{0, 0}, {1, 0}, false} : AxisDef{c, v, false};
  }
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

bool detail::hasExtraAxis(const Geom& a, const Geom& b) {
  return a.kind != ShapeType::Polygon || b.kind != ShapeType::Polygon;
}

char detail::extraAxisOwner(const Geom& a, const Geom& b) {
  if (a.kind == ShapeType::Circle) return 'a';
  if (b.kind == ShapeType::Circle) return 'b';
  return a.kind != ShapeType::Polygon ? 'a' : 'b';
}

AxisDef detail::extraAxis(const Geom& a, const Geom& b) {
  const bool fromA = extraAxisOwner(a, b) == 'a';
  const Geom &from = fromA ? a : b, &to = fromA ? b : a;
  if (from.kind == ShapeType::Circle) return circleAxis(from.at(0), to);
  // (a grown shape: its core's vertices against the other's, the nearest pair by exact squared distances;
  // the first of them when several are as near. Rounded squares first, a speed-only filter that gives the
  // loop's pair wherever it answers: off with the bounded tiers, as the tests hold it to the loop.)
  if (const int nearest = exact::tStages == exact::Stages::All ? certainNearestPair(from, to) : -1;
      nearest >= 0) {
    const Vec2 p = from.at(nearest / to.n), q = to.at(nearest % to.n);
    return p == q ? AxisDef{{0, 0}, {1, 0}, false} : AxisDef{p, q, false};
  }
  int bi = 0, bj = 0;
  for (int i = 0; i < from.n; ++i)
    for (int j = 0; j < to.n; ++j) {
      if (i == 0 && j == 0) continue;
      const Vec2 p = from.at(i), q = to.at(j), p0 = from.at(bi), q0 = to.at(bj);
      const int closer = exact::decide([&](auto tag) {
        using T = typename decltype(tag)::type;
        auto d = exact::lift<T>(q) - exact::lift<T>(p), d0 = exact::lift<T>(q0) - exact::lift<T>(p0);
        return exact::sign(T(exact::dotT(d, d) - exact::dotT(d0, d0)));
      });
      if (closer < 0) bi = i, bj = j;
    }
  const Vec2 p = from.at(bi), q = to.at(bj);
  return p == q ? AxisDef{{0, 0}, {1, 0}, false} : AxisDef{p, q, false};
}

SatResult separatingAxes(const Shape& a, const Shape& b) { return separatingAxes(a, b, false); }

SatResult separatingAxes(const Shape& a, const Shape& b, bool setsMeet) {
  return detail::separatingAxes(a, b, detail::toGeom(a), detail::toGeom(b), setsMeet);
}

int detail::satAxisCount(const Shape& s) {
  if (roundingOf(s) != 0) return 0;  // (a grown shape prepares no SAT data: its pairs project it whole)
  if (auto* p = std::get_if<Polygon>(&s)) return static_cast<int>(p->points.size());
  return std::holds_alternative<Rect>(s) ? 4 : 0;
}

detail::SatPrep detail::prepareSat(const Shape& s, const Geom& g, double* buf) {
  SatPrep p;
  if (std::holds_alternative<Point>(s) || std::holds_alternative<Segment>(s)) return p;  // never in SAT
  if (std::holds_alternative<Capsule>(s) || roundingOf(s) != 0) {  // (none prepared: satAxisCount)
    p.size = detail::satSize(g);
    return p;
  }
  SatSide side(s, g);
  p.count = side.axisCount;
  double *nx = buf, *ny = buf + p.count, *lo = buf + 2 * p.count, *hi = buf + 3 * p.count;
  side.rawNormals(nx, ny);
  normalizeAxes(nx, ny, p.count);
  projectOnAxes(side.g(), nx, ny, p.count, lo, hi);
  p.size = detail::satSize(side.g());
  p.nx = nx, p.ny = ny, p.lo = lo, p.hi = hi;
  return p;
}

SatResult detail::separatingAxes(const Shape& a, const Shape& b, const Geom& ga, const Geom& gb,
                                 bool setsMeet, SatFacts* facts, const SatPrep* prepA, const SatPrep* prepB) {
  SatResult out;
  separatingAxes(a, b, ga, gb, setsMeet, facts, prepA, prepB, out);
  return out;
}

void detail::separatingAxes(const Shape& a, const Shape& b, const Geom& ga, const Geom& gb, bool setsMeet,
                            SatFacts* facts, const SatPrep* prepA, const SatPrep* prepB, SatResult& out) {
  const SatSide sa(a, ga), sb(b, gb);
  // (a grown shape keeps no SAT data: satAxisCount)
  if (prepA && prepA->count != sa.axisCount) prepA = nullptr;
  if (prepB && prepB->count != sb.axisCount) prepB = nullptr;
  // Each rounded projection is within 6u (|x| + |y|) of the exact one on the exact axis (u = 2^-53: the
  // unit axis is within 4u of the exact direction, the dot product adds 2u), so a gap between the rounded
  // intervals wider than 20u M (M bounds |x| + |y| + r over both shapes, found while projecting) decides the
  // flag; the exact test runs only inside that band. Axes first (unit normals in column form), then every
  // projection at once, then the flags.
  const int na = sa.axisCount, nb = sb.axisCount;
  const int count = na + nb + (hasExtraAxis(sa.g(), sb.g()) ? 1 : 0);
  constexpr int kInline = 64;  // columns on the stack; bigger polygons use the heap
  const std::size_t columnsSize = 8 * static_cast<std::size_t>(count) + 2 * kRunReadSlack;
  double inlineColumns[8 * kInline + 2 * kRunReadSlack];
  std::vector<double> heapColumns;
  double* col = inlineColumns;
  if (count > kInline) heapColumns.resize(columnsSize), col = heapColumns.data();
  // Columns: the axes, both intervals, then each axis's state (0 clear, 1 apart, 2 unsure) and the interval
  // overlaps, which classifyRuns writes in whole blocks of 8 (hence the room after state).
  double *nx = col, *ny = col + count, *aLo = col + 2 * count, *aHi = col + 3 * count;
  double *bLo = col + 4 * count, *bHi = col + 5 * count, *state = col + 6 * count;
  double* overlap = state + count + kRunReadSlack;
  std::optional<AxisDef> circleAxisDef;  // a disk's or grown shape's axis (last), kept for an exact decision
  auto axisDef = [&](int k) {
    if (k < na) return sa.axis(k);
    if (k < na + nb) return sb.axis(k - na);
    return *circleAxisDef;
  };
  // The axes in runs of columns: one run, or with both shapes prepared a's axes (its own intervals known)
  // and b's, read where they are rather than copied (a disk and a prepared polygon: the polygon's, then the
  // circle's axis).
  Run runs[2];
  int runCount = 1;
  double M;
  if (prepA && prepB && count == na + nb) {  // only a on b's axes and b on a's are left to project
    projectOnAxes(sa.g(), prepB->nx, prepB->ny, nb, aLo + na, aHi + na);
    projectOnAxes(sb.g(), prepA->nx, prepA->ny, na, bLo, bHi);
    M = std::max(prepA->size, prepB->size);
    runs[0] = {prepA->nx, prepA->ny, prepA->lo, prepA->hi, bLo, bHi, 0, na};
    runs[1] = {prepB->nx - na, prepB->ny - na, aLo, aHi, prepB->lo - na, prepB->hi - na, na, count};
    runCount = 2;
  } else if (const bool diskA = sa.g().kind == ShapeType::Circle;
             count == na + nb + 1 &&
             (diskA ? prepB != nullptr : sb.g().kind == ShapeType::Circle && prepA != nullptr)) {
    // A disk and a prepared polygon: the polygon's axes with its own intervals where they are, the disk's
    // intervals on them, and the circle's vertex axis (last) with both projected.
    const SatPrep& prep = diskA ? *prepB : *prepA;
    const int last = count - 1;
    circleAxisDef = diskA ? circleAxis(sa.g().at(0), sb.g()) : circleAxis(sb.g().at(0), sa.g());
    const Vec2 raw = rawNormal(*circleAxisDef);
    nx[last] = raw.x, ny[last] = raw.y;
    normalizeAxes(nx + last, ny + last, 1);
    projectOnAxes(sa.g(), nx + last, ny + last, 1, aLo + last, aHi + last);
    projectOnAxes(sb.g(), nx + last, ny + last, 1, bLo + last, bHi + last);
    if (diskA) {
      projectOnAxes(sa.g(), prep.nx, prep.ny, nb, aLo, aHi);
      runs[0] = {prep.nx, prep.ny, aLo, aHi, prep.lo, prep.hi, 0, nb};
    } else {
      projectOnAxes(sb.g(), prep.nx, prep.ny, na, bLo, bHi);
      runs[0] = {prep.nx, prep.ny, prep.lo, prep.hi, bLo, bHi, 0, na};
    }
    runs[1] = {nx, ny, aLo, aHi, bLo, bHi, last, count};
    runCount = 2;
    M = std::max(prep.size, detail::satSize(diskA ? sa.g() : sb.g()));
  } else {
    sa.rawNormals(nx, ny);
    sb.rawNormals(nx + na, ny + na);
    if (count > na + nb) {
      circleAxisDef = extraAxis(sa.g(), sb.g());
      Vec2 raw = rawNormal(*circleAxisDef);
      nx[count - 1] = raw.x, ny[count - 1] = raw.y;
    }
    normalizeAxes(nx, ny, count);
    projectOnAxes(sa.g(), nx, ny, count, aLo, aHi);
    projectOnAxes(sb.g(), nx, ny, count, bLo, bHi);
    M = std::max(detail::satSize(sa.g()), detail::satSize(sb.g()));
    runs[0] = {nx, ny, aLo, aHi, bLo, bHi, 0, count};
  }
  const double band = bounds::satGap(M);
  // Each axis's rounded gaps against the band: apart, clear, or unsure (the exact test decides the flag).
  GapSummary gaps;
  classifyRuns(runs, runCount, na, ga.winding, gb.winding, band, state, overlap, gaps);
  const int apart = gaps.apart, clear = gaps.clear, unsure = gaps.unsure;
  if (facts && ga.kind == ShapeType::Polygon && gb.kind == ShapeType::Polygon) {
    facts->size = M;
    if (apart > 0) {  // the first axis with the widest gap (from a towards b)
      facts->relation = Relation::Disjoint;
      for (int r = 0, found = 0; r < runCount && !found; ++r)
        for (int k = runs[r].begin; k < runs[r].end && !found; ++k) {
          const Run& u = runs[r];
          double gap1 = u.bLo[k] - u.aHi[k], gap2 = u.aLo[k] - u.bHi[k];
          if ((found = std::max(gap1, gap2) == gaps.widest))
            facts->apartAxis = gap2 > gap1 ? Vec2{-u.nx[k], -u.ny[k]} : Vec2{u.nx[k], u.ny[k]};
        }
    }
    if (clear == count) facts->relation = Relation::Overlapping;
    facts->aNotInB = gaps.aOut > 0, facts->bNotInA = gaps.bOut > 0;
    facts->leastPush = gaps.leastPush;
  }
  setsMeet |= clear == count;  // no axis separates
  out.firstSeparating = -1;
  out.mtv.reset();
  out.axes.resize(static_cast<std::size_t>(count));
  SatAxis* axes = out.axes.data();
  writeAxes(runs, runCount, na, setsMeet, state, overlap, axes);
  if (count > na + nb) axes[count - 1].owner = extraAxisOwner(sa.g(), sb.g()), axes[count - 1].edge = -1;
  if (!setsMeet && unsure > 0)  // only a gap inside the band takes the exact test
    for (int k = 0; k < count; ++k)
      if (state[k] == 2.0) axes[k].separating = detail::overlapSign(sa.g(), sb.g(), axisDef(k)) < 0;
  if (!setsMeet && apart + unsure > 0)
    for (int k = 0; k < count && out.firstSeparating < 0; ++k)
      if (axes[k].separating) out.firstSeparating = k;
}

}  // namespace hitlab
