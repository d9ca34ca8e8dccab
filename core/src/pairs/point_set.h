// point_set.h — shapes reduced to the point sets they mean (internal).
//
// Every declared shape becomes a Geom of one of five kinds, named by the ShapeType of what it is: a Point, a
// non-degenerate Segment, a Circle of positive radius (its point set is the closed disk, which is what
// "disk" means in the comments of pairs/), a convex Polygon of positive area (never a Rect: a rect is its
// polygon), or a Capsule: a core grown by a positive radius, the core a non-degenerate segment (the Geom's
// two vertices and one edge: a capsule, or a zero-width rounded rect) or a convex polygon of positive area
// (its n >= 3 vertices and edges: a rounded rect or polygon). A zero-length segment, zero-radius circle,
// zero-width rect, a capsule with equal ends or radius 0, a rounded rect or polygon of radius 0 therefore
// needs no special case in the pair code.
#pragma once

#include <vector>

#include "hitlab/detail/filters.h"
#include "hitlab/shapes.h"

namespace hitlab::detail {

/// A shape as its point set. Polygon vertices are borrowed from the shape (no copy, no allocation).
struct Geom {
  ShapeType kind = ShapeType::Point;  // Point, Segment, Circle, Polygon or Capsule
  int n = 1;  // vertex count: point 1, segment 2, circle 1 (its center), polygon n, capsule its core's (2+)
  const Vec2* ext = nullptr;  // borrowed vertices, else buf
  Vec2 buf[4];
  double r = 0;     // circle or capsule radius
  int winding = 1;  // polygon or polygon core: +1 counter-clockwise, -1 clockwise
  const Vec2* v() const { return ext ? ext : buf; }
  Vec2 at(int i) const { return v()[i]; }
  // (A Geom of 3 or more vertices is a polygon or a polygon core: its edges close the loop; a point's or a
  // circle's one vertex has no edge.)
  int edgeCount() const { return n > 2 ? n : n - 1; }
  /// Edge i as (from, to): the outline of a segment is itself, a point's outline is the point; a capsule's
  /// edges are its core's.
  Vec2 edgeFrom(int i) const { return at(i); }
  Vec2 edgeTo(int i) const {  // (no modulo: edge loops call this n * m times)
    return at(n > 2 ? (i + 1 == n ? 0 : i + 1) : (n == 1 ? 0 : 1));
  }
  int outlineCount() const { return n > 2 ? n : 1; }
};

/// The point set of a shape; a polygon must be valid (polygonProblem empty). A polygon's winding is found
/// here unless passed (non-zero) as `knownWinding`.
Geom toGeom(const Shape& s, int knownWinding = 0);
Geom toGeom(Shape&&, int = 0) = delete;  // the Geom would borrow from a temporary
/// A polygon's core alone, its radius left out (grownGeom: the rounded polygon's point set).
Geom toGeom(const Polygon& p, int knownWinding = 0);
Geom toGeom(Polygon&&, int = 0) = delete;
/// A polygon's point set with its radius: toGeom(Shape(p)) without copying the polygon.
Geom grownGeom(const Polygon& p, int knownWinding = 0);
Geom grownGeom(Polygon&&, int = 0) = delete;

/// The core of a grown point set (a capsule's segment or polygon, a disk's center), radius 0; any other
/// point set is its own core.
inline Geom coreOf(const Geom& g) {
  Geom core = g;
  core.r = 0;
  if (g.kind == ShapeType::Capsule) core.kind = g.n > 2 ? ShapeType::Polygon : ShapeType::Segment;
  if (g.kind == ShapeType::Circle) core.kind = ShapeType::Point;
  return core;
}

/// A convex polygon's winding from the float filter (+1 counter-clockwise, -1 clockwise), or 0 when the
/// filter cannot tell (a degenerate fan around vertex 0): the exact path must decide. Every certain sign of
/// the fan agrees for a valid convex polygon. (Inline: the polygon relations take it before their lanes.)
inline int filteredWinding(const Vec2* v, int n) {
  for (int i = 1; i + 1 < n; ++i)
    if (int o = filter::orient(v[0].x, v[0].y, v[i].x, v[i].y, v[i + 1].x, v[i + 1].y)) return o;
  return 0;
}

/// The largest |x| + |y| (+ r for a disk) over a shape: the size its error bands and thresholds scale with.
double satSize(const Geom& g);

}  // namespace hitlab::detail
