// geom.h — shapes reduced to the point sets they mean, and the exact building blocks shared by the pair
// families (internal).
//
// Every declared shape becomes a Geom of one of four kinds: a point, a non-degenerate segment, a disk of
// positive radius, or a convex polygon of positive area. A zero-length segment, zero-radius circle or
// zero-width rect therefore needs no special case in the pair code.
#pragma once

#include <algorithm>
#include <optional>
#include <vector>

#include "exact/exact.h"
#include "hitlab/classify.h"
#include "hitlab/relation.h"
#include "hitlab/shapes.h"

namespace hitlab::detail {

enum class Kind { Point, Segment, Disk, Polygon };

/// A shape as its point set. Polygon vertices are borrowed from the shape (no copy, no allocation).
struct Geom {
  Kind kind = Kind::Point;
  int n = 1;                  // vertex count: point 1, segment 2, disk 1 (its center), polygon n
  const Vec2* ext = nullptr;  // borrowed vertices, else buf
  Vec2 buf[4];
  double r = 0;     // disk radius
  int winding = 1;  // polygon: +1 counter-clockwise, -1 clockwise
  const Vec2* v() const { return ext ? ext : buf; }
  Vec2 at(int i) const { return v()[i]; }
  int edgeCount() const { return kind == Kind::Polygon ? n : (kind == Kind::Segment ? 1 : 0); }
  /// Edge i as (from, to): the outline of a segment is itself, a point's outline is the point.
  Vec2 edgeFrom(int i) const { return at(i); }
  Vec2 edgeTo(int i) const {  // (no modulo: edge loops call this n * m times)
    return at(kind == Kind::Polygon ? (i + 1 == n ? 0 : i + 1) : (n == 1 ? 0 : 1));
  }
  int outlineCount() const { return kind == Kind::Polygon ? n : 1; }
};

/// The point set of a shape; a polygon must be valid (polygonProblem empty). A polygon's winding is found
/// here unless passed (non-zero) as `knownWinding`.
Geom toGeom(const Shape& s, int knownWinding = 0);
Geom toGeom(Shape&&, int = 0) = delete;  // the Geom would borrow from a temporary
Geom toGeom(const Polygon& p, int knownWinding = 0);
Geom toGeom(Polygon&&, int = 0) = delete;

/// A polygon's winding (+1 counter-clockwise, -1 clockwise) when the float filter alone certifies that it is
/// valid (simple, convex, no repeated or straight vertex), else 0 (polygonProblem then decides exactly).
/// A convex polygon's winding from the float filter (+1 counter-clockwise, -1 clockwise), or 0 when the
/// filter cannot tell (a degenerate fan around vertex 0): the exact path must decide.
int filteredWinding(const Vec2* v, int n);
int certainWinding(const std::vector<Vec2>& v);

/// What the rounded SAT intervals of two polygons prove, outside their error band (the axes are all the
/// edge normals of the Minkowski difference, and of each polygon).
struct SatFacts {
  std::optional<Relation> relation;  ///< a gap on some axis: disjoint; overlap on every axis: overlapping
  bool aNotInB = false;              ///< a sticks out of b's interval on some axis: a is not inside b
  bool bNotInA = false;
  bool aInB = false;  ///< certain: a's interval lies strictly inside b's on every edge normal of b
  bool bInA = false;
  /// Set by smallPolygonsSat: each vertex's side of each edge line of the other polygon where the rounded
  /// projections decide it (b's vertex j against a's edge k is bit 8 j + k of bOutsideA / bInsideA, and the
  /// same for a's vertices against b's edges); a side in neither is left to the exact predicates. Only pairs
  /// with no separating axis get them (the others leave every side to the exact predicates: none is read).
  bool hasSides = false;
  std::uint64_t bOutsideA = 0, bInsideA = 0, aOutsideB = 0, aInsideB = 0;
  /// The smallest push that separates the intervals on any axis (either way), for polygonDepthFromSat.
  double leastPush = std::numeric_limits<double>::infinity();
  /// Where the depth scan may start: an axis before it has no push equal to leastPush (0 when unknown).
  int leastPushAxis = 0;
  Vec2 apartAxis;  ///< when disjoint: the unit axis of the widest gap, from a towards b
  /// Set by smallPolygonsSat for apart polygons: the smallest vertexEdgeSquare (the distance's square).
  bool hasApartSquare = false;
  double apartSquare = 0;
  /// The straddle masks of the pair's edges (a's edges as rows), as straddleMasks gives them, when known.
  bool hasStraddleMasks = false;
  std::uint64_t straddleCross = 0, straddleUnsure = 0;
  double size = 0;  ///< the largest |x| + |y| over both shapes
};

/// What one shape brings to SAT, worked out once per shape (PreparedShape): its own axes' unit normals, its
/// intervals on them, and its size (the largest |x| + |y|, plus r for a disk). Arrays of `count`.
struct SatPrep {
  int count = 0;
  const double *nx = nullptr, *ny = nullptr, *lo = nullptr, *hi = nullptr;
  double size = 0;
};
/// How many axes a shape contributes (rect 4, polygon n, others 0).
int satAxisCount(const Shape& s);
/// Works out s's SatPrep into buf (4 * satAxisCount(s) doubles); g is toGeom(s).
SatPrep prepareSat(const Shape& s, const Geom& g, double* buf);

/// separatingAxes with the pair's point sets already built (their polygon windings known); for two polygons
/// it also fills `facts` when given. With both shapes' SatPrep only the cross projections are computed.
SatResult separatingAxes(const Shape& a, const Shape& b, const Geom& ga, const Geom& gb, bool setsMeet,
                         SatFacts* facts = nullptr, const SatPrep* prepA = nullptr,
                         const SatPrep* prepB = nullptr);
/// The same into out, reusing its memory (mtv is reset).
void separatingAxes(const Shape& a, const Shape& b, const Geom& ga, const Geom& gb, bool setsMeet,
                    SatFacts* facts, const SatPrep* prepA, const SatPrep* prepB, SatResult& out);

/// A point / segment / polygon Geom's vertices in columns, each with one more entry: the end of the last
/// edge (vertex 0 for a polygon or a point, vertex 1 for a segment), so that edge j runs from (x[j], y[j]) to
/// (ex[j], ey[j]) = (x[j + 1], y[j + 1]) and the pair loops run elementwise and vectorise.
struct OutlineColumns {
  int n = 0, edges = 0;
  const double *x, *y;    // vertices
  const double *ex, *ey;  // edge j's end: x + 1, y + 1
  Vec2 lo, hi;            // the whole shape's box
};
/// Doubles that the columns of an n-vertex Geom take: x, y (n + 1 each), the box (4), and for n < 4 room
/// up to x + n + 10, as the straddle kernel reads the first 9 entries of x and y in vector lanes.
inline std::size_t columnsSize(int n) { return 2 * static_cast<std::size_t>(n) + 6 + (n < 4 ? 4 - n : 0); }
/// Writes g's columns into buf (columnsSize(g.n) doubles).
OutlineColumns writeColumns(const Geom& g, double* buf);
/// The columns of g written into buf earlier (filled in place; inline, as every prepared pair reads two).
inline void readColumns(const Geom& g, const double* buf, OutlineColumns& c) {
  const int n = g.n;
  c.n = n, c.edges = g.outlineCount();
  c.x = buf, c.y = buf + n + 1, c.ex = c.x + 1, c.ey = c.y + 1;
  const double* box = buf + 2 * n + 2;
  c.lo.x = box[0], c.lo.y = box[1], c.hi.x = box[2], c.hi.y = box[3];
}

/// What the pair code knows of one shape besides its point set, the one view of a prepared shape: its own
/// SAT axes with its intervals on them (`sat`) and its outline in columns (`columns`). Read from a
/// PreparedShape (read), prepared here for a small plain polygon (prepareSmall), or, the columns alone, built
/// here when a pair needs them and nothing was prepared (columnsOf). One per shape of a pair, on the stack;
/// its views are filled in place, never copied (a copied view would be read back in wider pieces than it was
/// written, which stalls store forwarding).
class PreparedView {
 public:
  SatPrep sat;
  OutlineColumns columns;
  const SatPrep* satOrNull = nullptr;  ///< &sat when prepared
  const OutlineColumns* columnsOrNull = nullptr;
  bool small = false;  ///< a polygon of at most 8 axes, as many vertices (smallPolygonsSat)

  PreparedView() = default;
  PreparedView(const PreparedView&) = delete;
  PreparedView& operator=(const PreparedView&) = delete;
  /// Reads data laid out as PreparedShape::data(): n axes' nx, ny, lo, hi, then (hasColumns) the columns.
  void read(const double* d, int n, double size, bool hasColumns, const Geom& g) {
    sat.count = n, sat.nx = d, sat.ny = d + n, sat.lo = d + 2 * n, sat.hi = d + 3 * n, sat.size = size;
    satOrNull = &sat;
    if (hasColumns) readColumns(g, d + 4 * n, columns), columnsOrNull = &columns;
    small = g.kind == Kind::Polygon && n <= 8 && g.n == n && hasColumns;
  }
  /// Prepares s (g = its Geom) here as PreparedShape does when it is a polygon or rect of at most 8 edges
  /// (the same data in the same layout, zeros after it for the kernels' 8-lane reads), so that plain pairs
  /// take the small-polygon kernels too and give the prepared pairs' results bit for bit; false otherwise.
  bool prepareSmall(const Shape& s, const Geom& g);
  /// g's columns (g is the shape this view stands for): the prepared ones, else written here.
  const OutlineColumns& columnsOf(const Geom& g);

 private:
  static constexpr int kBufSize = 2 * 64 + 6;
  double buf_[kBufSize];      // columns of up to 64 vertices, or what prepareSmall writes (not cleared)
  std::vector<double> heap_;  // columns of more
};

/// The exact relation of two point sets (the dispatch table in relation.cpp, no filter first).
Relation exactRelation(const Geom& a, const Geom& b);

/// A projection axis: n = rightPerp(q - p) when perp, else n = q - p; exact in the rationals.
struct AxisDef {
  Vec2 p, q;
  bool perp = true;
};

/// One end of a projection interval: the value p . n + side * r * |n|.
struct Extreme {
  Vec2 p;
  double r = 0;
  int side = 0;
};

/// Exact sign of value(e1) - value(e2) on the axis.
int compareExtremes(const AxisDef& ax, const Extreme& e1, const Extreme& e2);
/// The largest (side +1) or smallest (side -1) projection of a shape on the axis.
Extreme extremeAlong(const Geom& g, const AxisDef& ax, int side);
/// Exact sign of the interval overlap min(maxA, maxB) - max(minA, minB) on the axis.
int overlapSign(const Geom& a, const Geom& b, const AxisDef& ax);

/// Exact orientation of c relative to the directed line a -> b: +1 left, 0 on it, -1 right.
int orient(Vec2 a, Vec2 b, Vec2 c);
/// Exact sign of (b - a) . (d - c).
int dotSign(Vec2 a, Vec2 b, Vec2 c, Vec2 d);
/// Exact: does p lie on the closed segment a-b (a may equal b)?
bool onSegment(Vec2 p, Vec2 a, Vec2 b);
/// Exact sign of |p - c|^2 - r^2.
int circleSide(Vec2 p, Vec2 c, double r);
/// Exact sign of |c2 - c1|^2 - (r1 + r2)^2 (sum) or |c2 - c1|^2 - (r1 - r2)^2 (difference).
int circlesSide(Vec2 c1, double r1, Vec2 c2, double r2, bool sum);
/// Exact sign of dist(c, segment a-b)^2 - r^2.
int segmentDistanceVsRadius(Vec2 c, double r, Vec2 a, Vec2 b);
/// Exact: is p in the closed region of a polygon Geom?
bool inPolygon(const Geom& g, Vec2 p);
/// Exact: is p in the closed point set of a point / segment / polygon Geom?
bool inPolytope(const Geom& g, Vec2 p);
/// Exact: is the closed disk (c, r) inside the closed region of a polygon Geom?
bool diskInPolygon(Vec2 c, double r, const Geom& polygon);

/// Rounds an exact expression to a double with a relative error of a few ulps (for constructions): doubles
/// first, then double-doubles, and rationals only when even those cannot bound the cancellation.
template <class F>
[[gnu::noinline]] double accurateBeyondDoubles(const F& f) {
  exact::DD d = f(exact::Tag<exact::DD>{});
  if (d.e <= std::fabs(d.hi) * 0x1p-51) return d.hi;  // within 2^-51 + 2^-53 of the true value
  mpq_class q = f(exact::Tag<mpq_class>{});
  return q.get_d();
}
/// (The first tier inline, where a loop calls it; the others out of line.)
template <class F>
[[gnu::always_inline]] inline double accurate(const F& f) {
  exact::Fl x = f(exact::Tag<exact::Fl>{});
  if (x.e <= std::fabs(x.v) * 0x1p-50) return x.v;
  return accurateBeyondDoubles(f);
}

/// crossingPoint's ratio num / den from the exact rational values, rounded once (num; den is 1) at any
/// magnitude (the fallback).
[[gnu::noinline]] void exactCrossingRatio(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2, double& num, double& den);

/// The squared distance from p to the edge a-b, rounded exactly as pointSegmentDistance rounds it before its
/// square root (closestOnSegment, then the squared length). (closest_small-inl.h has it in vector lanes.)
inline double vertexEdgeSquare(double px, double py, double ax, double ay, double bx, double by) {
  const double dx = bx - ax, dy = by - ay, L = dx * dx + dy * dy;
  const double u = (px - ax) * dx + (py - ay) * dy;
  // L == 0 (a point's outline) makes s NaN, which picks a, as closestOnSegment's L == 0 test does; a + 0 * d
  // is a itself, so the clamp at 0 needs no select of its own.
  const double s = u / L, w = s > 0 ? s : 0.0;
  const bool past = s >= 1;
  const double cx = past ? bx : ax + w * dx, cy = past ? by : ay + w * dy;
  const double vx = px - cx, vy = py - cy;
  return vx * vx + vy * vy;
}

/// Distance from p to the closed segment a-b (rounded).
double pointSegmentDistance(Vec2 p, Vec2 a, Vec2 b);
/// Closest point to p on the closed segment a-b (rounded).
Vec2 closestOnSegment(Vec2 p, Vec2 a, Vec2 b);

/// The proper crossing of p1-p2 and q1-q2 (interiors cross at one point): the parameter along p1-p2 is a
/// ratio of two cross products, num = (q1 - p1) x (q2 - q1) and den = (p2 - p1) x (q2 - q1), each within 2u
/// (u = 2^-53) of its exact value, so near-parallel crossings stay accurate. Both are computed with
/// error-free differences and products (exact::crossOfDifferences); the rare pair that cancels beyond that
/// (or underflows) takes the rationals. Inline: the candidate loops call it with their coordinates in
/// registers. In three steps, the second of which fast/crossing_points.cpp takes in two vector lanes.
inline Vec2 crossingPoint(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2);

/// Step 1: measured along the segment whose ends come first lexicographically, so that the point is the
/// same whichever segment is named first (along the other it would round differently).
inline void orderForCrossing(Vec2& p1, Vec2& p2, Vec2& q1, Vec2& q2) {
  auto before = [](Vec2 u, Vec2 w) { return u.x < w.x || (u.x == w.x && u.y < w.y); };
  if (before(q1, p1) || (q1 == p1 && before(q2, p2))) std::swap(p1, q1), std::swap(p2, q2);
}
/// Step 3, after num and den (step 2, certain or not): the rationals where either is not certain, then the
/// point at num / den along p1-p2.
inline Vec2 crossingFromRatio(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2, double num, double den, bool certain) {
  if (!certain) exactCrossingRatio(p1, p2, q1, q2, num, den);
  double t = std::clamp(num / den, 0.0, 1.0);
  return p1 + t * (p2 - p1);
}
inline Vec2 crossingPoint(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
  orderForCrossing(p1, p2, q1, q2);
  const exact::CrossOfDifferences n =
      exact::crossOfDifferences(q1.x, p1.x, q1.y, p1.y, q2.x, q1.x, q2.y, q1.y);
  const exact::CrossOfDifferences d =
      exact::crossOfDifferences(p2.x, p1.x, p2.y, p1.y, q2.x, q1.x, q2.y, q1.y);
  return crossingFromRatio(p1, p2, q1, q2, n.value, d.value, n.certain && d.certain);
}

/// Where outlines meet: isolated points and maximal shared straight pieces. Points are collected in the
/// caller's list (cleared first), so a reused result needs no new memory.
struct OutlineMeet {
  explicit OutlineMeet(std::vector<Vec2>& out) : points(out) { points.clear(); }
  std::vector<Vec2>& points;
  std::vector<std::pair<Vec2, Vec2>> pieces;
  /// Adds where the closed segments p1-p2 and q1-q2 meet. Inline: boxes apart, or the filter certain of a
  /// miss or a proper crossing, need no exact predicate (and no call).
  void addSegmentPair(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
    if (std::max(p1.x, p2.x) < std::min(q1.x, q2.x) || std::max(q1.x, q2.x) < std::min(p1.x, p2.x) ||
        std::max(p1.y, p2.y) < std::min(q1.y, q2.y) || std::max(q1.y, q2.y) < std::min(p1.y, p2.y))
      return;
    switch (filter::segmentRelation(p1.x, p1.y, p2.x, p2.y, q1.x, q1.y, q2.x, q2.y)) {
      case 0:
        return;
      case 2:
        points.push_back(crossingPoint(p1, p2, q1, q2));
        return;
      default:
        addSegmentPairExact(p1, p2, q1, q2);
    }
  }
  /// The same decided by the exact predicates (touching, collinear and near-degenerate pairs).
  void addSegmentPairExact(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2);
  /// Merges collinear touching pieces, drops points on pieces, dedupes: points is the contract's list.
  void finish();
};

/// Points where the circle (c, r > 0) meets the closed segment a-b, appended to out.
void circleSegmentPoints(Vec2 c, double r, Vec2 a, Vec2 b, std::vector<Vec2>& out);
/// Which roots of |a + t (b - a) - c|^2 = r^2 lie strictly inside (0, 1): the smaller, the larger, or one
/// double root (the circle tangent to the segment).
struct CircleEdgeRoots {
  bool small = false, large = false, tangent = false;
};
/// circleSegmentPoints' crossing points once its roots are known (a != b; the ends on the circle are not
/// added here).
void circleEdgeRootPoints(Vec2 c, double r, Vec2 a, Vec2 b, CircleEdgeRoots roots, std::vector<Vec2>& out);

/// The largest |x| + |y| (+ r for a disk) over a shape: the size its error bands and thresholds scale with.
double satSize(const Geom& g);

/// A rational rounded to double at any magnitude (within an ulp; subnormal results as the format allows).
double toDouble(const mpq_class& x);
/// sqrt(x) of a rational x >= 0 rounded to double at any magnitude (within 2 ulps).
double rootOfRational(const mpq_class& x);
/// A distance (disjoint pair) or depth and mtv (overlapping areas) of r below 2^-16 size, recomputed from
/// exact squares so that it keeps its sign and 1e-9 relative accuracy (small_lengths.cpp). a and b are the
/// pair's point sets in r's order; size is the larger satSize of the two. (The test inline: every pair
/// passes here, and almost none is that small.)
void refineSmallLengthsExactly(const Geom& a, const Geom& b, double size, PairResult& r);
inline void refineSmallLengths(const Geom& a, const Geom& b, double size, PairResult& r) {
  const double small = size * 0x1p-16;
  auto area = [](const Geom& g) { return g.kind == Kind::Disk || g.kind == Kind::Polygon; };
  if (r.relation == Relation::Disjoint
          ? r.distance < small
          : r.relation == Relation::Overlapping && r.depth < small && area(a) && area(b))
    refineSmallLengthsExactly(a, b, size, r);
}

/// The unit direction from the exact nearest point of a polygon's outline to c (c outside the polygon): the
/// edge's outward normal when that point lies inside an edge, else away from the vertex.
Vec2 awayFromNearest(Vec2 c, const Geom& polygon);

/// Sorts points lexicographically and removes exact duplicates.
void sortUnique(std::vector<Vec2>& pts);

/// Depth and mtv of two overlapping polygons (Geom kind Polygon both) from their SAT detail, into r and (the
/// mtv) sat. `known` is the SatFacts of the same pair (its leastPush, and where to start looking for it).
void polygonDepthFromSat(SatResult& sat, int windingA, int windingB, const SatFacts& known, PairResult& r);

/// The pair families (one file each). The relation of points, segments and polygons, exactly.
Relation polytopeRelation(const Geom& a, const Geom& b);
/// The full result of two of them into r (every field but sat, depth and mtv, which SAT gives for two
/// polygons: polygonDepthFromSat), with what is already known of the pair (SAT's facts, or none); their
/// columns from pa and pb.
void polytopePair(const Geom& a, const Geom& b, const SatFacts& known, PreparedView& pa, PreparedView& pb,
                  PairResult& r);
/// A disk against a point, segment or polygon, every sign from the exact predicates (`full` false: the
/// relation only).
PairResult diskPolytopePair(const Geom& disk, const Geom& x, bool full);
/// Pieces of the disk-polygon family (pair_disk.cpp) that the signs path (fast/) shares: the relation from
/// the sign of dist(center, X) - r; the least pointSegmentDistance from c to a polygon's edges and the first
/// edge at it; the shortest push of the disk out of the polygon (a direction to move the disk, a length),
/// with the nearest edge found by `nearestEdge` (the signs path passes its own, equal bit for bit).
Relation relationFromSide(int s);
double nearestEdgeDistance(Vec2 c, const Geom& g, int& edge);
using NearestEdge = double (*)(Vec2 c, const Geom& g, int& edge);
void diskPolygonDepth(Vec2 c, double r, const Geom& g, bool centerIn, double& depth, Vec2& dir,
                      NearestEdge nearestEdge = nearestEdgeDistance);
PairResult diskDiskPair(const Geom& a, const Geom& b, bool full);

}  // namespace hitlab::detail
