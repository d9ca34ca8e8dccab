// disk_polygon_signs.cpp — a disk against a polygon from one rounded pass of signs: what
// pairs/pair_disk.cpp's diskPolytopePairExact gives, bit for bit, for every pair whose signs the error bounds
// certify (tests/test_full_kernels.cpp: DiskPolygonSignsGiveTheExactPredicatesResult).
#include <cstdint>
#include <cstring>
#include <limits>

#include "exact/bounds.h"
#include "fast/fast_paths.h"
#include "fast/simd.h"
#include "pairs/geom.h"

namespace hitlab::detail {

// [SECTION] Every sign at once, for a disk against a polygon

// The signs a disk-polygon result is made of, per vertex i and its edge i (from v_i to v_i+1), from one
// pass of rounded arithmetic with an error bound per value: 1, 0, -1, or kUnsure when the bound cannot tell
// (a touching or tangent pair: the exact predicates decide). Each is the sign of the exact predicate named.
constexpr std::int8_t kUnsure = 2;
struct DiskPolygonSigns {
  // (Written 4 at a time: room for the lanes past the last edge.)
  std::int8_t vertex[kMaxSquaresEdges + 3];  // |v_i - c|^2 - r^2: circleSide(v_i, c, r)
  std::int8_t center[kMaxSquaresEdges + 3];  // cross(e_i, c - v_i): orient(v_i, v_i+1, c)
  std::int8_t along[kMaxSquaresEdges + 3];   // dot(e_i, c - v_i): > 0 when c projects past v_i along the edge
  std::int8_t pastEnd[kMaxSquaresEdges + 3];  // dot(e_i, c - v_i+1): >= 0 when c projects past v_i+1
  std::int8_t
      line[kMaxSquaresEdges + 3];  // cross(e_i, c - v_i)^2 - r^2 |e_i|^2: the edge line's distance vs r
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
  constexpr double k8u = bounds::kSumOfProducts, kTinyValue = bounds::kUnderflowGuard;
  const int n = g.n;
  const double rr = r * r;
  const Vec2* v = g.v();
  // The vertices in columns, vertex 0 repeated after the last (edge n - 1 ends there) and as padding.
  double vx[kMaxSquaresEdges + 5], vy[kMaxSquaresEdges + 5];
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

// diskPolytopePair's result (full or the relation only) for a polygon of up to kMaxSquaresEdges edges from
// those signs, reading them in the order the exact predicates would be called. False when a sign read is not
// certain (nothing is written then: the caller takes the exact predicates); else every field but sat is
// written over, so a reused result keeps its points' memory.
bool diskPolygonBySigns(Vec2 c, double r, const Geom& x, bool full, PairResult& res) {
  if (x.kind != Kind::Polygon || x.n > kMaxSquaresEdges || !(r > 0) || (x.winding != 1 && x.winding != -1))
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
  CircleEdgeRoots roots[kMaxSquaresEdges];
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

}  // namespace hitlab::detail
