// pair_polytope.cpp — points, segments and convex polygons against each other.
//
// The relation follows from the Minkowski difference M = A - B: the interiors meet exactly when the origin
// is in the relative interior of M, and the sets meet when it is in M. When M has area, its edge normals are
// edge normals of A or B, so the separating axis test over those axes decides it: a negative interval overlap
// anywhere means disjoint, a zero one (and no negative) touching, else overlapping (seed 004, with the
// boundary cases made exact). A flat M (parallel segments, a point and a segment) is a 1-D interval test.
#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

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

namespace {

// A vertex list in columns with its edges (from vertex j to its successor) and their bounding boxes: the
// loops below then run elementwise and vectorise. Small shapes (the common case) stay on the stack.
struct Columns {
  static constexpr int kInline = 32;
  static constexpr int kArrays = 8;
  int n = 0, edges = 0;
  double *x, *y;              // vertices (edge j starts at vertex j)
  double *ex, *ey;            // edge j's end
  double *x0, *x1, *y0, *y1;  // edge j's box
  Vec2 lo, hi;                // the whole shape's box
  double inlineBuf[kArrays * kInline];
  std::vector<double> heap;
  explicit Columns(const Geom& g) : n(g.n), edges(g.outlineCount()) {
    double* buf = inlineBuf;
    if (n > kInline) heap.resize(kArrays * static_cast<std::size_t>(n)), buf = heap.data();
    double** arrays[] = {&x, &y, &ex, &ey, &x0, &x1, &y0, &y1};
    for (int k = 0; k < kArrays; ++k) *arrays[k] = buf + k * n;
    for (int i = 0; i < n; ++i) x[i] = g.at(i).x, y[i] = g.at(i).y;
    lo = hi = g.at(0);
    for (int j = 0; j < edges; ++j) {
      Vec2 p = g.edgeFrom(j), q = g.edgeTo(j);
      ex[j] = q.x, ey[j] = q.y;
      x0[j] = std::min(p.x, q.x), x1[j] = std::max(p.x, q.x), y0[j] = std::min(p.y, q.y),
      y1[j] = std::max(p.y, q.y);
      lo = {std::min(lo.x, x0[j]), std::min(lo.y, y0[j])},
      hi = {std::max(hi.x, x1[j]), std::max(hi.y, y1[j])};
    }
  }
  Columns(const Columns&) = delete;
  Columns& operator=(const Columns&) = delete;
};

// The smallest squared distance from a vertex of `f` to an edge of `t`, each rounded exactly as
// pointSegmentDistance rounds it before its square root (closestOnSegment, then the squared length).
// Every pair is measured: elementwise over the vertices, vectorised, with an AVX2 clone picked at run time
// (no fused multiply-add there either, so the roundings match the scalar code on every machine).
__attribute__((target_clones("avx2", "default"))) double minSquaredVertexToEdge(const Columns& f,
                                                                                const Columns& t) {
  double best = std::numeric_limits<double>::infinity();
  double m[Columns::kInline];
  for (int i0 = 0; i0 < f.n; i0 += Columns::kInline) {
    const int count = std::min(Columns::kInline, f.n - i0);
    const double* __restrict px = f.x + i0;
    const double* __restrict py = f.y + i0;
    std::fill(m, m + count, best);
    for (int j = 0; j < t.edges; ++j) {
      const double ax = t.x[j], ay = t.y[j], bx = t.ex[j], by = t.ey[j];
      const double dx = bx - ax, dy = by - ay, L = dx * dx + dy * dy;
      for (int i = 0; i < count; ++i) {
        double u = (px[i] - ax) * dx + (py[i] - ay) * dy;
        // L == 0 (a point's outline) makes s NaN, which picks a, as closestOnSegment's L == 0 test does;
        // a + 0 * d is a itself, so the clamp at 0 needs no select of its own.
        double s = u / L, w = s > 0 ? s : 0.0;
        bool past = s >= 1;
        double cx = past ? bx : ax + w * dx, cy = past ? by : ay + w * dy;
        double vx = px[i] - cx, vy = py[i] - cy, d2 = vx * vx + vy * vy;
        m[i] = d2 < m[i] ? d2 : m[i];
      }
    }
    for (int i = 0; i < count; ++i) best = std::min(best, m[i]);
  }
  return best;
}

}  // namespace

// The smallest vertex-to-outline distance: the minimum of pointSegmentDistance over every vertex and edge of
// the other shape. length() is a plain square root of the rounded square when that lies in (2^-900, 2^900),
// and the square root is monotone, so the root of the smallest square is the smallest distance; outside
// that range the pairs are measured one by one.
static double polytopeDistance(const Geom& a, const Geom& b, const Columns& ca, const Columns& cb) {
  double s = std::min(minSquaredVertexToEdge(ca, cb), minSquaredVertexToEdge(cb, ca));
  if (s > 0x1p-900 && s < 0x1p900) return std::sqrt(s);
  double best = std::numeric_limits<double>::infinity();
  auto scan = [&](const Geom& from, const Geom& to) {
    for (int j = 0; j < to.outlineCount(); ++j)
      for (int i = 0; i < from.n; ++i)
        best = std::min(best, pointSegmentDistance(from.at(i), to.edgeFrom(j), to.edgeTo(j)));
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
  return polytopePair(a, b, full, SatFacts{});
}

PairResult polytopePair(const Geom& a, const Geom& b, bool full, const SatFacts& known) {
  PairResult r;
  r.relation = known.relation ? *known.relation : relationOf(a, b);
  if (!full) return r;
  bool aInB = r.relation != Relation::Disjoint && !known.aNotInB && allVerticesIn(a, b);
  bool bInA = r.relation != Relation::Disjoint && !known.bNotInA && allVerticesIn(b, a);
  r.containment = aInB && bInA ? Containment::Equal
                  : aInB       ? Containment::AInB
                  : bInA       ? Containment::BInA
                               : Containment::None;
  bool sameClosedCurve = r.containment == Containment::Equal && a.kind == Kind::Polygon;
  if (r.relation == Relation::Disjoint) {
    Columns ca(a), cb(b);
    r.distance = polytopeDistance(a, b, ca, cb);
  } else if (!sameClosedCurve) {
    // Edge boxes first: most of the n * m edge pairs are apart, and that needs no call at all. An edge of a
    // outside b's whole box skips b's edges at once.
    Columns cb(b);
    const double bx0 = cb.lo.x, bx1 = cb.hi.x, by0 = cb.lo.y, by1 = cb.hi.y;
    OutlineMeet meet;
    for (int i = 0; i < a.outlineCount(); ++i) {
      Vec2 p = a.edgeFrom(i), q = a.edgeTo(i);
      double x0 = std::min(p.x, q.x), x1 = std::max(p.x, q.x), y0 = std::min(p.y, q.y),
             y1 = std::max(p.y, q.y);
      if (bx1 < x0 || bx0 > x1 || by1 < y0 || by0 > y1) continue;
      for (int j0 = 0; j0 < cb.edges; j0 += 64) {  // which boxes meet, as bits (no branch per edge)
        const int count = std::min(64, cb.edges - j0);
        std::uint64_t near = 0;
        for (int j = 0; j < count; ++j)
          near |= std::uint64_t((cb.x1[j0 + j] >= x0) & (cb.x0[j0 + j] <= x1) & (cb.y1[j0 + j] >= y0) &
                                (cb.y0[j0 + j] <= y1))
                  << j;
        for (; near != 0; near &= near - 1) {
          int j = j0 + std::countr_zero(near);
          meet.addSegmentPair(p, q, b.edgeFrom(j), b.edgeTo(j));
        }
      }
    }
    r.points = meet.finish();
  }
  // Two polygons: depth and mtv come from the SAT detail (relation.cpp's evaluateValid, polygonDepthFromSat).
  return r;
}

}  // namespace hitlab::detail
