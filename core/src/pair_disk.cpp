// pair_disk.cpp — a disk of positive radius against a point, segment, polygon or another disk.
//
// Disk against X: the open disk meets the interior of X exactly when dist(center, X) < r (the open disk is
// open, so touching the closed X inside it means touching X's interior too); dist == r is touching. Distances
// are never computed for decisions: the comparisons are done on squares, exactly (seeds 000 and 002, which
// compare with sqrt in floating point).
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "geom.h"
#include "simd.h"

namespace hitlab::detail {

using exact::decide;
using exact::lift;
using exact::V2;

// The polygons the rounded paths below take (their columns on the stack); bigger ones go edge by edge.
constexpr int kMaxSignsEdges = 64;

static Relation relationFromSide(int s) {
  return s < 0 ? Relation::Overlapping : (s == 0 ? Relation::Touching : Relation::Disjoint);
}

// Sign of dist(center, X) - r over X's point set.
static int distanceVsRadius(Vec2 c, double r, const Geom& x) {
  if (x.kind == Kind::Point) return circleSide(x.at(0), c, r);
  if (x.kind == Kind::Polygon && inPolygon(x, c)) return -1;
  int best = 1;
  for (int i = 0; i < x.outlineCount() && best >= 0; ++i)
    best = std::min(best, segmentDistanceVsRadius(c, r, x.edgeFrom(i), x.edgeTo(i)));
  return best;
}

// Is the disk inside the polygon: the center at least r inside every edge line?
bool diskInPolygon(Vec2 c, double r, const Geom& g) {
  for (int i = 0; i < g.n; ++i) {
    Vec2 p = g.at(i), q = g.edgeTo(i);
    int s = decide([&](auto tag) {
      using T = typename decltype(tag)::type;
      V2<T> d = lift<T>(q) - lift<T>(p);
      T inward = T(T(g.winding) * exact::crossT(d, lift<T>(c) - lift<T>(p)));
      return exact::signSumRoot(inward, T(-r), exact::dotT(d, d));  // inward - r |d|
    });
    if (s < 0) return false;
  }
  return true;
}

// The smallest pointSegmentDistance from c to a polygon's edges, and the first edge at that distance. From
// the squared distances (vertexEdgeSquare rounds each as pointSegmentDistance does before its root) and one
// square root: a square root is monotonic and correctly rounded, so the least root is the root of the least
// square, and only squares within 4 ulps of it can round to the same root. Squares outside length()'s plain
// range (it takes hypot there) go edge by edge, as everything does without `viaSquares` (the exact path,
// which the tests hold this one to).
static double nearestEdgeDistance(Vec2 c, const Geom& g, bool viaSquares, int& edge) {
  const int n = g.n;
  const Vec2* v = g.v();
  if (viaSquares && n <= kMaxSignsEdges) {
    double square[kMaxSignsEdges], least = std::numeric_limits<double>::infinity();
    for (int i = 0; i < n; ++i) {
      const Vec2 to = v[i + 1 == n ? 0 : i + 1];
      square[i] = vertexEdgeSquare(c.x, c.y, v[i].x, v[i].y, to.x, to.y);
      least = std::min(least, square[i]);
    }
    if (least > 0x1p-900 && least < 0x1p899) {
      const double distance = std::sqrt(least);
      for (int i = 0; i < n; ++i)
        if (square[i] <= least * (1 + 0x1p-50) && std::sqrt(square[i]) == distance) {
          edge = i;
          return distance;
        }
    }
  }
  double best = std::numeric_limits<double>::infinity();
  for (int i = 0; i < n; ++i) {
    const double d = pointSegmentDistance(c, g.at(i), g.edgeTo(i));
    if (d < best) best = d, edge = i;
  }
  return best;
}

// Shortest push of the disk out of the polygon, as a direction to move the disk and a length.
static void diskPolygonDepth(Vec2 c, double r, const Geom& g, bool centerIn, bool viaSquares, double& depth,
                             Vec2& dir) {
  if (centerIn) {
    double best = std::numeric_limits<double>::infinity();
    for (int i = 0; i < g.n; ++i) {
      Vec2 p = g.at(i), q = g.edgeTo(i);
      Vec2 out = normalized(g.winding * rightPerp(q - p));
      double inside = dot(p - c, out);  // distance from c to the edge line
      if (inside < best) best = inside, dir = out;
    }
    depth = std::max(best, 0.0) + r;
    return;
  }
  int edge = 0;
  const double best = nearestEdgeDistance(c, g, viaSquares, edge);
  depth = std::max(r - best, 0.0);
  // Away from the nearest point: the edge's outward normal when that point lies inside the edge, else away
  // from the vertex. (Not the direction of c minus the rounded nearest point: for a center a hair outside
  // an edge that difference is rounding noise.)
  // Near the outline (below 2^-16 of the size) rounding may pick the wrong feature: the exact one decides.
  if (best < 0x1p-16 * satSize(g)) {
    dir = awayFromNearest(c, g);
    return;
  }
  const Vec2 p = g.at(edge), q = g.edgeTo(edge), nearest = closestOnSegment(c, p, q);
  dir = nearest == p || nearest == q ? normalized(c - nearest) : normalized(g.winding * rightPerp(q - p));
}

// [SECTION] Every sign at once, for a disk against a polygon

// The signs a disk-polygon result is made of, per vertex i and its edge i (from v_i to v_i+1), from one
// pass of rounded arithmetic with an error bound per value: 1, 0, -1, or kUnsure when the bound cannot tell
// (a touching or tangent pair: the exact predicates decide). Each is the sign of the exact predicate named.
constexpr std::int8_t kUnsure = 2;
struct DiskPolygonSigns {
  // (Written 4 at a time: room for the lanes past the last edge.)
  std::int8_t vertex[kMaxSignsEdges + 3];   // |v_i - c|^2 - r^2: circleSide(v_i, c, r)
  std::int8_t center[kMaxSignsEdges + 3];   // cross(e_i, c - v_i): orient(v_i, v_i+1, c)
  std::int8_t along[kMaxSignsEdges + 3];    // dot(e_i, c - v_i): > 0 when c projects past v_i along the edge
  std::int8_t pastEnd[kMaxSignsEdges + 3];  // dot(e_i, c - v_i+1): >= 0 when c projects past v_i+1
  std::int8_t line[kMaxSignsEdges + 3];  // cross(e_i, c - v_i)^2 - r^2 |e_i|^2: the edge line's distance vs r
};

// Each value's bound: every input difference and product rounds with a relative error of at most u = 2^-53,
// so a square of a difference, a product of two and their sums stay within 6u of the exact terms' magnitudes
// (8u leaves room for the bound's own rounding); a value below filter::kUnderflowGuard is never certain
// (products may underflow). Four edges per vector (an AVX2 clone where the CPU has it), branch-free: the
// signs follow no pattern a predictor learns.
using detail::V4;
using L4 = long long __attribute__((vector_size(32)));
// (The helpers are always inlined, into each clone: their vector calling convention is never used.)
#pragma GCC diagnostic ignored "-Wpsabi"

[[gnu::always_inline]] static inline V4 absolute(V4 v) {
  return __builtin_bit_cast(V4, __builtin_bit_cast(L4, v) & 0x7fffffffffffffff);
}

// 1, -1, or kUnsure per lane.
[[gnu::always_inline]] static inline L4 certainSigns(V4 v, V4 bound) {
  const L4 sign = (v < -bound) - (v > bound);  // (a comparison gives -1 where it holds)
  const L4 sure = absolute(v) > bound;
  return (sure & sign) | (~sure & kUnsure);
}

HITLAB_CLONES("avx2", "default")
static void diskPolygonSigns(Vec2 c, double r, const Geom& g, DiskPolygonSigns& s) {
  constexpr double k8u = 8 * filter::kU, kTinyValue = filter::kUnderflowGuard;
  const int n = g.n;
  const double rr = r * r;
  const Vec2* v = g.v();
  // The vertices in columns, vertex 0 repeated after the last (edge n - 1 ends there) and as padding.
  double vx[kMaxSignsEdges + 5], vy[kMaxSignsEdges + 5];
  for (int i = 0; i < n; ++i) vx[i] = v[i].x, vy[i] = v[i].y;
  for (int i = n; i < n + 5; ++i) vx[i] = v[0].x, vy[i] = v[0].y;
  const V4 tiny = V4{} + kTinyValue;
  for (int i = 0; i < n; i += 4) {
    V4 x0, y0, x1, y1;
    std::memcpy(&x0, vx + i, 32), std::memcpy(&y0, vy + i, 32);
    std::memcpy(&x1, vx + i + 1, 32), std::memcpy(&y1, vy + i + 1, 32);
    // e_i = v_i+1 - v_i, as rounded from the vertices; w = c - v_i and c - v_i+1.
    const V4 ex = x1 - x0, ey = y1 - y0, wx = c.x - x0, wy = c.y - y0, wx1 = c.x - x1, wy1 = c.y - y1;
    const V4 w2 = wx * wx + wy * wy;
    const L4 vertex = certainSigns(w2 - rr, k8u * (w2 + rr) + tiny);
    const V4 cross = ex * wy - ey * wx;
    const V4 crossError = k8u * (absolute(ex * wy) + absolute(ey * wx)) + tiny;
    const L4 center = certainSigns(cross, crossError);
    const L4 along = certainSigns(ex * wx + ey * wy, k8u * (absolute(ex * wx) + absolute(ey * wy)) + tiny);
    const L4 pastEnd =
        certainSigns(ex * wx1 + ey * wy1, k8u * (absolute(ex * wx1) + absolute(ey * wy1)) + tiny);
    // cross^2 - r^2 L: the rounded cross is within crossError, so its square within crossError (2 |cross| +
    // crossError); the rest rounds as above.
    const V4 squared = cross * cross, radiusLine = rr * (ex * ex + ey * ey);
    const V4 lineError =
        (crossError * (2 * absolute(cross) + crossError) + k8u * (squared + radiusLine)) * (1 + 0x1p-20);
    const L4 line = certainSigns(squared - radiusLine, lineError + tiny);
    for (int j = 0; j < 4; ++j) {
      s.vertex[i + j] = static_cast<std::int8_t>(vertex[j]);
      s.center[i + j] = static_cast<std::int8_t>(center[j]);
      s.along[i + j] = static_cast<std::int8_t>(along[j]);
      s.pastEnd[i + j] = static_cast<std::int8_t>(pastEnd[j]);
      s.line[i + j] = static_cast<std::int8_t>(line[j]);
    }
  }
}

// diskPolytopePair's result (full or the relation only) for a polygon of up to kMaxSignsEdges edges from
// those signs, reading them in the order the exact predicates would be called. False when a sign read is not
// certain (nothing is written then: the caller takes the exact predicates); else every field but sat is
// written over, so a reused result keeps its points' memory.
bool diskPolygonBySigns(Vec2 c, double r, const Geom& x, bool full, PairResult& res) {
  if (x.kind != Kind::Polygon || x.n > kMaxSignsEdges || !(r > 0) || (x.winding != 1 && x.winding != -1))
    return false;
  DiskPolygonSigns s;
  diskPolygonSigns(c, r, x, s);
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
  CircleEdgeRoots roots[kMaxSignsEdges];
  if (full && relation != Relation::Disjoint) {
    bool xIn = true;
    for (int i = 0; i < n && xIn; ++i) xIn = read(s.vertex[i]) <= 0;
    bool diskIn = !xIn;  // diskInPolygon: c at least r inside every edge line
    for (int i = 0; i < n && diskIn; ++i) diskIn = read(s.center[i]) * w > 0 && read(s.line[i]) >= 0;
    if (xIn)
      containment = Containment::BInA;
    else if (diskIn)
      containment = Containment::AInB;
    for (int i = 0; i < n; ++i) {
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
  if (!full) return true;
  if (relation != Relation::Disjoint) {
    for (int i = 0; i < n; ++i) {
      const Vec2 a = x.at(i), b = x.edgeTo(i);
      if (s.vertex[i] == 0) res.points.push_back(a);
      if (s.vertex[next(i)] == 0) res.points.push_back(b);
      circleEdgeRootPoints(c, r, a, b, roots[i], res.points);
    }
    sortUnique(res.points);
  } else {
    int edge;
    res.distance = std::max(nearestEdgeDistance(c, x, true, edge) - r, 0.0);
  }
  if (relation == Relation::Overlapping) {
    Vec2 dir;
    diskPolygonDepth(c, r, x, centerIn, true, res.depth, dir);
    if (res.depth > 0) res.mtv = -res.depth * dir;  // b is the polygon: it moves opposite to the disk
  }
  return true;
}

void diskPolytopePair(const Geom& disk, const Geom& x, bool full, PairResult& out) {
  if (!diskPolygonBySigns(disk.at(0), disk.r, x, full, out)) out = diskPolytopePairExact(disk, x, full);
}

PairResult diskPolytopePairExact(const Geom& disk, const Geom& x, bool full) {
  Vec2 c = disk.at(0);
  double r = disk.r;
  PairResult res;
  int side = distanceVsRadius(c, r, x);
  res.relation = relationFromSide(side);
  if (!full) return res;
  if (res.relation != Relation::Disjoint) {
    bool xIn = true;
    for (int i = 0; i < x.n && xIn; ++i) xIn = circleSide(x.at(i), c, r) <= 0;
    if (xIn)
      res.containment = Containment::BInA;
    else if (x.kind == Kind::Polygon && diskInPolygon(c, r, x))
      res.containment = Containment::AInB;
    for (int i = 0; i < x.outlineCount(); ++i)
      circleSegmentPoints(c, r, x.edgeFrom(i), x.edgeTo(i), res.points);
    sortUnique(res.points);
  } else {
    double d = std::numeric_limits<double>::infinity();
    for (int i = 0; i < x.outlineCount(); ++i)
      d = std::min(d, pointSegmentDistance(c, x.edgeFrom(i), x.edgeTo(i)));
    res.distance = std::max(d - r, 0.0);
  }
  if (res.relation == Relation::Overlapping && x.kind == Kind::Polygon) {
    Vec2 dir;
    diskPolygonDepth(c, r, x, inPolygon(x, c), false, res.depth, dir);
    if (res.depth > 0) res.mtv = -res.depth * dir;  // b is the polygon: it moves opposite to the disk
  }
  return res;
}

// The two crossing points of circles known (exactly) to cross: a = (D + r1^2 - r2^2) / 2d along the line of
// centers, h = sqrt(((r1+r2)^2 - D)(D - (r1-r2)^2)) / 2d across it. Each factor is rounded once from its
// exact value, so nothing cancels near tangency. Centers closer than double's range can square (D underflows)
// take long double, whose exponent range holds D.
static std::vector<Vec2> crossingPoints(Vec2 c1, double r1, Vec2 c2, double r2, double dist, Vec2 u) {
  Vec2 perp{-u.y, u.x};
  if (dist < 1e-140) {
    long double dx = (long double)c2.x - c1.x, dy = (long double)c2.y - c1.y;
    long double D = dx * dx + dy * dy, d = std::sqrt(D);
    long double a = (D + (long double)r1 * r1 - (long double)r2 * r2) / (2 * d);
    long double h = std::sqrt(std::max((long double)r1 * r1 - a * a, 0.0L));
    Vec2 m = c1 + static_cast<double>(a) * u;
    return {m + static_cast<double>(h) * perp, m - static_cast<double>(h) * perp};
  }
  auto exactly = [&](int which) {
    return accurate([&](auto tag) {
      using T = typename decltype(tag)::type;
      V2<T> d = lift<T>(c2) - lift<T>(c1);
      T R1(r1), R2(r2), D = exact::dotT(d, d);
      if (which == 0) return T(D + R1 * R1 - R2 * R2);
      T rr = which == 1 ? T(R1 + R2) : T(R1 - R2);
      return which == 1 ? T(rr * rr - D) : T(D - rr * rr);
    });
  };
  double along = exactly(0) / (2 * dist);
  double h = std::sqrt(std::max(exactly(1), 0.0)) * std::sqrt(std::max(exactly(2), 0.0)) / (2 * dist);
  Vec2 m = c1 + along * u;
  return {m + h * perp, m - h * perp};
}

PairResult diskDiskPair(const Geom& a, const Geom& b, bool full) {
  Vec2 c1 = a.at(0), c2 = b.at(0);
  double r1 = a.r, r2 = b.r;
  PairResult res;
  int outer = circlesSide(c1, r1, c2, r2, true);
  res.relation = relationFromSide(outer);
  if (!full) return res;
  if (res.relation == Relation::Disjoint) {
    res.distance = std::max(length(c2 - c1) - (r1 + r2), 0.0);  // (the same for (b, a))
    return res;
  }
  int inner = circlesSide(c1, r1, c2, r2, false);
  if (c1 == c2 && r1 == r2)
    res.containment = Containment::Equal;
  else if (inner <= 0)
    res.containment = r1 < r2 ? Containment::AInB : Containment::BInA;
  // Outline points: none when one circle is strictly inside the other, one at a tangency, else two. Built
  // from the circle that comes first (center, then radius), so that (b, a) gives the same points.
  const bool swap = c2.x < c1.x || (c2.x == c1.x && (c2.y < c1.y || (c2.y == c1.y && r2 < r1)));
  const Vec2 k1 = swap ? c2 : c1, k2 = swap ? c1 : c2;
  const double s1 = swap ? r2 : r1, s2 = swap ? r1 : r2;
  const double dist = std::hypot(k2.x - k1.x, k2.y - k1.y);
  const Vec2 u = dist > 0 ? Vec2{(k2.x - k1.x) / dist, (k2.y - k1.y) / dist} : Vec2{1, 0};
  if (inner > 0 && outer < 0)
    res.points = crossingPoints(k1, s1, k2, s2, dist, u);
  else if (dist > 0 && (inner == 0 || outer == 0)) {
    double along = (outer == 0 || s1 > s2) ? s1 : -s1;  // tangent point on the line of centers
    res.points = {k1 + along * u};
  }
  sortUnique(res.points);
  if (res.relation == Relation::Overlapping) {
    res.depth = r1 + r2 - dist;
    if (res.depth > 0) res.mtv = res.depth * (swap ? -u : u);  // b moves away from a
  }
  return res;
}

}  // namespace hitlab::detail
