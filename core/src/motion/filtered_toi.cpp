// filtered_toi.cpp — the time of impact of two convex polygons without radius (motion/filtered_toi.h): the
// separating axis test with velocities, decided in doubles with rigorous bounds, its numbers rounded from
// double-doubles.
//
// In b's frame a moves by v = va - vb. On an axis n (an edge normal of either polygon; for two polygons with
// area these axes decide every relation), a's interval [a0, a1] moves at s = n.v against b's [b0, b1]: they
// overlap while Q <= t s <= P (P = b1 - a0, Q = b0 - a1), the times [Q / s, P / s] for s > 0 (swapped and
// negated for s < 0), always or never for s = 0. The pair meets over the intersection [tin, tout] of every
// axis's times: the latest entering time and the earliest leaving one, and touches at their ends.
//
// Bounds (u = 2^-53): coordinates are taken relative to a's first vertex (each difference within u of
// itself), edge normals are differences too, so a projection n.r computed in doubles is within
// 4u (|nx rx| + |ny ry|) of the exact one (two input errors and three roundings per term, 5u taken), and the
// same holds for s = n.v; from there on exact::Fl carries the bounds. At the winning axis the time, the
// contact vertex moved to it and the unit normal are computed in double-doubles from exact differences and
// rounded once where exact::roundsToOne certifies it.
#include "motion/filtered_toi.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "hitlab/detail/bounds.h"
#include "motion/bounded.h"
#include "motion/swept_kernels.h"
#include "pairs/sat_kernels.h"
#include "pairs/scaling.h"
#include "shape_checks.h"

namespace hitlab::detail {

std::optional<Geom> toi::polygonGeom(const Shape& s, Cores cores) {
  int winding = 0;
  if (cores != Cores::Polygons && std::holds_alternative<Point>(s)) return toGeom(s, 0);
  if (cores == Cores::Any && std::holds_alternative<Segment>(s)) return toGeom(s, 0);
  if (const auto* p = std::get_if<Polygon>(&s)) {
    if (p->radius != 0 || p->points.size() > kMaxVertices) return std::nullopt;
    winding = certainWinding(p->points);
    if (winding == 0) return std::nullopt;
  } else if (const auto* r = std::get_if<Rect>(&s)) {
    if (r->radius != 0) return std::nullopt;
  } else {
    return std::nullopt;
  }
  const Geom g = toGeom(s, winding);
  if (g.kind != ShapeType::Polygon || g.n < 3) return std::nullopt;
  return g;
}

namespace {

using namespace toi;

// [SECTION] Times

// A time num / den, den certainly positive.
struct Time {
  Fl num, den;
};
// (Fl's products and difference written out: no exact-zero branches, the same bound or a larger one)
Sign compare(const Time& x, const Time& y) {
  const double p = x.num.v * y.den.v, q = y.num.v * x.den.v, v = p - q;
  const double e = ((std::fabs(x.num.v) * y.den.e + std::fabs(y.den.v) * x.num.e + x.num.e * y.den.e +
                     std::fabs(y.num.v) * x.den.e + std::fabs(x.den.v) * y.num.e + y.num.e * x.den.e +
                     (std::fabs(p) + std::fabs(q) + std::fabs(v)) * kUnit) *
                        exact::kSlack +
                    2 * exact::kTiny) *
                   exact::kSlack;
  return signOf(Fl(v, e));
}

// [SECTION] Projections

// N values of T left uninitialized, each element's lifetime begun by its assignment (a union member
// assigned): Vec2's members are initialized, and clearing 3 KiB of frame and axes on every call showed in
// the profile.
template <class T, int N>
struct Uninitialized {
  Uninitialized() {}  // NOLINT(modernize-use-equals-default): `= default` would leave the union unusable
  union {
    T v[N];
  };
  T& operator[](int i) { return v[i]; }
  const T& operator[](int i) const { return v[i]; }
};

struct Frame {  // every vertex relative to a's first one: a's [0, na), b's [na, n)
  Uninitialized<Vec2, 2 * kMaxVertices> v;  // (points: the projection kernel's input)
  double largestX = 0, largestY = 0;
  int na = 0, n = 0;
};

struct Edge {
  Vec2 e0, e1;
};

// Whether the relative motion va - vb is exactly parallel to the edge (s = 0).
bool movesAlong(const Edge& edge, Vec2 va, Vec2 vb) { return parallel(edge.e0, edge.e1, vb, va); }

// One polygon's side on the axis of `edge` (its least or largest projection), exactly enough to round the
// time: the vertices the filter cannot rule out, projected in double-doubles; `single` when there is one.
struct Side {
  DD value;
  Vec2 vertex;
  bool single = false;
};
// (lo and hi: the least and largest projection of the polygon on the axis, as the projection kernel rounds
// them; ownEdge: the axis is an edge of g)
Side sideOf(const Geom& g, const Frame& f, int from, const Edge& edge, bool ownEdge, bool largest, double lo,
            double hi) {
  // The side a polygon shows its own edge's normal is that edge, exactly 0 from its first vertex: a valid
  // polygon is strictly convex (certainWinding, or its prepared shape's validity), so every other vertex
  // projects strictly inside, and the edge's left normal points into a counter-clockwise polygon.
  if (ownEdge && largest == (g.winding < 0)) {
    Side edgeSide;
    edgeSide.value = DD(0.0), edgeSide.vertex = edge.e0;  // (two vertices: not single)
    return edgeSide;
  }
  const double nx = -(edge.e1.y - edge.e0.y), ny = edge.e1.x - edge.e0.x;
  const double bound = bounds::sweptProjection(nx, ny, f.largestX, f.largestY);
  const double window = 2.01 * bound;
  const DD dnx = -exactDifference(edge.e1.y, edge.e0.y), dny = exactDifference(edge.e1.x, edge.e0.x);
  Side side;
  int count = 0;
  double error = 0;
  for (int i = 0; i < g.n; ++i) {
    const double p = nx * f.v[from + i].x + ny * f.v[from + i].y;
    if ((largest ? hi - p : p - lo) > window) continue;
    const Vec2 q = g.at(i);
    const DD exact = dnx * exactDifference(q.x, edge.e0.x) + dny * exactDifference(q.y, edge.e0.y);
    const bool better =
        count == 0 ||
        (largest ? exact.hi > side.value.hi || (exact.hi == side.value.hi && exact.lo > side.value.lo)
                 : exact.hi < side.value.hi || (exact.hi == side.value.hi && exact.lo < side.value.lo));
    if (better) side.value = exact, side.vertex = q;
    error = std::max(error, exact.e);
    ++count;
  }
  side.value.e = error;  // (the extreme of values each within its bound is within the largest bound)
  side.single = count == 1;
  return side;
}

// [SECTION] Rounding at the winning axis

// [SECTION] The step: both polygons, their motions, and the times on an axis

// Every axis's normal and both projection intervals (not initialized: hot, written as used).
// NOLINTBEGIN(cppcoreguidelines-pro-type-member-init)
struct Axes {
  double nx[2 * kMaxVertices], ny[2 * kMaxVertices];
  double aLo[2 * kMaxVertices], aHi[2 * kMaxVertices], bLo[2 * kMaxVertices], bHi[2 * kMaxVertices];
  int count = 0;
};
// NOLINTEND(cppcoreguidelines-pro-type-member-init)

struct Step {
  Geom ga, gb;
  Vec2 va, vb;
  Frame f;
  Axes axes;
};

// The axes are a's edges first, then b's (a point has none): how many are a's.
int axesOfA(const Step& st) { return st.ga.n == 1 ? 0 : st.ga.n; }

// Axis k's edge. (Not stored per axis: the winners' alone are read.)
Edge edgeOf(const Step& st, int k) {
  const int na = axesOfA(st);
  const Geom& g = k < na ? st.ga : st.gb;
  const int j = k < na ? k : k - na;
  return {g.at(j), g.at(j + 1 == g.n ? 0 : j + 1)};
}

// An axis's entering or leaving time in double-doubles, for two times the filter cannot order: dir is the
// sign of s; entering, a's side is its largest for dir > 0 (its least for dir < 0), leaving the other one,
// b's the opposite; the time is dir (b's side - a's side) / (dir s).
struct PreciseTime {
  DD num, den;
  Side sa, sb;
};
PreciseTime preciseTime(const Step& st, const Edge& edge, int axis, int dir, bool entering) {
  const bool aLargest = (dir > 0) == entering;
  const Axes& ax = st.axes;
  const bool edgeOfA = axis < axesOfA(st);
  PreciseTime t{{},
                {},
                sideOf(st.ga, st.f, 0, edge, edgeOfA, aLargest, ax.aLo[axis], ax.aHi[axis]),
                sideOf(st.gb, st.f, st.f.na, edge, !edgeOfA, !aLargest, ax.bLo[axis], ax.bHi[axis])};
  const DD nx = -exactDifference(edge.e1.y, edge.e0.y), ny = exactDifference(edge.e1.x, edge.e0.x);
  const DD s = nx * exactDifference(st.va.x, st.vb.x) + ny * exactDifference(st.va.y, st.vb.y);
  t.num = dir > 0 ? t.sb.value - t.sa.value : t.sa.value - t.sb.value;
  t.den = dir > 0 ? s : -s;
  return t;
}

// One axis's time in bounded doubles; its double-doubles, once needed, are kept beside it (a Precise slot:
// the candidate itself stays a few doubles, copied at every axis).
struct Candidate {
  Time time;
  Edge edge{};
  int dir = 0, axis = -1;  // (axis: its index in Axes)
  double t = 0, et = 0;    // the quotient num / den within et: the first and cheapest comparison
};

// The bounds every axis's times are computed with, by the loop and by the lanes alike (hitlab/detail/
// bounds.h).
inline double projectionBound(double nx, double ny, const Frame& f) {
  return bounds::sweptProjection(nx, ny, f.largestX, f.largestY);
}

// The time num / s of an axis (s certainly non-zero, its magnitude at least sMin, inv = 1 / |s| rounded,
// invMin = 1 / sMin rounded), within et: |N / S - n / s| <= (en + |n / s| es) / |S|, and t = fl(n fl(1 / s))
// is within 2.01u |t| of n / s. (A product by invMin, not a quotient by sMin: both candidates of an axis
// share one reciprocal, and the roundings it adds, a few u, are far inside the factor 1 + 2^-40.)
Candidate candidate(const Fl& num, const Fl& den, double inv, double invMin, const Edge& edge, int dir,
                    int axis) {
  Candidate c{{num, den}, edge, dir, axis};
  c.t = num.v * inv;
  const double at = std::fabs(c.t);
  c.et = bounds::sweptTime(num.e, at, den.e, invMin);
  return c;
}
struct Precise {
  std::optional<PreciseTime> time;
  const PreciseTime& of(const Step& st, const Candidate& c, bool entering) {
    if (!time) time = preciseTime(st, c.edge, c.axis, c.dir, entering);
    return *time;
  }
};

// sign(x - y) of two entering (or two leaving) times: the filter, then double-doubles, then exactly parallel
// edges (equal times); not certain when those cannot tell, or when the times are equal on two edges that
// are not parallel (a corner meeting a corner, several contacts at once: the rationals' matter).
Sign compare(const Step& st, const Candidate& x, Precise& xp, const Candidate& y, Precise& yp,
             bool entering) {
  if (const Sign quick = screen(x.t, x.et, y.t, y.et); quick.certain) return quick;
  const Sign c = compare(x.time, y.time);
  if (c.certain && c.s != 0) return c;
  // (near a tie: nearly parallel edges, as a regular polygon's opposite ones, are told apart here)
  const PreciseTime &px = xp.of(st, x, entering), &py = yp.of(st, y, entering);
  const Sign p = signOf(px.num * py.den - py.num * px.den);
  if (p.certain && p.s != 0) return p;
  return parallel(x.edge.e0, x.edge.e1, y.edge.e0, y.edge.e1) ? Sign{0, true} : Sign{};
}

}  // namespace

std::optional<TimeOfImpact> filteredPolygonToi(const Shape& a, Vec2 va, const Shape& b, Vec2 vb,
                                               ImpactQuery what) {
  const std::optional<Geom> ga = polygonGeom(a, Cores::PolygonsAndPoints);
  if (!ga) return std::nullopt;  // (before b's: its winding is not worked out for nothing)
  const std::optional<Geom> gb = polygonGeom(b, Cores::PolygonsAndPoints);
  if (!gb || !inComfortableRange(magnitude(a), magnitude(b))) return std::nullopt;
  TimeOfImpact out;
  if (!filteredPolygonToi(a, *ga, va, b, *gb, vb, what, out)) return std::nullopt;
  return out;
}

bool filteredPolygonToi(const Shape& a, const Geom& ga, Vec2 va, const Shape& b, const Geom& gb, Vec2 vb,
                        ImpactQuery what, TimeOfImpact& result, const PreparedShape* pa,
                        const PreparedShape* pb) {
  if ((ga.n == 1 && gb.n == 1) || !motionsInRange(va, vb)) return false;
  const double vx = va.x - vb.x, vy = va.y - vb.y;  // (zero exactly when the motions are equal)
  if (vx == 0 && vy == 0) return false;             // (standing still: the rationals take evaluate's word)

  Step st;  // (not value-initialized: the frame's arrays are written below, as far as they are used)
  st.ga = ga, st.gb = gb, st.va = va, st.vb = vb;
  Frame& f = st.f;
  f.na = ga.n, f.n = ga.n + gb.n;
  // (each polygon in a loop of its own, its vertices read once: Geom::at's branch was a tenth of the time)
  const Vec2 o = ga.at(0);
  double largestX = 0, largestY = 0;
  const auto toFrame = [&](const Geom& g, int first) {
    const Vec2* p = g.v();
    for (int i = 0; i < g.n; ++i) {
      const double x = p[i].x - o.x, y = p[i].y - o.y;
      f.v[first + i] = {x, y};
      largestX = std::max(largestX, std::fabs(x)), largestY = std::max(largestY, std::fabs(y));
    }
  };
  toFrame(ga, 0), toFrame(gb, f.na);
  f.largestX = largestX, f.largestY = largestY;

  // The axes: every edge's normal (not normalized), both polygons projected on all of them at once (the
  // SAT's kernel: its dot products are within bounds::kSweptProjection).
  Axes& ax = st.axes;
  ax.count = 0;
  const auto edgesOf = [&](const Geom& g) {
    if (g.n == 1) return;  // (a point has no edge: the polygon's edges alone decide)
    const Vec2* p = g.v();
    for (int j = 0; j < g.n; ++j) {
      const Vec2 e0 = p[j], e1 = p[j + 1 == g.n ? 0 : j + 1];
      ax.nx[ax.count] = -(e1.y - e0.y), ax.ny[ax.count] = e1.x - e0.x;
      ++ax.count;
    }
  };
  edgesOf(ga), edgesOf(gb);
  Geom frameA, frameB;
  frameA.kind = frameB.kind = ShapeType::Polygon;
  frameA.n = f.na, frameA.ext = f.v.v, frameB.n = f.n - f.na, frameB.ext = f.v.v + f.na;
  projectOnAxes(frameA, ax.nx, ax.ny, ax.count, ax.aLo, ax.aHi);
  projectOnAxes(frameB, ax.nx, ax.ny, ax.count, ax.bLo, ax.bHi);
  for (int k = ax.count; k % kSweptBlock != 0; ++k)  // (the lanes read whole blocks)
    ax.nx[k] = ax.ny[k] = ax.aLo[k] = ax.aHi[k] = ax.bLo[k] = ax.bHi[k] = 0;

  // Every axis: the latest entering time and the earliest leaving one.
  TimeOfImpact& out = result;  // (kind None, disjoint at the end: what an axis apart for the whole step says)
  Candidate in, last;
  Precise inPrecise, lastPrecise, candidatePrecise;
  bool any = false;
  // One axis's two times (Times), or apart for the whole step (Apart), or no bound on them (None), or not
  // certain (Unsure).
  enum class AxisTimes { Times, Apart, None, Unsure };
  const auto timesOn = [&](int k, Candidate& enter, Candidate& leave) {
    const Edge edge = edgeOf(st, k);
    const double nx = ax.nx[k], ny = ax.ny[k], bound = projectionBound(nx, ny, f);
    const double a0 = ax.aLo[k], a1 = ax.aHi[k], b0 = ax.bLo[k], b1 = ax.bHi[k];
    Fl s(nx * vx + ny * vy, bounds::sweptMotion(nx, ny, vx, vy));
    const Fl P = Fl(b1, bound) - Fl(a0, bound), Q = Fl(b0, bound) - Fl(a1, bound);
    Sign ss = signOf(s);
    if (!ss.certain) {  // (motion along an edge: s = d x v of differences, exactly zero on grids)
      if (!movesAlong(edge, va, vb)) return AxisTimes::Unsure;
      s = Fl(0), ss = {0, true};
    }
    if (ss.s == 0) {  // moving along the axis's edge: apart for the whole step, or no bound on the times
      const Sign sq = signOf(Q), sp = signOf(P);
      if (!sq.certain || !sp.certain) return AxisTimes::Unsure;
      if (sq.s > 0 || sp.s < 0) return AxisTimes::Apart;
      if (sq.s == 0 || sp.s == 0) return AxisTimes::Unsure;  // (sliding along each other)
      return AxisTimes::None;
    }
    const Fl den = ss.s > 0 ? s : -s;
    const double inv = 1 / den.v, invMin = 1 / ((den.v - den.e) * (1 - 0x1p-50));
    enter = candidate(ss.s > 0 ? Q : -P, den, inv, invMin, edge, ss.s, k);
    leave = candidate(ss.s > 0 ? P : -Q, den, inv, invMin, edge, ss.s, k);
    return AxisTimes::Times;
  };
  // (the lanes first: a speed-only shortcut of the loop below, the same two axes whenever it answers)
  int winIn = -1, winOut = -1;
  SweptTimes times;  // NOLINT(cppcoreguidelines-pro-type-member-init): written before read
  const bool inLanes = tAxesInLanes && sweptWinners({ax.nx, ax.ny, ax.aLo, ax.aHi, ax.bLo, ax.bHi, ax.count,
                                                     f.largestX, f.largestY, vx, vy},
                                                    times, winIn, winOut);
  if (inLanes) {
    ++tLaneWinners;
    Candidate other;
    timesOn(winIn, in, other);
    timesOn(winOut, other, last);
    any = true;
  }
  for (int k = 0; k < ax.count && !inLanes; ++k) {  // (the axes one at a time: all of them, or none)
    Candidate enter, leave;
    const AxisTimes times = timesOn(k, enter, leave);
    if (times == AxisTimes::Unsure) return false;
    if (times == AxisTimes::Apart) return answered();
    if (times == AxisTimes::None) continue;
    if (!any) {
      in = enter, last = leave, any = true;
      continue;
    }
    candidatePrecise.time.reset();
    Sign c = compare(st, enter, candidatePrecise, in, inPrecise, true);
    if (!c.certain) return false;
    if (c.s > 0) in = enter, std::swap(inPrecise, candidatePrecise);
    candidatePrecise.time.reset();
    c = compare(st, leave, candidatePrecise, last, lastPrecise, false);
    if (!c.certain) return false;
    if (c.s < 0) last = leave, std::swap(lastPrecise, candidatePrecise);
  }
  if (!any) return false;
  // (each decision below: the quotients first, then the filter's cross products)
  const auto versus = [](const Candidate& x, const Time& y, double yt) {
    const Sign quick = screen(x.t, x.et, yt, 0);
    return quick.certain ? quick : compare(x.time, y);
  };
  Sign order = screen(in.t, in.et, last.t, last.et);
  if (!order.certain) order = compare(in.time, last.time);
  if (!order.certain || order.s == 0) return false;
  if (order.s > 0) return answered();  // they never meet

  // How the step begins and ends.
  const Time zero{Fl(0), Fl(1)}, one{Fl(1), Fl(1)};
  const std::optional<StepVerdict> step =
      stepVerdict(versus(in, zero, 0), versus(last, zero, 0), versus(in, one, 1), versus(last, one, 1));
  if (!step) return false;
  if (settledWithoutContact(*step, a, b, what, out, pa, pb)) return answered();

  // First contact at tin, where a's side of the axis meets b's: the single vertex of either (both single:
  // the same point); a face against a face is the rationals' (the time alone is the axis's all the same).
  const PreciseTime& pt = inPrecise.of(st, in, true);
  const bool full = what == ImpactQuery::Full;
  if (full && !pt.sa.single && !pt.sb.single) return false;
  double hi, lo, e, t;
  if (!exact::quotient(pt.num, pt.den, hi, lo, e) || !exact::roundsToOne(hi, lo, e, t)) return false;
  if (full) {
    Vec2 point, normal;
    const DD time(hi, lo, e);
    const bool moved = pt.sa.single ? movedVertex(pt.sa.vertex, time, va, point)
                                    : movedVertex(pt.sb.vertex, time, vb, point);
    const DD nx = -exactDifference(in.edge.e1.y, in.edge.e0.y),
             ny = exactDifference(in.edge.e1.x, in.edge.e0.x);
    if (!moved || !unit(nx, ny, normal)) return false;
    out.points = {point};
    out.normal = in.dir > 0 ? normal : opposite(normal);  // from a towards b
  }
  out.kind = step->entering ? ImpactCase::Entering : ImpactCase::Grazing;
  out.t = t;
  out.tunnels = out.atEnd == Relation::Disjoint;
  return answered();
}

}  // namespace hitlab::detail
