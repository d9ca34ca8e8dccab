// pair_capsule.cpp — a grown shape (a capsule, a rounded rect or polygon) against any shape.
//
// Every shape of such a pair is a convex core grown by a radius: a capsule is its segment grown by r, a
// rounded rect or polygon its polygon grown by r, a disk its center grown by r, a point, segment or polygon
// itself grown by 0. With R = ra + rb (> 0: one is grown) the grown shapes A and B are the Minkowski sums of
// the cores and the disks, so:
//   relation     cores meeting: overlapping; else the sign of dist(coreA, coreB)^2 - R^2, the least over the
//                vertex-edge pairs of the two cores (disjoint convex sets are nearest at such a pair), exact
//   containment  A in B when each vertex's disk of A's core (radius ra) is in B, as A is their convex hull:
//                dist(v, coreB) <= rb - ra when ra <= rb, else v at least ra - rb inside a polygon core
//   points       each piece of one outline (a capsule: two straight sides, lines offset by r from the core's,
//                and two half circles; a rounded polygon: a side per edge and an arc per vertex, within the
//                normals of its two edges; a disk: its circle; a segment or polygon: its edges) against each
//                of the other's, every point an exact number a + b sqrt(L) + g sqrt(d + e sqrt(L)) (Nested),
//                kept when it lies on both pieces (exact signs) and rounded once
//   distance     the least dist(v, edge) - R over the vertex-edge pairs, each rounded once
//   depth, mtv   (area shapes) cores apart: R - dist(coreA, coreB), along the nearest features; cores
//                meeting: R + the cores' least push over their edge normals (their Minkowski difference has
//                no other normals), each number rounded once
// The decisions use squares and signs of such numbers only (no root is taken, no epsilon); the constructions
// run in the rationals (exact::nearest of a Nested), which costs tens of microseconds a pair.
#include "pairs/pair_capsule.h"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "exact/exact.h"
#include "exact/rounding.h"
#include "hitlab/detail/bounds.h"
#include "pairs/constructions.h"
#include "pairs/pair_circle.h"
#include "pairs/predicates.h"
#include "pairs/relation.h"

namespace hitlab::detail {

namespace {

using exact::decide;
using exact::lift;
using exact::Nested;
using Q = mpq_class;
using QV = exact::V2<Q>;

// [SECTION] Shapes as cores grown by a radius

struct Grown {
  Geom core;  // Point, Segment or Polygon
  double r = 0;
};

Grown grownOf(const Geom& g) { return {coreOf(g), g.r}; }

bool hasArea(const Grown& x) { return x.r > 0 || x.core.kind == ShapeType::Polygon; }

// The largest |coordinate| of both cores' vertices (M, the scale of the bounds in bounds.h).
double largestCoordinate(const Grown& a, const Grown& b) {
  double M = 0;
  for (const Geom* g : {&a.core, &b.core})
    for (int i = 0; i < g->n; ++i) M = std::max({M, std::fabs(g->at(i).x), std::fabs(g->at(i).y)});
  return M;
}

// Calls f(vertex, edge from, edge to) for every vertex of one core against every edge of the other, both
// ways (a point's only edge is the point), until f returns true.
template <class F>
void forVertexEdgePairs(const Grown& a, const Grown& b, F&& f) {
  for (const auto& [from, to] : {std::pair{&a.core, &b.core}, std::pair{&b.core, &a.core}})
    for (int i = 0; i < from->n; ++i)
      for (int j = 0; j < to->outlineCount(); ++j)
        if (f(from->at(i), to->edgeFrom(j), to->edgeTo(j))) return;
}

// [SECTION] Relation and containment

bool coresMeet(const Grown& a, const Grown& b) { return exactRelation(a.core, b.core) != Relation::Disjoint; }

// Is the disk (v, r) in the grown shape b?
bool diskIn(Vec2 v, double r, const Grown& b) {
  const Geom& k = b.core;
  if (r <= b.r) {  // dist(v, core) <= rb - r
    if (k.kind == ShapeType::Polygon && inPolygon(k, v)) return true;
    for (int j = 0; j < k.outlineCount(); ++j)
      if (segmentDistanceVsRadii(v, b.r, r, false, k.edgeFrom(j), k.edgeTo(j)) <= 0) return true;
    return false;
  }
  if (k.kind != ShapeType::Polygon) return false;  // (a disk of radius r - rb > 0 in a point or segment)
  for (int j = 0; j < k.n; ++j) {                  // v at least r - rb inside every edge line
    const Vec2 p = k.at(j), q = k.edgeTo(j);
    const int s = decide([&](auto tag) {
      using T = typename decltype(tag)::type;
      const exact::V2<T> d = lift<T>(q) - lift<T>(p);
      const T inward = T(T(k.winding) * exact::crossT(d, lift<T>(v) - lift<T>(p)));
      return exact::signSumRoot(inward, T(T(b.r) - T(r)), exact::dotT(d, d));
    });
    if (s < 0) return false;
  }
  return true;
}

bool grownIn(const Grown& a, const Grown& b) {
  for (int i = 0; i < a.core.n; ++i)
    if (!diskIn(a.core.at(i), a.r, b)) return false;
  return true;
}

// [SECTION] Exact points

// A point A + B sqrt(L) + G sqrt(d + e sqrt(L)) of rational vectors.
struct ExactPoint {
  QV a{0, 0}, b{0, 0}, g{0, 0};
  Q L = 0, d = 0, e = 0;
};

// u . (X - o) as a Nested number.
Nested along(const QV& u, const ExactPoint& x, const QV& o) {
  return {Q(u.x * (x.a.x - o.x) + u.y * (x.a.y - o.y)),
          Q(u.x * x.b.x + u.y * x.b.y),
          x.L,
          Q(u.x * x.g.x + u.y * x.g.y),
          x.d,
          x.e};
}

Vec2 rounded(const ExactPoint& x) {
  return {exact::nearest(Nested{x.a.x, x.b.x, x.L, x.g.x, x.d, x.e}),
          exact::nearest(Nested{x.a.y, x.b.y, x.L, x.g.y, x.d, x.e})};
}

QV scaled(const QV& v, const Q& s) { return {Q(v.x * s), Q(v.y * s)}; }
QV plus(const QV& a, const QV& b) { return {Q(a.x + b.x), Q(a.y + b.y)}; }
QV perp(const QV& v) { return {Q(-v.y), v.x}; }  // (the left normal)

// [SECTION] Outline pieces

// A piece of an outline: an edge p-q; a side, the line at s r from the core segment p-q (s +1: on its left),
// between the normals at p and q; an arc of the circle (p, r) within the core's normal cone at p, where the
// core's edges from u and to q meet (X - p away from both: (p - u) . (X - p) >= 0 >= (q - p) . (X - p); a
// segment's end: u == q, the half away from the other end; q == p: the whole circle).
struct Piece {
  enum Kind { Edge, Side, Arc } kind;
  Vec2 p, q;
  double r = 0;
  int s = 0;
  Vec2 u{0, 0};
};

void piecesOf(const Grown& x, std::vector<Piece>& out) {
  out.clear();
  const Geom& k = x.core;
  if (x.r == 0) {
    for (int j = 0; j < k.edgeCount(); ++j) out.push_back({Piece::Edge, k.edgeFrom(j), k.edgeTo(j)});
  } else if (k.kind == ShapeType::Point) {
    out.push_back({Piece::Arc, k.at(0), k.at(0), x.r});
  } else if (k.kind == ShapeType::Segment) {  // a capsule: both sides, both end caps
    const Vec2 a = k.at(0), b = k.at(1);
    out.push_back({Piece::Side, a, b, x.r, 1});
    out.push_back({Piece::Side, a, b, x.r, -1});
    out.push_back({Piece::Arc, a, b, x.r, 0, b});
    out.push_back({Piece::Arc, b, a, x.r, 0, a});
  } else {  // a rounded polygon: each edge's side outwards (its right for a counter-clockwise core), each
            // vertex's arc
    for (int j = 0; j < k.n; ++j) {
      const Vec2 prev = k.at(j == 0 ? k.n - 1 : j - 1);
      out.push_back({Piece::Side, k.edgeFrom(j), k.edgeTo(j), x.r, -k.winding});
      out.push_back({Piece::Arc, k.at(j), k.edgeTo(j), x.r, 0, prev});
    }
  }
}

// The side's points: a + s r n / sqrt(L) + t d, n = perp(d), d = q - p, L = |d|^2.
struct SideLine {
  QV a, d, n;
  Q L, sr;  // sr = s r
};
SideLine sideLine(const Piece& s) {
  SideLine l;
  l.a = lift<Q>(s.p), l.d = lift<Q>(s.q) - l.a, l.n = perp(l.d);
  l.L = exact::dotT(l.d, l.d), l.sr = Q(s.s) * Q(s.r);
  return l;
}
// The side's end at `end` (its core point): end + s r n / sqrt(L).
ExactPoint sideEnd(const SideLine& l, Vec2 end) {
  ExactPoint x;
  x.a = lift<Q>(end), x.b = scaled(l.n, Q(l.sr / l.L)), x.L = l.L;
  return x;
}

// Does x (on the piece's line or circle) lie on the piece?
bool onPiece(const Piece& piece, const ExactPoint& x) {
  const QV p = lift<Q>(piece.p), q = lift<Q>(piece.q), d = q - p;
  switch (piece.kind) {
    case Piece::Edge:
    case Piece::Side: {
      Nested t = along(d, x, p);  // d . (X - p) in [0, |d|^2]
      if (exact::sign(t) < 0) return false;
      t.a -= exact::dotT(d, d);
      return exact::sign(t) <= 0;
    }
    case Piece::Arc:
      if (piece.p == piece.q) return true;
      if (exact::sign(along(d, x, p)) > 0) return false;  // (q - p) . (X - p) <= 0
      return piece.u == piece.q || exact::sign(along(QV(p - lift<Q>(piece.u)), x, p)) >= 0;
  }
  return false;
}

// A circle's points on a line: the roots of |o + t u - c|^2 = r^2 for the line o + t u (rational), as
// o - (B / U) u +- (u / U) sqrt(W), U = |u|^2, B = u . (o - c), W = B^2 - U (|o - c|^2 - r^2).
void lineCircle(const QV& o, const QV& u, const QV& c, const Q& r, std::vector<ExactPoint>& out) {
  const QV w = o - c;
  const Q U = exact::dotT(u, u), B = exact::dotT(u, w), W = B * B - U * (exact::dotT(w, w) - r * r);
  if (sgn(W) < 0) return;
  ExactPoint x;
  x.a = plus(o, scaled(u, Q(-B / U))), x.L = W;
  for (int side : {1, -1}) {
    x.b = scaled(u, Q(side / U));
    out.push_back(x);
    if (sgn(W) == 0) return;
  }
}

// A side's points on a circle (c, rc): with x0 = a + s r n / sqrt(L) on the side's line, |x0 + t d - c|^2 =
// rc^2 is L t^2 + 2 B t + C = 0, B = d . (a - c), C = |a - c|^2 + r^2 - rc^2 + 2 s r n . (a - c) / sqrt(L);
// its roots (-B +- sqrt(W)) / L with W = B^2 - L C = delta + epsilon sqrt(L).
void sideCircle(const SideLine& l, const QV& c, const Q& rc, std::vector<ExactPoint>& out) {
  const QV w = l.a - c;
  const Q B = exact::dotT(l.d, w), r2 = l.sr * l.sr;
  const Q delta = B * B - l.L * (exact::dotT(w, w) + r2 - rc * rc), epsilon = -2 * l.sr * exact::dotT(l.n, w);
  const int sw = exact::signSumRoot(delta, epsilon, l.L);
  if (sw < 0) return;
  ExactPoint x;
  x.a = plus(l.a, scaled(l.d, Q(-B / l.L))), x.b = scaled(l.n, Q(l.sr / l.L)), x.L = l.L;
  if (sw == 0) return out.push_back(x);
  x.d = delta, x.e = epsilon;
  for (int side : {1, -1}) x.g = scaled(l.d, Q(side / l.L)), out.push_back(x);
}

// Two circles' points: c1 + (P d +- sqrt(K) perp(d)) / 2D (seed 000's line of centers and half chord).
void circleCircle(const QV& c1, const Q& r1, const QV& c2, const Q& r2, std::vector<ExactPoint>& out) {
  const QV d = c2 - c1;
  const Q D = exact::dotT(d, d);
  if (sgn(D) == 0) return;  // (concentric: a shared arc's ends come from the sides touching it)
  const Q P = D + r1 * r1 - r2 * r2, sum = r1 + r2, diff = r1 - r2, K = (sum * sum - D) * (D - diff * diff);
  if (sgn(K) < 0) return;
  ExactPoint x;
  x.a = plus(c1, scaled(d, Q(P / (2 * D)))), x.L = K;
  for (int side : {1, -1}) {
    x.b = scaled(perp(d), Q(side / (2 * D)));
    out.push_back(x);
    if (sgn(K) == 0) return;
  }
}

// An edge's line against a side's line: t = (s r sqrt(L) - k0) / k1 along the edge, k0 = d x (p - a), k1 = d
// x (q - p); parallel lines that coincide give every end of both pieces (onPiece keeps the overlap's ends).
void edgeSide(const Piece& edge, const SideLine& l, const Piece& side, std::vector<ExactPoint>& out) {
  const QV p = lift<Q>(edge.p), e = lift<Q>(edge.q) - p;
  const Q k0 = exact::crossT(l.d, p - l.a), k1 = exact::crossT(l.d, e);
  if (sgn(k1) != 0) {
    ExactPoint x;
    x.a = plus(p, scaled(e, Q(-k0 / k1))), x.b = scaled(e, Q(l.sr / k1)), x.L = l.L;
    return out.push_back(x);
  }
  if (exact::signSumRoot(Q(-k0), l.sr, l.L) != 0) return;
  for (Vec2 end : {edge.p, edge.q}) {
    ExactPoint x;
    x.a = lift<Q>(end);
    out.push_back(x);
  }
  for (Vec2 end : {side.p, side.q}) out.push_back(sideEnd(l, end));
}

// Two sides' lines: X = a1 + s1 r1 n1 / sqrt(L1) + t d1 with d2 x (X - a2) = s2 r2 sqrt(L2), so (K = d2 x d1,
// M = d1 . d2 = d2 x n1, c = d2 x (a1 - a2)) t = (s2 r2 sqrt(L2) - c - s1 r1 M sqrt(L1) / L1) / K.
void sideSide(const SideLine& l1, const Piece& s1, const SideLine& l2, const Piece& s2,
              std::vector<ExactPoint>& out) {
  const Q K = exact::crossT(l2.d, l1.d), M = exact::dotT(l1.d, l2.d), c = exact::crossT(l2.d, l1.a - l2.a);
  if (sgn(K) != 0) {
    ExactPoint x;
    x.a = plus(l1.a, scaled(l1.d, Q(-c / K)));
    x.b = plus(scaled(l1.n, Q(l1.sr / l1.L)), scaled(l1.d, Q(-l1.sr * M / (l1.L * K))));
    x.L = l1.L, x.g = scaled(l1.d, Q(l2.sr / K)), x.d = l2.L;
    return out.push_back(x);
  }
  // Parallel: the same line when c + s1 r1 M sqrt(L1) / L1 - s2 r2 sqrt(L2) = 0.
  if (exact::sign(Nested{c, Q(l1.sr * M / l1.L), l1.L, Q(-l2.sr), l2.L, 0}) != 0) return;
  for (Vec2 end : {s1.p, s1.q}) out.push_back(sideEnd(l1, end));
  for (Vec2 end : {s2.p, s2.q}) out.push_back(sideEnd(l2, end));
}

// Boxes of pieces, widened by a few units in the last place of the largest magnitude: pieces whose boxes
// are apart do not meet (a filter that never drops a meeting pair: the box holds the piece exactly).
struct Box {
  double x0, y0, x1, y1;
};
Box boxOf(const Piece& p) {
  const double r = p.kind == Piece::Edge ? 0 : p.r;
  Box b{std::min(p.p.x, p.q.x) - r, std::min(p.p.y, p.q.y) - r, std::max(p.p.x, p.q.x) + r,
        std::max(p.p.y, p.q.y) + r};
  if (p.kind == Piece::Arc) b = {p.p.x - r, p.p.y - r, p.p.x + r, p.p.y + r};
  const double m = std::max({std::fabs(b.x0), std::fabs(b.y0), std::fabs(b.x1), std::fabs(b.y1)}) * 0x1p-50;
  return {b.x0 - m, b.y0 - m, b.x1 + m, b.y1 + m};
}
bool apart(const Box& a, const Box& b) { return a.x1 < b.x0 || b.x1 < a.x0 || a.y1 < b.y0 || b.y1 < a.y0; }

// [SECTION] Which pieces can meet: exact predicates with float filters (decide), before any construction

// The sign of k - s r sqrt(L), k = d x (x - a): which side of a side's line x lies on (+1: beyond it, away
// from the core, for s = +1; the core's side for s = -1 flips with s).
int sideOfSideLine(const Piece& side, Vec2 x) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    const exact::V2<T> a = lift<T>(side.p), d = lift<T>(side.q) - a;
    return exact::signSumRoot(exact::crossT(d, lift<T>(x) - a), T(-T(side.s) * T(side.r)), exact::dotT(d, d));
  });
}

// The sign of d . (x - a) + w r sqrt(L) (w = +-1, r >= 0): where x lies along a side's core, widened by r.
int alongCore(const Piece& side, Vec2 x, double r, int w, bool fromEnd) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    const exact::V2<T> a = lift<T>(side.p), b = lift<T>(side.q), d = b - a;
    const T t = exact::dotT(d, lift<T>(x) - (fromEnd ? b : a));
    return exact::signSumRoot(t, T(T(w) * T(r)), exact::dotT(d, d));
  });
}

// The sign of dist(c, the side's line)^2 - rc^2: (k - s r sqrt(L))^2 - rc^2 L = k^2 + (r^2 - rc^2) L - 2 s r
// k sqrt(L).
int sideLineVsCircle(const Piece& side, Vec2 c, double rc) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    const exact::V2<T> a = lift<T>(side.p), d = lift<T>(side.q) - a;
    const T k = exact::crossT(d, lift<T>(c) - a), L = exact::dotT(d, d), r(side.r), R(rc);
    return exact::signSumRoot(T(k * k + T(r * r - R * R) * L), T(T(-2 * side.s) * r * k), L);
  });
}

// False only when the two pieces certainly do not meet (the exact construction decides the rest).
bool mayMeet(const Piece& u, const Piece& v) {
  if (u.kind > v.kind) return mayMeet(v, u);
  if (u.kind == Piece::Edge && v.kind == Piece::Side) {
    // The edge's ends on one strict side of the side's line, or the edge beyond either end of the core.
    const int sp = sideOfSideLine(v, u.p), sq = sideOfSideLine(v, u.q);
    if (sp * sq > 0) return false;
    return !(alongCore(v, u.p, 0, 1, false) < 0 && alongCore(v, u.q, 0, 1, false) < 0) &&
           !(alongCore(v, u.p, 0, 1, true) > 0 && alongCore(v, u.q, 0, 1, true) > 0);
  }
  if (u.kind == Piece::Edge && v.kind == Piece::Arc) {
    // The circle meets the edge when its center is within r of the edge and not beyond r of both ends.
    if (segmentDistanceVsRadius(v.p, v.r, u.p, u.q) > 0) return false;
    return !(circleSide(u.p, v.p, v.r) < 0 && circleSide(u.q, v.p, v.r) < 0);
  }
  if (u.kind == Piece::Side && v.kind == Piece::Arc) {
    if (sideLineVsCircle(u, v.p, v.r) > 0) return false;
    // The circle within the side's extent along its core, widened by the circle's radius.
    return alongCore(u, v.p, v.r, 1, false) >= 0 && alongCore(u, v.p, v.r, -1, true) <= 0;
  }
  if (u.kind == Piece::Arc && v.kind == Piece::Arc)
    return circlesSide(u.p, u.r, v.p, v.r, true) <= 0 && circlesSide(u.p, u.r, v.p, v.r, false) >= 0;
  return true;  // (two sides: the construction is as cheap as a test)
}

// Where two pieces meet, exactly, before rounding.
void piecesMeet(const Piece& u, const Piece& v, std::vector<ExactPoint>& candidates) {
  candidates.clear();
  if (u.kind > v.kind) return piecesMeet(v, u, candidates);  // Edge < Side < Arc
  if (u.kind == Piece::Edge && v.kind == Piece::Side) {
    edgeSide(u, sideLine(v), v, candidates);
  } else if (u.kind == Piece::Edge && v.kind == Piece::Arc) {
    const QV p = lift<Q>(u.p);
    lineCircle(p, lift<Q>(u.q) - p, lift<Q>(v.p), Q(v.r), candidates);
  } else if (u.kind == Piece::Side && v.kind == Piece::Side) {
    sideSide(sideLine(u), u, sideLine(v), v, candidates);
  } else if (u.kind == Piece::Side && v.kind == Piece::Arc) {
    sideCircle(sideLine(u), lift<Q>(v.p), Q(v.r), candidates);
  } else if (u.kind == Piece::Arc && v.kind == Piece::Arc) {
    circleCircle(lift<Q>(u.p), Q(u.r), lift<Q>(v.p), Q(v.r), candidates);
  }
}

// [SECTION] The same points in plain doubles, then double-doubles, first
//
// Each construction above, carried out with error bounds: first in doubles (exact.h's Fl), which only rules
// out (every candidate point certainly off one of the pieces, or no point at all: most piece pairs), then in
// double-doubles (DD; quotient, squareRoot and roundsToOne of rounding.h), which also rounds: a sign is taken
// only when the bound makes it certain, a point only when its interval rounds to one double. Anything the
// bounds leave open (a tangency, a point at a piece's end, parallel lines, a root of nearly nothing) makes
// the whole piece pair go the exact way, so the points are those of the rationals, bit for bit.

using exact::DD;
using exact::Fl;
template <class T>
struct VT {
  T x, y;
};
using DV = VT<DD>;
template <class T>
VT<T> liftV(Vec2 p) {
  return {T(p.x), T(p.y)};
}
template <class T>
VT<T> operator-(const VT<T>& a, const VT<T>& b) {
  return {a.x - b.x, a.y - b.y};
}
template <class T>
VT<T> operator+(const VT<T>& a, const VT<T>& b) {
  return {a.x + b.x, a.y + b.y};
}
template <class T>
VT<T> operator*(const VT<T>& v, const T& s) {
  return {v.x * s, v.y * s};
}
template <class T>
T dotV(const VT<T>& a, const VT<T>& b) {
  return a.x * b.x + a.y * b.y;
}
template <class T>
T crossV(const VT<T>& a, const VT<T>& b) {
  return a.x * b.y - a.y * b.x;
}
template <class T>
VT<T> perpV(const VT<T>& v) {
  return {-v.y, v.x};
}
// b - a of doubles: a double-double holds it exactly; a double within its bound
template <class T>
VT<T> differenceV(Vec2 a, Vec2 b) {
  if constexpr (std::is_same_v<T, DD>) {
    return {exact::exactDifference(a.x, b.x), exact::exactDifference(a.y, b.y)};
  } else {
    return {Fl(a.x) - Fl(b.x), Fl(a.y) - Fl(b.y)};
  }
}

// The sign of v when its bound makes it certain.
bool certainSign(const DD& v, int& sign) {
  if ((std::fabs(v.hi) - std::fabs(v.lo)) * (1 - 0x1p-50) > v.e) return sign = v.hi > 0 ? 1 : -1, true;
  return false;
}
bool certainSign(const Fl& v, int& sign) {
  if (std::fabs(v.v) > v.e) return sign = v.v > 0 ? 1 : -1, true;
  return false;
}
bool divided(const DD& n, const DD& d, DD& out) {
  double hi, lo, e;
  if (!exact::quotient(n, d, hi, lo, e)) return false;
  out = DD(hi, lo, e);
  return true;
}
bool divided(const Fl& n, const Fl& d, Fl& out) { return exact::quotient(n, d, out); }

// The two points o + t u, t = (-B +- root) / U.
template <class T>
bool twoAlong(const VT<T>& o, const VT<T>& u, const T& B, const T& root, const T& U,
              std::array<VT<T>, 2>& xs) {
  T t1, t2;
  if (!divided(root - B, U, t1) || !divided(-(root + B), U, t2)) return false;
  xs = {o + u * t1, o + u * t2};
  return true;
}

// Where the lines or circles of two pieces meet (0 or 2 points, or 1 for crossing lines), u.kind <= v.kind;
// false when the bounds leave something open.
template <class T>
bool construct(const Piece& u, const Piece& v, std::array<VT<T>, 2>& xs, int& count) {
  using V = VT<T>;
  count = 0;
  const auto sideParts = [](const Piece& s, V& a, V& d, V& n, T& L, T& rootL, T& sr) {
    a = liftV<T>(s.p), d = differenceV<T>(s.q, s.p), n = perpV(d), L = dotV(d, d), sr = T(s.s * s.r);
    return exact::squareRoot(L, rootL);
  };
  int sign = 0;
  if (u.kind == Piece::Edge && v.kind == Piece::Side) {
    V a, d, n;
    T L, rootL, sr, t;
    if (!sideParts(v, a, d, n, L, rootL, sr)) return false;
    const V p = liftV<T>(u.p), e = differenceV<T>(u.q, u.p);
    const T k0 = crossV(d, p - a), k1 = crossV(d, e);
    if (!certainSign(k1, sign) || !divided(sr * rootL - k0, k1, t)) return false;
    xs[0] = p + e * t, count = 1;
    return true;
  }
  if (u.kind == Piece::Edge && v.kind == Piece::Arc) {
    const V o = liftV<T>(u.p), e = differenceV<T>(u.q, u.p), w = differenceV<T>(u.p, v.p);
    const T U = dotV(e, e), B = dotV(e, w), r(v.r), W = B * B - U * (dotV(w, w) - r * r);
    if (!certainSign(W, sign)) return false;
    if (sign < 0) return true;
    T root;
    if (!exact::squareRoot(W, root) || !twoAlong(o, e, B, root, U, xs)) return false;
    count = 2;
    return true;
  }
  if (u.kind == Piece::Side && v.kind == Piece::Side) {
    V a1, d1, n1, a2, d2, n2;
    T L1, root1, sr1, L2, root2, sr2, t;
    if (!sideParts(u, a1, d1, n1, L1, root1, sr1) || !sideParts(v, a2, d2, n2, L2, root2, sr2)) return false;
    // d2 x (X - a2) = s2 r2 sqrt(L2) for X = a1 + s1 r1 n1 / sqrt(L1) + t d1
    const T K = crossV(d2, d1), off = crossV(d2, a1 - a2);
    T shift;
    if (!certainSign(K, sign) || !divided(sr1, root1, shift)) return false;
    const V start = a1 + n1 * shift;
    if (!divided(sr2 * root2 - (off + crossV(d2, n1) * shift), K, t)) return false;
    xs[0] = start + d1 * t, count = 1;
    return true;
  }
  if (u.kind == Piece::Side && v.kind == Piece::Arc) {
    V a, d, n;
    T L, rootL, sr, shift, root;
    if (!sideParts(u, a, d, n, L, rootL, sr) || !divided(sr, rootL, shift)) return false;
    const V start = a + n * shift, w = start - liftV<T>(v.p);  // (on the side's line)
    const T B = dotV(d, w), r(v.r), W = B * B - L * (dotV(w, w) - r * r);
    if (!certainSign(W, sign)) return false;
    if (sign < 0) return true;
    if (!exact::squareRoot(W, root) || !twoAlong(start, d, B, root, L, xs)) return false;
    count = 2;
    return true;
  }
  if (u.kind == Piece::Arc && v.kind == Piece::Arc) {
    const V c1 = liftV<T>(u.p), d = differenceV<T>(v.p, u.p);
    const T D = dotV(d, d), r1(u.r), r2(v.r), P = D + r1 * r1 - r2 * r2, sum = r1 + r2, diff = r1 - r2;
    const T K = (sum * sum - D) * (D - diff * diff);
    if (u.p == v.p || !certainSign(K, sign)) return false;
    if (sign < 0) return true;
    T root, along, across;
    const T twice = D + D;
    if (!exact::squareRoot(K, root) || !divided(P, twice, along) || !divided(root, twice, across))
      return false;
    const V mid = c1 + d * along, off = perpV(d) * across;
    xs = {mid + off, mid - off}, count = 2;
    return true;
  }
  return false;  // (two edges: not a grown pair's)
}

// Whether x (on the piece's line or circle) lies on the piece, when the bounds decide it.
template <class T>
bool onPieceCertain(const Piece& piece, const VT<T>& x, bool& on) {
  const VT<T> p = liftV<T>(piece.p), d = differenceV<T>(piece.q, piece.p), rel = x - p;
  int s1 = 0, s2 = 0;
  switch (piece.kind) {
    case Piece::Edge:
    case Piece::Side: {
      const T t = dotV(d, rel);
      if (!certainSign(t, s1)) return false;
      if (s1 < 0) return on = false, true;
      if (!certainSign(t - dotV(d, d), s2)) return false;
      return on = s2 < 0, true;
    }
    case Piece::Arc:
      if (piece.p == piece.q) return on = true, true;
      if (!certainSign(dotV(d, rel), s1)) return false;
      if (s1 > 0 || piece.u == piece.q) return on = s1 < 0, true;
      if (!certainSign(dotV(differenceV<T>(piece.p, piece.u), rel), s2)) return false;
      return on = s2 > 0, true;
  }
  return false;
}

// Which of the piece pair's candidate points lie on both pieces, from plain doubles (bit k: point k);
// false when the bounds leave one open.
bool onBothCertain(const Piece& u, const Piece& v, int& count, unsigned& on) {
  std::array<VT<Fl>, 2> xs;
  if (!construct(u, v, xs, count)) return false;
  on = 0;
  for (int k = 0; k < count; ++k) {
    bool onU = false, onV = false;
    const bool knowU = onPieceCertain(u, xs[k], onU), knowV = onPieceCertain(v, xs[k], onV);
    if ((knowU && !onU) || (knowV && !onV)) continue;
    if (!knowU || !knowV) return false;
    on |= 1u << k;
  }
  return true;
}

// The points of a piece pair from the bounded tiers; false (nothing added) when the exact way must decide.
// Plain doubles say which candidates are on both pieces (most pairs: none); double-doubles round them.
bool piecesMeetFast(const Piece& u, const Piece& v, std::vector<Vec2>& points) {
  if (u.kind > v.kind) return piecesMeetFast(v, u, points);
  int known = 0;
  unsigned on = 0;
  const bool certain = onBothCertain(u, v, known, on);
  if (certain && on == 0) return true;
  std::array<DV, 2> xs;
  int count = 0;
  if (!construct(u, v, xs, count) || (certain && count != known)) return false;
  std::array<Vec2, 2> kept;
  int n = 0;
  for (int k = 0; k < count; ++k) {
    if (certain) {
      if (!(on >> k & 1u)) continue;
    } else {
      bool onU = false, onV = false;
      if (!onPieceCertain(u, xs[k], onU) || !onPieceCertain(v, xs[k], onV)) return false;
      if (!onU || !onV) continue;
    }
    Vec2& r = kept[n++];
    if (!exact::roundsToOne(xs[k].x.hi, xs[k].x.lo, xs[k].x.e, r.x) ||
        !exact::roundsToOne(xs[k].y.hi, xs[k].y.lo, xs[k].y.e, r.y))
      return false;
  }
  points.insert(points.end(), kept.begin(), kept.begin() + n);
  return true;
}

// [SECTION] Pieces certainly apart, in plain doubles
//
// A speed-only filter before piecesMeetFast (a piece pair it rules out has no point on both pieces, as
// piecesMeet's exact construction would find; held to it by Rounded.BoundedTiersAreTheExactWayBitForBit):
// each piece sketched as a segment (an edge, or a side's offset segment) or a circle within its arc's
// half-planes, and a rounded polygon's arc also as the triangle of its ends and its tangents' meeting point;
// two pieces ruled out when their sketches are farther apart than the margin m = kPieceApart (M + R)
// (bounds.h: the sketches' and the tests' rounding are far inside it). Most piece pairs of two overlapping
// grown shapes have no point in common, and this costs a few products where piecesMeetFast's bounded
// construction costs hundreds of nanoseconds.

struct Sketch {
  bool circle = false;
  Vec2 a, b;          // a segment a-b, or a circle's center a
  double r = 0;       // the circle's radius
  double length = 0;  // the segment's |b - a| (0: too short for its line's tests)
  // An arc's half-planes: it lies where away[k] . (X - a) <= 0 (unit normals; none for a whole circle)
  int planes = 0;
  std::array<Vec2, 2> away{};
  // An arc within two half-planes, at most 139 degrees wide: the triangle of its ends and the meeting point
  // of its tangents there, which holds it (hull 3 points; 0: none)
  int hull = 0;
  std::array<Vec2, 3> corners{};
  std::array<Vec2, 3> normals{};  // (its edges' unit normals; (0, 0) for an edge too short)
};

// (q - p) / |q - p|, when it is long enough to divide by.
bool unitFrom(Vec2 p, Vec2 q, Vec2& out) {
  const double dx = q.x - p.x, dy = q.y - p.y, L = dx * dx + dy * dy;
  if (!(L > 0x1p-800)) return false;
  const double length = std::sqrt(L);
  return out = {dx / length, dy / length}, true;
}

// The triangle that holds an arc within two half-planes (its ends, where the arc meets each half-plane's
// line, and the meeting point of the tangents at them), when the arc is at most 139 degrees wide.
void arcTriangle(Sketch& arc) {
  const Vec2 c = arc.a;
  std::array<Vec2, 2> end{};  // (unit directions from the center)
  for (int k = 0; k < 2; ++k) {
    const Vec2 n = arc.away[k], other = arc.away[1 - k];
    const Vec2 t{-n.y, n.x};  // (on the line of half-plane k: the end is the one inside the other half-plane)
    const double side = other.x * t.x + other.y * t.y;
    if (!(std::fabs(side) > 0x1p-20)) return;  // (nearly parallel lines: no certain end)
    end[k] = side < 0 ? t : Vec2{-t.x, -t.y};
  }
  const double cosine = end[0].x * end[1].x + end[0].y * end[1].y;
  if (!(cosine > -0.75)) return;  // (wider than 139 degrees: the tangents meet far away)
  const double k = arc.r / (1 + cosine);
  arc.corners = {Vec2{c.x + arc.r * end[0].x, c.y + arc.r * end[0].y},
                 Vec2{c.x + arc.r * end[1].x, c.y + arc.r * end[1].y},
                 Vec2{c.x + k * (end[0].x + end[1].x), c.y + k * (end[0].y + end[1].y)}};
  for (int i = 0; i < 3; ++i) {
    Vec2 d;
    arc.normals[i] = unitFrom(arc.corners[i], arc.corners[(i + 1) % 3], d) ? Vec2{-d.y, d.x} : Vec2{0, 0};
  }
  arc.hull = 3;
}

// Whether the points x[0..n) and y[0..k), projected on the unit normal (nx, ny), are apart by more than m
// (all of one set below all of the other).
bool separatedOn(double nx, double ny, const Vec2* x, int n, const Vec2* y, int k, double m) {
  double xLo = INFINITY, xHi = -INFINITY, yLo = INFINITY, yHi = -INFINITY;
  for (int i = 0; i < n; ++i) {
    const double v = nx * x[i].x + ny * x[i].y;
    xLo = std::min(xLo, v), xHi = std::max(xHi, v);
  }
  for (int i = 0; i < k; ++i) {
    const double v = nx * y[i].x + ny * y[i].y;
    yLo = std::min(yLo, v), yHi = std::max(yHi, v);
  }
  return xHi + m < yLo || yHi + m < xLo;
}

// Whether an arc's triangle and another arc's triangle, or a segment (its two ends, its unit normal), are
// apart by more than m, on one of their edges' normals.
bool triangleApart(const Sketch& arc, const Vec2* y, int k, const Vec2* normals, int axes, double m) {
  for (const auto& [list, count] : {std::pair{arc.normals.data(), 3}, std::pair{normals, axes}})
    for (int i = 0; i < count; ++i)
      if ((list[i].x != 0 || list[i].y != 0) &&
          separatedOn(list[i].x, list[i].y, arc.corners.data(), 3, y, k, m))
        return true;
  return false;
}

bool sketchOf(const Piece& p, Sketch& out) {
  if (p.kind == Piece::Arc) {  // (its circle, within the normals of its core's edges: Piece)
    out = {true, p.p, p.p, p.r, 0};
    if (p.p != p.q && unitFrom(p.p, p.q, out.away[out.planes])) ++out.planes;
    if (p.p != p.q && p.u != p.q && unitFrom(p.p, p.u, out.away[out.planes])) ++out.planes;
    if (out.planes == 2) arcTriangle(out);
    return true;
  }
  out = {false, p.p, p.q, 0, 0};
  const double dx = p.q.x - p.p.x, dy = p.q.y - p.p.y, L = dx * dx + dy * dy;
  if (p.kind == Piece::Side) {
    if (!(L > 0x1p-800)) return false;
    const double k = p.s * p.r / std::sqrt(L);  // (s r n / |n|, n = (-dy, dx))
    out.a = {p.p.x - k * dy, p.p.y + k * dx}, out.b = {p.q.x - k * dy, p.q.y + k * dx};
  }
  out.length = L > 0x1p-800 ? std::sqrt(L) : 0;
  return true;
}

// Whether both points lie beyond the same side of s's line, or beyond the same end along it, by more
// than m.
bool beyondSegment(const Sketch& s, Vec2 x, Vec2 y, double m) {
  if (s.length == 0) return false;
  const double dx = (s.b.x - s.a.x) / s.length, dy = (s.b.y - s.a.y) / s.length;  // (unit)
  const double cx = dx * (x.y - s.a.y) - dy * (x.x - s.a.x), cy = dx * (y.y - s.a.y) - dy * (y.x - s.a.x);
  if ((cx > m && cy > m) || (cx < -m && cy < -m)) return true;
  const double tx = dx * (x.x - s.a.x) + dy * (x.y - s.a.y), ty = dx * (y.x - s.a.x) + dy * (y.y - s.a.y);
  return (tx < -m && ty < -m) || (tx > s.length + m && ty > s.length + m);
}

// The distance from c to the segment a-b (its foot clamped to the segment).
double distanceToSegment(Vec2 c, const Sketch& s) {
  const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y, L = dx * dx + dy * dy;
  double t = L > 0 ? (dx * (c.x - s.a.x) + dy * (c.y - s.a.y)) / L : 0;
  t = std::clamp(t, 0.0, 1.0);
  return length(Vec2{c.x - (s.a.x + t * dx), c.y - (s.a.y + t * dy)});
}

// Whether the other piece's sketch lies wholly beyond one of the arc's half-planes, by more than m.
bool beyondArc(const Sketch& arc, const Sketch& other, double m) {
  for (int k = 0; k < arc.planes; ++k) {
    const Vec2 n = arc.away[k];
    const auto out = [&](Vec2 x, double r) { return n.x * (x.x - arc.a.x) + n.y * (x.y - arc.a.y) - r > m; };
    if (other.circle ? out(other.a, other.r) : out(other.a, 0) && out(other.b, 0)) return true;
  }
  return false;
}

bool piecesApart(const Sketch& u, const Sketch& v, double m) {
  if ((u.circle && beyondArc(u, v, m)) || (v.circle && beyondArc(v, u, m))) return true;
  if (u.circle && v.circle) {
    const double D = length(Vec2{v.a.x - u.a.x, v.a.y - u.a.y});
    return D > u.r + v.r + m || D < std::fabs(u.r - v.r) - m;
  }
  if (u.circle || v.circle) {
    const Sketch &c = u.circle ? u : v, &s = u.circle ? v : u;
    if (distanceToSegment(c.a, s) > c.r + m) return true;  // (the segment outside the circle)
    return length(Vec2{s.a.x - c.a.x, s.a.y - c.a.y}) < c.r - m &&
           length(Vec2{s.b.x - c.a.x, s.b.y - c.a.y}) < c.r - m;  // (inside it)
  }
  return beyondSegment(u, v.a, v.b, m) || beyondSegment(v, u.a, u.b, m);
}

// piecesApart, then an arc's triangle against the other arc's triangle or a segment (dearer: last).
bool piecesApartOrTriangles(const Sketch& u, const Sketch& v, double m) {
  if (piecesApart(u, v, m)) return true;
  for (const auto& [arc, other] : {std::pair{&u, &v}, std::pair{&v, &u}}) {
    if (arc->hull == 0) continue;
    if (other->hull == 3) return triangleApart(*arc, other->corners.data(), 3, other->normals.data(), 3, m);
    if (!other->circle && other->length > 0) {
      const std::array<Vec2, 2> ends{other->a, other->b};
      const Vec2 n{-(other->b.y - other->a.y) / other->length, (other->b.x - other->a.x) / other->length};
      return triangleApart(*arc, ends.data(), 2, &n, 1, m);
    }
  }
  return false;
}

// (bounded: the bounded tiers first; tests turn them off to hold them to the exact way, bit for bit)
void outlinePoints(const Grown& a, const Grown& b, bool bounded, std::vector<Vec2>& points) {
  // A point shape is on the other outline exactly when they touch.
  // (buffers kept per thread: no allocation once they have grown)
  thread_local std::vector<Piece> pa, pb;
  thread_local std::vector<Box> boxesA, boxesB;
  thread_local std::vector<Sketch> sketchesA, sketchesB;
  thread_local std::vector<int> nearA, nearB;
  thread_local std::vector<char> sketchedA, sketchedB;
  piecesOf(a, pa), piecesOf(b, pb);
  // Each side's pieces whose boxes meet the other side's box (a piece pair that meets has both), sketched.
  const auto boxes = [](const std::vector<Piece>& pieces, std::vector<Box>& out) {
    out.clear();
    Box all{INFINITY, INFINITY, -INFINITY, -INFINITY};
    for (const Piece& p : pieces) {
      out.push_back(boxOf(p));
      all = {std::min(all.x0, out.back().x0), std::min(all.y0, out.back().y0),
             std::max(all.x1, out.back().x1), std::max(all.y1, out.back().y1)};
    }
    return all;
  };
  const Box allA = boxes(pa, boxesA), allB = boxes(pb, boxesB);
  // (the margin of piecesApart: kPieceApart (M + R), where the bounds hold)
  const double M = largestCoordinate(a, b);
  const double size = M + std::max(a.r, b.r), margin = bounds::kPieceApart * size;
  const bool sketch = bounded && size > 0x1p-400 && size < 0x1p400;
  const auto near = [&](const std::vector<Piece>& pieces, const std::vector<Box>& own, const Box& other,
                        std::vector<int>& out, std::vector<Sketch>& sketches, std::vector<char>& sketched) {
    out.clear(), sketches.resize(pieces.size()), sketched.resize(pieces.size());
    for (std::size_t i = 0; i < pieces.size(); ++i)
      if (!apart(own[i], other)) {
        out.push_back(static_cast<int>(i));
        sketched[i] = sketch && sketchOf(pieces[i], sketches[i]) ? 1 : 0;
      }
  };
  near(pa, boxesA, allB, nearA, sketchesA, sketchedA), near(pb, boxesB, allA, nearB, sketchesB, sketchedB);
  std::vector<ExactPoint> candidates;
  for (const int i : nearA) {
    const Piece& u = pa[i];
    for (const int j : nearB) {
      const Piece& v = pb[j];
      // (piecesMeetFast before mayMeet: both are exact where they answer, and the sketches have ruled out
      // what mayMeet would)
      if (apart(boxesA[i], boxesB[j])) continue;
      if (sketchedA[i] && sketchedB[j] && piecesApartOrTriangles(sketchesA[i], sketchesB[j], margin)) {
        ++tPiecesRuledOut;
        continue;
      }
      if ((bounded && piecesMeetFast(u, v, points)) || !mayMeet(u, v)) continue;
      piecesMeet(u, v, candidates);
      for (const ExactPoint& x : candidates)
        if (onPiece(u, x) && onPiece(v, x)) points.push_back(rounded(x));
    }
  }
  sortUnique(points);
}

// [SECTION] Distance, depth and the translation

// The least dist(v, edge) - R over the vertex-edge pairs, rounded once (rounding is monotonic: the least
// rounded value is the rounded least value): the pairs within NearestPairs' window of the least rounded
// square, else every pair.
double roundedGap(const Grown& a, const Grown& b) {
  const double M = largestCoordinate(a, b);
  NearestPairs nearest(M, a.r, b.r);
  forVertexEdgePairs(a, b, [&](Vec2 v, Vec2 e0, Vec2 e1) {
    nearest.add(vertexEdgeSquare(v.x, v.y, e0.x, e0.y, e1.x, e1.y), v, e0, e1);
    return false;
  });
  double best = nearest.rounded();
  if (!std::isnan(best)) return best;
  best = INFINITY;
  forVertexEdgePairs(a, b, [&](Vec2 v, Vec2 e0, Vec2 e1) {
    best = std::min(best, roundedSegmentDistance(v, e0, e1, a.r, b.r, 1));
    return false;
  });
  return best;
}

// The closest point to v on the edge e0-e1, exactly.
QV closestExactly(Vec2 v, Vec2 e0, Vec2 e1) {
  QV a = lift<Q>(e0);
  const QV p = lift<Q>(v), d = lift<Q>(e1) - a;
  const Q L = exact::dotT(d, d);
  if (sgn(L) == 0) return a;
  const Q t = std::clamp(Q(exact::dotT(d, p - a) / L), Q(0), Q(1));
  return plus(a, scaled(d, t));
}

// The mtv of an overlapping pair, never zero: a depth or translation below the doubles still moves b by the
// smallest one, along the push's main axis (`along`, the push's direction).
void keepMoving(PairResult& res, Vec2 mtv, Vec2 along) {
  if (!(res.depth > 0)) res.depth = DBL_TRUE_MIN;
  if (mtv.x == 0 && mtv.y == 0)
    mtv = std::fabs(along.x) >= std::fabs(along.y) ? Vec2{std::copysign(DBL_TRUE_MIN, along.x), 0}
                                                   : Vec2{0, std::copysign(DBL_TRUE_MIN, along.y)};
  res.mtv = mtv;
}

// Cores apart: depth = R - dist(cores) and b pushed along the nearest features' direction w (from a's
// nearest point to b's), each coordinate (R - |w|) w / |w| = R w sqrt(W) / W - w with W = |w|^2.
void depthApart(const Grown& a, const Grown& b, PairResult& res) {
  Q least = -1;
  QV w{0, 0};
  for (const auto& [from, to, sign] : {std::tuple{&a.core, &b.core, 1}, std::tuple{&b.core, &a.core, -1}})
    for (int i = 0; i < from->n; ++i)
      for (int j = 0; j < to->outlineCount(); ++j) {
        const QV v = lift<Q>(from->at(i)), c = closestExactly(from->at(i), to->edgeFrom(j), to->edgeTo(j));
        const QV u = sign > 0 ? QV(c - v) : QV(v - c);
        const Q square = exact::dotT(u, u);
        if (sgn(least) < 0 || square < least) least = square, w = u;
      }
  if (sgn(least) <= 0) return;
  const Q R = Q(a.r) + Q(b.r);
  res.depth = std::max(exact::nearestSumRoot(R, Q(-1), least), 0.0);  // (R - sqrt(least), once)
  auto coordinate = [&](const Q& wc) { return exact::nearestSumRoot(Q(-wc), Q(R * wc / least), least); };
  keepMoving(res, {coordinate(w.x), coordinate(w.y)}, {w.x.get_d(), w.y.get_d()});
}

// Cores meeting: on each edge normal u of either core, b pushed along +u by maxA - minB or along -u by maxB -
// minA (the cores' projections on u, over |u|), plus R; the least of them, compared exactly as P / sqrt(U)
// (P >= 0: the cores' projections overlap on every axis), rounded once.
void depthMeeting(const Grown& a, const Grown& b, PairResult& res) {
  auto project = [](const Geom& g, const QV& u, Q& lo, Q& hi) {
    for (int i = 0; i < g.n; ++i) {
      const Q v = exact::dotT(u, lift<Q>(g.at(i)));
      if (i == 0 || v < lo) lo = v;
      if (i == 0 || v > hi) hi = v;
    }
  };
  bool found = false;
  Q bestP, bestU;
  QV bestAxis{0, 0};
  for (const Geom* g : {&a.core, &b.core})
    for (int j = 0; j < g->edgeCount(); ++j) {
      const QV u = perp(lift<Q>(g->edgeTo(j)) - lift<Q>(g->edgeFrom(j)));
      const Q U = exact::dotT(u, u);
      Q aLo, aHi, bLo, bHi;
      project(a.core, u, aLo, aHi), project(b.core, u, bLo, bHi);
      for (const auto& [P, dir] : {std::pair{Q(aHi - bLo), 1}, std::pair{Q(bHi - aLo), -1}}) {
        // P / sqrt(U) < bestP / sqrt(bestU) exactly when P^2 bestU < bestP^2 U (both >= 0)
        if (!found || P * P * bestU < bestP * bestP * U)
          found = true, bestP = P, bestU = U, bestAxis = scaled(u, Q(dir));
      }
    }
  if (!found) return;
  const Q R = Q(a.r) + Q(b.r), invU = 1 / bestU;
  res.depth = exact::nearestSumRoot(R, bestP, invU);  // R + P / sqrt(U)
  // (R + P / sqrt(U)) u / sqrt(U) = P u / U + R u sqrt(1 / U)
  auto coordinate = [&](const Q& uc) { return exact::nearestSumRoot(Q(bestP * uc * invU), Q(R * uc), invU); };
  keepMoving(res, {coordinate(bestAxis.x), coordinate(bestAxis.y)}, {bestAxis.x.get_d(), bestAxis.y.get_d()});
}

// [SECTION] Depth and translation with bounds first
//
// The same choices and numbers as depthApart and depthMeeting, with error bounds: a choice between two
// candidates is taken only when their exact comparison is certain (a tie goes the exact way, which keeps
// its first), every number only when its interval rounds to one double. The choice is made in plain
// doubles (Fl) first, then, when they leave it open, in double-doubles; the chosen candidate's numbers are
// always computed in double-doubles.

// Whether x's value (the number it holds, within its bound of the exact one) exceeds y's, exactly: a
// double-double's hi is its value rounded (twoSum leaves it so), so hi, then lo, orders the values. (Not
// hi + lo rounded: two values within half an ulp of each other would tie, and the first kept could be the
// smaller by more than any bound: a push 5e-17 short, an mtv an ulp off.)
bool above(const DD& x, const DD& y) { return x.hi > y.hi || (x.hi == y.hi && x.lo > y.lo); }
bool above(const Fl& x, const Fl& y) { return x.v > y.v; }
double boundOf(const DD& v) { return v.e; }
double boundOf(const Fl& v) { return v.e; }

// The larger (or smaller) of bounded numbers by their values, its bound widened to cover a wrong choice (the
// value taken is within the largest bound of the exact extreme: a candidate exactly larger than it holds a
// value at most its own bound above it).
template <class T>
struct Extreme {
  T value;
  double spread = 0;  // the largest bound among the candidates
  bool any = false;
  void take(const T& v, bool larger) {
    spread = std::max(spread, boundOf(v));
    if (!any || (larger ? above(v, value) : above(value, v))) value = v;
    any = true;
  }
  T result() const {
    if constexpr (std::is_same_v<T, DD>) {
      return DD(value.hi, value.lo, spread * (1 + 0x1p-50));
    } else {
      return Fl(value.v, spread * (1 + 0x1p-50));
    }
  }
};

// The push of a's and b's cores along an edge's normal u: a's interval's top past b's bottom (dir 1) or
// b's top past a's bottom (dir -1).
template <class T>
std::array<T, 2> pushes(const Grown& a, const Grown& b, const VT<T>& u) {
  Extreme<T> aLo, aHi, bLo, bHi;
  for (int i = 0; i < a.core.n; ++i) {
    const T v = dotV(u, liftV<T>(a.core.at(i)));
    aLo.take(v, false), aHi.take(v, true);
  }
  for (int i = 0; i < b.core.n; ++i) {
    const T v = dotV(u, liftV<T>(b.core.at(i)));
    bLo.take(v, false), bHi.take(v, true);
  }
  return {aHi.result() - bLo.result(), bHi.result() - aLo.result()};
}

template <class T>
VT<T> edgeNormal(const Geom& g, int j) {
  return perpV(differenceV<T>(g.edgeTo(j), g.edgeFrom(j)));
}

// The axis of the least push P / sqrt(U) (U = |u|^2) over both cores' edge normals, the first of ties: its
// edge (a's edges, then b's) and direction; edge -1 when the cores have no edge. False when not certain.
template <class T>
bool leastPushAxis(const Grown& a, const Grown& b, int& edge, int& dir) {
  T bestP, bestU;
  int sign = 0, k = 0;
  edge = -1;
  for (const Geom* g : {&a.core, &b.core})
    for (int j = 0; j < g->edgeCount(); ++j, ++k) {
      const VT<T> u = edgeNormal<T>(*g, j);
      const T U = dotV(u, u);
      const std::array<T, 2> P = pushes(a, b, u);
      for (int s = 0; s < 2; ++s) {
        if (edge >= 0) {
          if (!certainSign(P[s] * P[s] * bestU - bestP * bestP * U, sign)) return false;
          if (sign > 0) continue;
        }
        edge = k, dir = s == 0 ? 1 : -1, bestP = P[s], bestU = U;
      }
    }
  return true;
}

// leastPushAxis's axis from plain doubles, when every other candidate is certainly a larger push
// (bounds::kPushRounded): a speed-only shortcut of it, the same axis wherever it answers; false otherwise
// (a tie, a near tie, cores without edges, values out of range).
bool leastPushRounded(const Grown& a, const Grown& b, int& edge, int& dir) {
  const double M = largestCoordinate(a, b);
  if (!(M > 0x1p-400 && M < 0x1p400)) return false;
  const auto project = [](const Geom& g, double nx, double ny, double& lo, double& hi) {
    lo = INFINITY, hi = -INFINITY;
    for (int i = 0; i < g.n; ++i) {
      const double p = nx * g.at(i).x + ny * g.at(i).y;
      lo = std::min(lo, p), hi = std::max(hi, p);
    }
  };
  double least = INFINITY, second = INFINITY;
  int k = 0;
  edge = -1;
  for (const Geom* g : {&a.core, &b.core})
    for (int j = 0; j < g->edgeCount(); ++j, ++k) {
      const Vec2 e0 = g->edgeFrom(j), e1 = g->edgeTo(j);
      const double nx = -(e1.y - e0.y), ny = e1.x - e0.x, U = nx * nx + ny * ny;
      if (!(U > 0x1p-800)) return false;
      double aLo, aHi, bLo, bHi;
      project(a.core, nx, ny, aLo, aHi), project(b.core, nx, ny, bLo, bHi);
      const double root = std::sqrt(U);
      for (const auto& [push, d] : {std::pair{(aHi - bLo) / root, 1}, std::pair{(bHi - aLo) / root, -1}}) {
        if (push < least) {
          second = least, least = push, edge = k, dir = d;
        } else {
          second = std::min(second, push);
        }
      }
    }
  return edge >= 0 && second - least > 2 * bounds::kPushRounded * M * (1 + 0x1p-40);
}

bool depthMeetingFast(const Grown& a, const Grown& b, PairResult& res) {
  int edge = -1, dir = 0;
  if (!leastPushRounded(a, b, edge, dir) && !leastPushAxis<Fl>(a, b, edge, dir) &&
      !leastPushAxis<DD>(a, b, edge, dir))
    return false;
  if (edge < 0) return true;
  const int edgesOfA = a.core.edgeCount();
  const DV u = edge < edgesOfA ? edgeNormal<DD>(a.core, edge) : edgeNormal<DD>(b.core, edge - edgesOfA);
  const DD bestU = dotV(u, u), bestP = pushes(a, b, u)[dir > 0 ? 0 : 1];
  const DV bestAxis = dir > 0 ? u : DV{-u.x, -u.y};
  DD root, push, k;
  const DD R = DD(a.r) + DD(b.r);
  if (!exact::squareRoot(bestU, root) || !divided(bestP, root, push)) return false;
  const DD depth = R + push;  // R + P / sqrt(U), and the translation (R + P / sqrt(U)) u / sqrt(U)
  if (!divided(depth, root, k)) return false;
  const DV mtv = bestAxis * k;
  PairResult out;
  Vec2 m;
  if (!exact::roundsToOne(depth.hi, depth.lo, depth.e, out.depth) ||
      !exact::roundsToOne(mtv.x.hi, mtv.x.lo, mtv.x.e, m.x) ||
      !exact::roundsToOne(mtv.y.hi, mtv.y.lo, mtv.y.e, m.y))
    return false;
  res.depth = out.depth;
  keepMoving(res, m, {bestAxis.x.hi, bestAxis.y.hi});
  return true;
}

// A vertex-edge pair of the cores: vertex i of one against edge j of the other, dir 1 when the vertex is a's.
struct VertexEdge {
  const Geom *from, *to;
  int i, j, dir;
};
// From the vertex to the closest point of the edge e0-e1 (e0 + t d, t = d . (v - e0) / |d|^2 clamped to
// [0, 1]), from a's core to b's: w, and the edge's end when that point is one; false when not certain.
template <class T>
bool betweenCores(const VertexEdge& x, VT<T>& w, Vec2& end, bool& atEnd) {
  const Vec2 v = x.from->at(x.i), e0 = x.to->edgeFrom(x.j), e1 = x.to->edgeTo(x.j);
  VT<T> c = liftV<T>(e0);
  end = e0, atEnd = true;
  if (e0 != e1) {
    const VT<T> d = differenceV<T>(e1, e0);
    const T along = dotV(d, differenceV<T>(v, e0)), L = dotV(d, d);
    int s0 = 0, s1 = 0;
    if (!certainSign(along, s0) || !certainSign(along - L, s1)) return false;
    if (s1 > 0) {
      c = liftV<T>(e1), end = e1;
    } else if (s0 > 0) {
      T t;
      if (!divided(along, L, t)) return false;
      c = c + d * t, atEnd = false;
    }
  }
  w = x.dir > 0 ? c - liftV<T>(v) : liftV<T>(v) - c;
  return true;
}

// The nearest vertex-edge pair of the cores, the first of ties; false when not certain (or none).
template <class T>
bool nearestVertexEdge(const Grown& a, const Grown& b, VertexEdge& best) {
  bool found = false;
  T least;
  int sign = 0;
  // (a vertex nearest to an edge's end ties with that end against the other's edge, when the end's nearest
  // point is the vertex: the same two points, the same w; the exact way keeps the first, as here)
  std::pair<Vec2, Vec2> bestEnds;
  bool bestAtEnds = false;
  for (const auto& [from, to, dir] : {std::tuple{&a.core, &b.core, 1}, std::tuple{&b.core, &a.core, -1}})
    for (int i = 0; i < from->n; ++i)
      for (int j = 0; j < to->outlineCount(); ++j) {
        const VertexEdge x{from, to, i, j, dir};
        VT<T> u;
        Vec2 end;
        bool atEnd = false;
        if (!betweenCores(x, u, end, atEnd)) return false;
        const T square = dotV(u, u);
        const Vec2 v = from->at(i);
        const std::pair<Vec2, Vec2> ends = dir > 0 ? std::pair{v, end} : std::pair{end, v};  // (a's, b's)
        if (found) {
          if (atEnd && bestAtEnds && ends == bestEnds) continue;
          if (!certainSign(square - least, sign)) return false;
          if (sign > 0) continue;
        }
        found = true, least = square, best = x, bestEnds = ends, bestAtEnds = atEnd;
      }
  return found;
}

// nearestVertexEdge's pair from rounded squares (vertexEdgeSquare, its window nearestSquareWindow: a pair
// outside it is farther, exactly): the one pair within the window, or the first of several that are the same
// two points (each certainly at an end of its edge, from bounded doubles), as the loop keeps the first of
// those; false otherwise. A speed-only shortcut of the loop, the same pair wherever it answers.
bool nearestVertexEdgeRounded(const Grown& a, const Grown& b, VertexEdge& best) {
  constexpr int kMaxPairs = 128;
  std::array<VertexEdge, kMaxPairs> pairs;
  std::array<double, kMaxPairs> square;
  const double M = largestCoordinate(a, b);
  double least = INFINITY;
  int n = 0;
  for (const auto& [from, to, dir] : {std::tuple{&a.core, &b.core, 1}, std::tuple{&b.core, &a.core, -1}})
    for (int i = 0; i < from->n; ++i)
      for (int j = 0; j < to->outlineCount(); ++j) {
        if (n == kMaxPairs) return false;
        const Vec2 v = from->at(i), e0 = to->edgeFrom(j), e1 = to->edgeTo(j);
        pairs[n] = {from, to, i, j, dir}, square[n] = vertexEdgeSquare(v.x, v.y, e0.x, e0.y, e1.x, e1.y);
        least = std::min(least, square[n++]);
      }
  if (!(least > 0x1p-900 && least < 0x1p899 && M < 0x1p1000)) return false;
  const double window = nearestSquareWindow(least, M);
  std::array<int, kMaxPairs> near;
  int count = 0;
  for (int k = 0; k < n; ++k)
    if (square[k] <= window) near[count++] = k;
  if (count == 0) return false;
  std::pair<Vec2, Vec2> firstEnds;
  for (int q = 0; q < count && count > 1; ++q) {  // (several: the same two points, each at an end, certainly)
    const VertexEdge& x = pairs[near[q]];
    VT<Fl> w;
    Vec2 end;
    bool atEnd = false;
    if (!betweenCores(x, w, end, atEnd) || !atEnd) return false;
    const Vec2 v = x.from->at(x.i);
    const std::pair<Vec2, Vec2> ends = x.dir > 0 ? std::pair{v, end} : std::pair{end, v};  // (a's, b's)
    if (q == 0) {
      firstEnds = ends;
    } else if (ends != firstEnds) {
      return false;
    }
  }
  best = pairs[near[0]];
  return true;
}

bool depthApartFast(const Grown& a, const Grown& b, PairResult& res) {
  VertexEdge nearest{};
  if (!nearestVertexEdgeRounded(a, b, nearest) && !nearestVertexEdge<Fl>(a, b, nearest) &&
      !nearestVertexEdge<DD>(a, b, nearest))
    return false;
  DV w;
  Vec2 end;
  bool atEnd = false;
  if (!betweenCores(nearest, w, end, atEnd)) return false;
  DD root, k;
  const DD R = DD(a.r) + DD(b.r);
  if (!exact::squareRoot(dotV(w, w), root) || !divided(R, root, k)) return false;
  const DD depth = R - root, one(1);
  const DV mtv = w * (k - one);  // (R - |w|) w / |w|
  double d;
  Vec2 m;
  if (!exact::roundsToOne(depth.hi, depth.lo, depth.e, d) ||
      !exact::roundsToOne(mtv.x.hi, mtv.x.lo, mtv.x.e, m.x) ||
      !exact::roundsToOne(mtv.y.hi, mtv.y.lo, mtv.y.e, m.y))
    return false;
  res.depth = std::max(d, 0.0);
  keepMoving(res, m, {w.x.hi, w.y.hi});
  return true;
}

}  // namespace

PairResult capsulePair(const Geom& capsule, const Geom& x, Query query, std::optional<Relation> known) {
  const Grown a = grownOf(capsule), b = grownOf(x);
  PairResult res;
  // (cores that meet make the pair overlap, so a disjoint pair's cores do not)
  const bool meet = known != Relation::Disjoint && coresMeet(a, b);
  if (meet) {
    res.relation = Relation::Overlapping;
  } else if (known) {
    res.relation = *known;
  } else {
    int side = 1;
    forVertexEdgePairs(a, b, [&](Vec2 v, Vec2 e0, Vec2 e1) {
      side = std::min(side, segmentDistanceVsRadii(v, a.r, b.r, true, e0, e1));
      return side < 0;
    });
    res.relation = relationFromSide(side);
  }
  if (query == Query::Relation) return res;
  const bool bounded = exact::tStages == exact::Stages::All;
  if (res.relation == Relation::Disjoint) {
    if (asks(query, Query::Distance)) res.distance = std::max(roundedGap(a, b), 0.0);
    return res;
  }
  // (Points need only whether the two are equal, where their outlines meet everywhere.)
  const bool containment = asks(query, Query::Containment), points = asks(query, Query::Points);
  const bool aInB = (containment || points) && grownIn(a, b), bInA = (containment || aInB) && grownIn(b, a);
  res.containment = aInB && bInA ? Containment::Equal
                    : aInB       ? Containment::AInB
                    : bInA       ? Containment::BInA
                                 : Containment::None;
  const bool equal = res.containment == Containment::Equal;
  if (!containment) res.containment = Containment::None;
  if (points && x.kind == ShapeType::Point) {
    if (res.relation == Relation::Touching) res.points = {x.at(0)};
  } else if (points && !equal) {
    outlinePoints(a, b, bounded, res.points);
  }
  if (asks(query, Query::Depth) && res.relation == Relation::Overlapping && hasArea(a) && hasArea(b)) {
    if (meet) {
      if (!bounded || !depthMeetingFast(a, b, res)) depthMeeting(a, b, res);
    } else if (!bounded || !depthApartFast(a, b, res)) {
      depthApart(a, b, res);
    }
  }
  return res;
}

}  // namespace hitlab::detail
