// fast_paths.cpp — certified floating-point relations for every pair of shape kinds.
//
// Area shapes (polygons, rects) against points, segments and each other use the edge-line form of the
// separating axis test. For convex A and B the Minkowski difference A - B has the outward normals of A and
// the inward normals of B, so: the interiors meet exactly when every edge of A has a point of B strictly on
// its inner side and every edge of B a point of A; the sets are apart when some edge has all points of the
// other strictly outside. One orientation per point decides each edge, and the point that was inside the
// previous edge is tried first, so an overlapping 8-gon pair usually costs about one orientation per edge.
// A segment takes part as a two-vertex polygon (its two edges face both ways), a point as one vertex with
// no edge.
#include "fast/fast_paths.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "hitlab/detail/bounds.h"
#include "pairs/constructions.h"
#include "pairs/point_set.h"
#include "pairs/predicates.h"

namespace hitlab::detail {

namespace {

// Every edge of `a` against the points of `b`: 0 when an edge certainly has all of b strictly outside, 2 when
// every edge certainly has a point of b strictly inside, else undecided.
std::uint8_t edgesAgainst(const Vec2* a, int na, int wa, const Vec2* b, int nb) {
  if (na < 2) return 2;  // a point has no edge
  int witness = 0;
  bool undecided = false;
  for (int i = 0; i < na; ++i) {
    Vec2 p = a[i], q = a[i + 1 == na ? 0 : i + 1];
    bool inside = false, allOut = true;
    for (int k = 0, j = witness; k < nb; ++k, j = (j + 1 == nb ? 0 : j + 1)) {
      int s = wa * filter::orient(q.x, q.y, b[j].x, b[j].y, p.x, p.y);  // orient(p, q, b_j)
      if (s > 0) {
        inside = true, witness = j;
        break;
      }
      allOut &= s < 0;
    }
    if (inside) continue;
    if (allOut) return 0;
    undecided = true;
  }
  return undecided ? kUndecided : 2;
}

// A disk against a polygon: overlapping when the center is strictly inside or some edge is nearer than r;
// apart when the center is certainly outside and every edge it might see is farther than r (the nearest
// point of a convex region to an outside point lies on an edge with that point strictly outside its line).
std::uint8_t circlePolygon(const Geom& d, const Geom& polygon) {
  const Vec2 c = d.at(0), *v = polygon.v();
  const int n = polygon.n;
  bool inside = true, outside = false, allFar = true;
  for (int i = 0; i < n; ++i) {
    Vec2 p = v[i], q = v[i + 1 == n ? 0 : i + 1];
    int side = polygon.winding * filter::orient(q.x, q.y, c.x, c.y, p.x, p.y);
    if (side > 0) continue;  // certainly on the inner side: not the nearest edge
    inside = false, outside |= side < 0;
    int s = filter::segmentVsCircle(p.x, p.y, q.x, q.y, c.x, c.y, d.r);
    if (s < 0) return 2;
    allFar &= s > 0;
  }
  if (inside) return 2;
  return outside && allFar ? 0 : kUndecided;
}

std::uint8_t circleOther(const Geom& d, const Geom& o) {
  const Vec2 c = d.at(0), *w = o.v();
  int s = 0;
  switch (o.kind) {
    case ShapeType::Circle:
      s = filter::circleVsCircle(c.x, c.y, d.r, w[0].x, w[0].y, o.r);
      break;
    case ShapeType::Polygon:
      return circlePolygon(d, o);
    case ShapeType::Segment:
      s = filter::segmentVsCircle(w[0].x, w[0].y, w[1].x, w[1].y, c.x, c.y, d.r);
      break;
    case ShapeType::Point:
      s = filter::pointVsCircle(w[0].x, w[0].y, c.x, c.y, d.r);
      break;
    case ShapeType::Capsule:  // (the exact family decides)
      return kUndecided;
    case ShapeType::Rect:  // (no Geom is a rect: toGeom makes it its polygon)
      break;
  }
  return s > 0 ? 0 : (s < 0 ? 2 : kUndecided);
}

}  // namespace

std::uint8_t polygons(const Vec2* a, int na, int wa, const Vec2* b, int nb, int wb) {
  return na <= 8 && nb <= 8 ? smallPolygonsRelation(a, na, wa, b, nb, wb)
                            : polygonsByWitness(a, na, wa, b, nb, wb);
}

std::uint8_t polygonsByWitness(const Vec2* a, int na, int wa, const Vec2* b, int nb, int wb) {
  std::uint8_t ab = edgesAgainst(a, na, wa, b, nb);
  if (ab == 0) return 0;
  std::uint8_t ba = edgesAgainst(b, nb, wb, a, na);
  if (ba == 0) return 0;
  return ab == 2 && ba == 2 ? 2 : kUndecided;
}

EnclosingDisks enclosingDisks(const Geom& g) {
  EnclosingDisks out;
  const Vec2* v = g.v();
  if (g.kind == ShapeType::Circle) {
    out.center = v[0], out.outer = out.inner = g.r;  // exact: the disk itself
    return out;
  }
  Vec2 c{0, 0};
  for (int i = 0; i < g.n; ++i) c = c + v[i];
  c = (1.0 / g.n) * c;
  double outer = 0;
  for (int i = 0; i < g.n; ++i) outer = std::max(outer, length(v[i] - c));
  // Each rounded distance is within a few ulps; 2^-40 of slack covers them. Tiny or huge shapes skip the
  // disks (their squares would leave the normal range).
  if (!(outer > 0x1p-400 && outer < 0x1p400)) return out;
  out.center = c, out.outer = (outer + g.r) * (1 + bounds::kCircleSlack);  // (a capsule: its core's, grown)
  if (g.kind != ShapeType::Polygon) return out;  // points, segments and capsules: no interior disk kept
  double inner = INFINITY;
  for (int i = 0; i < g.n; ++i) {
    Vec2 p = v[i], e = v[i + 1 == g.n ? 0 : i + 1] - p;
    double d = g.winding * cross(e, c - p) / length(e);  // distance from c to the edge's line, inwards
    inner = std::min(inner, d);
  }
  // Each d is off by a few ulps of outer (the rounding of e and c - p), so outer * 2^-40 of slack is ample;
  // a center too close to an edge (or outside, from rounding) gets no inscribed disk.
  if (inner > outer * 0x1p-30) out.inner = inner - outer * bounds::kCircleSlack;
  return out;
}

std::uint8_t fastRelation(const Geom& a, const EnclosingDisks& da, const Geom& b, const EnclosingDisks& db) {
  if (da.outer >= 0 && db.outer >= 0 && !(a.kind == ShapeType::Circle && b.kind == ShapeType::Circle)) {
    // Outer disks apart, or inner disks overlapping (a rounded radius sum is within the filter's bound).
    const Vec2 ca = da.center, cb = db.center;
    if (filter::pointVsCircle(cb.x, cb.y, ca.x, ca.y, da.outer + db.outer) > 0) return 0;
    if (da.inner > 0 && db.inner > 0 &&
        filter::pointVsCircle(cb.x, cb.y, ca.x, ca.y, da.inner + db.inner) < 0)
      return 2;
  }
  return fastRelation(a, b);
}

Relation segmentsByOrientation(const Geom& ga, const Geom& gb) {
  const Vec2 a1 = ga.at(0), a2 = ga.at(1), b1 = gb.at(0), b2 = gb.at(1);
  const int o1 = orient(a1, a2, b1), o2 = orient(a1, a2, b2);
  if (o1 * o2 > 0) return Relation::Disjoint;
  const int o3 = orient(b1, b2, a1), o4 = orient(b1, b2, a2);
  if (o3 * o4 > 0) return Relation::Disjoint;
  if (o1 != 0 || o2 != 0) {
    // One common point: inside both open segments when each straddles the other's line strictly, else an
    // end of one of them.
    return o1 * o2 < 0 && o3 * o4 < 0 ? Relation::Overlapping : Relation::Touching;
  }
  // On one line: their extents along it (x, or y when the line is vertical; exact comparisons of the values
  // given) overlap in more than a point, meet at one, or not at all.
  const bool byX = a1.x != a2.x;
  const auto along = [byX](Vec2 p) { return byX ? p.x : p.y; };
  const double aLo = std::min(along(a1), along(a2)), aHi = std::max(along(a1), along(a2));
  const double bLo = std::min(along(b1), along(b2)), bHi = std::max(along(b1), along(b2));
  const double lo = std::max(aLo, bLo), hi = std::min(aHi, bHi);
  return lo < hi ? Relation::Overlapping : (lo == hi ? Relation::Touching : Relation::Disjoint);
}

namespace {

// Whether every coordinate of both vertex lists is an integer below 2^24 times one power of two 2^-s, s in
// [-500, 500]: differences then have at most 26 significant bits, products of two at most 52, and an
// orientation (a difference of two products) is exact, its sign the exact sign.
bool onSmallGrid(const Vec2* a, int na, const Vec2* b, int nb) {
  double m = 0;
  for (const auto& [v, n] : {std::pair{a, na}, std::pair{b, nb}})
    for (int i = 0; i < n; ++i) m = std::max({m, std::fabs(v[i].x), std::fabs(v[i].y)});
  if (!(m > 0) || m == INFINITY) return false;
  int e = 0;
  std::frexp(m, &e);  // (m < 2^e)
  const int shift = 24 - e;
  if (shift < -500 || shift > 500) return false;
  const double s = std::ldexp(1.0, shift);  // (m s < 2^24; each product below exact: a power of two)
  for (const auto& [v, n] : {std::pair{a, na}, std::pair{b, nb}})
    for (int i = 0; i < n; ++i) {
      const double x = v[i].x * s, y = v[i].y * s;
      if (x != std::trunc(x) || y != std::trunc(y)) return false;
    }
  return true;
}

// Edges of p against the vertices of q (exact orientations): true when one edge line has every vertex of q
// strictly outside; `weak` set when one has them all outside or on it.
bool strictlyOutsideAnEdge(const Vec2* p, int np, int wp, const Vec2* q, int nq, bool& weak) {
  for (int i = 0; i < np; ++i) {
    const Vec2 e0 = p[i], e1 = p[i + 1 == np ? 0 : i + 1];
    const double ex = (e1.x - e0.x) * wp, ey = (e1.y - e0.y) * wp;  // (the winding folded in: exact)
    bool inside = false, on = false;
    for (int j = 0; j < nq && !inside; ++j) {
      const double o = ex * (q[j].y - e0.y) - ey * (q[j].x - e0.x);  // (> 0: left of the edge, inside)
      inside = o > 0;
      on |= o == 0;
    }
    if (inside) continue;
    if (!on) return true;
    weak = true;
  }
  return false;
}

}  // namespace

std::optional<Relation> polygonsOnGrid(const Vec2* a, int na, int wa, const Vec2* b, int nb, int wb) {
  if (na < 3 || nb < 3 || !onSmallGrid(a, na, b, nb)) return std::nullopt;
  // (Convex polygons with interiors: apart exactly when an edge line of one separates them strictly (SAT on
  // the edge normals); touching exactly when, not apart, one separates them weakly (the Minkowski
  // difference's edge through the origin is parallel to an edge of one of them); else their interiors meet.)
  bool weak = false;
  if (strictlyOutsideAnEdge(a, na, wa, b, nb, weak) || strictlyOutsideAnEdge(b, nb, wb, a, na, weak))
    return Relation::Disjoint;
  return weak ? Relation::Touching : Relation::Overlapping;
}

std::uint8_t grownRelation(const Geom& a, const Geom& b) {
  const Geom ca = coreOf(a), cb = coreOf(b);
  const double R = a.r + b.r;  // (within u R of the exact sum)
  // The cores' boxes (exact: minima and maxima of the values given) and the largest |coordinate| M.
  struct Box {
    double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
  } boxA, boxB;
  double M = 0;
  for (const auto& [g, box] : {std::pair{&ca, &boxA}, std::pair{&cb, &boxB}})
    for (int i = 0; i < g->n; ++i) {
      const Vec2 p = g->at(i);
      box->x0 = std::min(box->x0, p.x), box->y0 = std::min(box->y0, p.y);
      box->x1 = std::max(box->x1, p.x), box->y1 = std::max(box->y1, p.y);
      M = std::max({M, std::fabs(p.x), std::fabs(p.y)});
    }
  if (!(M < 0x1p500 && R < 0x1p500)) return kUndecided;
  // Boxes farther apart than R: the cores are at least that far (each rounded gap within u of its own value,
  // R within u of the sum; 2^-50 either way covers both).
  const double boxGap =
      std::max({boxB.x0 - boxA.x1, boxA.x0 - boxB.x1, boxB.y0 - boxA.y1, boxA.y0 - boxB.y1});
  if (boxGap * (1 - 0x1p-50) > R * (1 + 0x1p-50)) return 0;
  // Cores that may meet inside (two of segments or polygons, or a point in a polygon): their relation first.
  if ((ca.n >= 2 && cb.n >= 2) || ca.kind == ShapeType::Polygon || cb.kind == ShapeType::Polygon) {
    const std::uint8_t cores = fastRelation(ca, cb);
    if (cores == kUndecided) return kUndecided;
    if (cores != 0) return 2;  // (cores meeting: the grown shapes share interior points)
  }
  // The cores apart: their distance is the least over the vertex-edge pairs, both ways. A pair nearer than
  // `surely` settles it: its d + e (e <= kGrownDistance M + kGrownRoot R for d < R) is below R - eR.
  const double eR = R * bounds::kGrownRoot,
               surely = R - eR - (M * bounds::kGrownDistance + R * bounds::kGrownRoot);
  const double surelySquare = surely > 0x1p-450 ? surely * surely * (1 - 0x1p-50) : 0;
  double least = INFINITY;
  for (const auto& [from, to] : {std::pair{&ca, &cb}, std::pair{&cb, &ca}})
    for (int i = 0; i < from->n; ++i) {
      const Vec2 p = from->at(i);
      for (int j = 0; j < to->outlineCount(); ++j) {
        const Vec2 e0 = to->edgeFrom(j), e1 = to->edgeTo(j);
        least = std::min(least, vertexEdgeSquare(p.x, p.y, e0.x, e0.y, e1.x, e1.y));
      }
      if (least < surelySquare && least > 0x1p-900) return 2;
    }
  if (!(least > 0x1p-900 && least < 0x1p900)) return kUndecided;
  const double d = std::sqrt(least), e = M * bounds::kGrownDistance + d * bounds::kGrownRoot;
  if (d - e > R + eR) return 0;
  if (d + e < R - eR) return 2;
  return kUndecided;
}

std::uint8_t fastRelation(const Geom& a, const Geom& b) {
  if (a.kind == ShapeType::Capsule || b.kind == ShapeType::Capsule) return grownRelation(a, b);
  if (a.kind == ShapeType::Circle) return circleOther(a, b);
  if (b.kind == ShapeType::Circle) return circleOther(b, a);
  const Vec2 *p = a.v(), *q = b.v();
  if (a.kind == ShapeType::Polygon || b.kind == ShapeType::Polygon)
    return polygons(p, a.n, a.winding, q, b.n, b.winding);
  if (a.kind == ShapeType::Segment && b.kind == ShapeType::Segment)
    return filter::segmentRelation(p[0].x, p[0].y, p[1].x, p[1].y, q[0].x, q[0].y, q[1].x, q[1].y);
  return kUndecided;  // point with point or segment: comparisons the exact path does cheaply
}

}  // namespace hitlab::detail
