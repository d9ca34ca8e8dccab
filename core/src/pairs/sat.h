// sat.h — the separating axis test's internal entry points (sat.cpp): what one shape brings to SAT,
// prepared once, and what SAT's rounded intervals prove of two polygons (internal; hitlab/sat.h is the public
// one).
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>

#include "hitlab/relation.h"
#include "hitlab/sat.h"
#include "pairs/point_set.h"
#include "pairs/predicates.h"

namespace hitlab::detail {

// The unnormalised normal an axis stands for: rightPerp(q - p) for an edge's outward normal, else q - p.
inline Vec2 rawNormal(const AxisDef& ax) { return ax.perp ? rightPerp(ax.q - ax.p) : ax.q - ax.p; }

// A declared shape as SAT sees it: a rect keeps its four corners and fixed normals even when it is flat. Its
// axes are made on demand (no list to allocate per pair). The pair's Geom serves where it can (no copy).
struct SatSide {
  Geom own;  // a flat rect's corners, or a circle's disk, where the pair's Geom is not what SAT sees
  const Geom* gp = nullptr;
  int axisCount = 0;
  bool rect = false;
  SatSide(const Shape& s, const Geom& built) : gp(&built) {
    if (auto* c = std::get_if<Circle>(&s)) {
      own.kind = ShapeType::Circle;
      own.buf[0] = c->center;
      own.r = c->radius;
      gp = &own;
    } else if (auto* r = std::get_if<Rect>(&s)) {
      rect = true, axisCount = 4;
      if (built.n != 4) {  // flat: toGeom made it a segment or point (grown: a capsule or disk)
        auto corners = rectCorners(*r);
        std::copy(corners.begin(), corners.end(), own.buf);
        own.kind = built.r > 0 ? ShapeType::Capsule : ShapeType::Polygon;
        own.n = 4, own.r = built.r;
        gp = &own;
      }
    } else {
      axisCount = built.edgeCount();  // (a polygon's or polygon core's n, a capsule's core segment 1)
    }
  }
  SatSide(const SatSide&) = delete;
  SatSide& operator=(const SatSide&) = delete;
  const Geom& g() const { return *gp; }
  AxisDef axis(int k) const {
    static constexpr Vec2 kRectNormals[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    if (rect) return {{0, 0}, kRectNormals[k], false};
    Vec2 p = gp->at(k), q = gp->edgeTo(k);
    return gp->winding > 0 ? AxisDef{p, q, true} : AxisDef{q, p, true};
  }
  /// Every axis's unnormalised normal into columns.
  void rawNormals(double* nx, double* ny) const {
    for (int k = 0; k < axisCount; ++k) {
      Vec2 raw = rawNormal(axis(k));
      nx[k] = raw.x, ny[k] = raw.y;
    }
  }
};

/// The axis from a circle's center c to the nearest vertex of the other shape (lowest index on a tie), exact;
/// (1, 0) when that vertex is c.
AxisDef circleAxis(Vec2 c, const Geom& other);

/// Whether SAT lists an axis after the edges' (a disk or a grown shape on either side, or a capsule of
/// radius 0: a segment or point, whose edge normals alone leave collinear or point pairs unseparated), and
/// whose it is: a disk's, else the other side's that is not a plain polygon ('a' first).
bool hasExtraAxis(const Geom& a, const Geom& b);
char extraAxisOwner(const Geom& a, const Geom& b);
/// That axis, exact: a disk's circleAxis; a grown shape's from its core's vertex to the other core's nearest
/// vertex (the nearest pair of vertices, lowest indices on a tie; (1, 0) when they coincide). With the edge
/// normals it holds the direction between the cores' nearest points, so for disjoint shapes some axis
/// separates.
AxisDef extraAxis(const Geom& a, const Geom& b);

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
  /// Set by smallPolygonsSat without a SAT detail to write (a contact): the unit direction b moves in that
  /// polygonDepthFromSat finds at leastPushAxis.
  bool hasLeastPushMove = false;
  Vec2 leastPushMove;
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

}  // namespace hitlab::detail
