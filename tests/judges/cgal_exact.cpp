// cgal_exact.cpp — a test plugin: meet or miss decided by CGAL's exact kernel (Epeck), written apart from
// hitlab's core, for every pair type, rounded rects and polygons included (abi 3). Each shape is a set of
// pieces CGAL has exact predicates for (points, segments and triangles: a polygon as a fan, a rect as two
// triangles, a piece of no area as the segment or point it is) grown by a radius (a circle is its centre
// grown by r, a capsule its segment, a rounded rect or polygon its pieces). Two shapes meet when two of their
// pieces meet (CGAL::do_intersect), or lie within the sum of the radii of each other: CGAL::squared_distance
// of points and segments (a triangle's edges) against the sum squared. (CGAL 5.5's squared_distance of a
// point and a Triangle_2 is wrong on some inputs, and its do_intersect of a Segment_2 and a Triangle_2 at
// magnitudes near 1e119: the hunt found both; edges and ends decided alone are right.) A hunt of it must find
// nothing: it is the hunt's independent oracle.
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/intersections.h>
#include <CGAL/squared_distance_2.h>
#include <hitlab/judge_abi.h>

#include <variant>
#include <vector>

namespace {

using K = CGAL::Exact_predicates_exact_constructions_kernel;
using P = K::Point_2;
using S = K::Segment_2;
using T = K::Triangle_2;
using Piece = std::variant<P, S, T>;

// The pieces of a shape, every point within `radius` of them.
struct Grown {
  std::vector<Piece> pieces;
  K::FT radius = 0;
};

// The triangle a b c, or the segment or point it is when it has no area.
Piece piece(const P& a, const P& b, const P& c) {
  if (!CGAL::collinear(a, b, c)) return T(a, b, c);
  P lo = a, hi = a;
  for (const P& p : {b, c}) {
    if (p < lo) lo = p;
    if (hi < p) hi = p;
  }
  if (lo == hi) return lo;
  return S(lo, hi);
}

Piece segment(const P& a, const P& b) {
  if (a == b) return a;
  return S(a, b);
}

std::vector<Piece> fan(const double* v, int n) {
  std::vector<Piece> out;
  const P first(v[0], v[1]);
  for (int i = 1; i + 1 < n; ++i)
    out.push_back(piece(first, P(v[2 * i], v[2 * i + 1]), P(v[2 * i + 2], v[2 * i + 3])));
  return out;
}

// A segment meets a triangle when an end is in it or it meets an edge.
bool segmentMeets(const S& s, const T& t) {
  if (CGAL::do_intersect(s.source(), t) || CGAL::do_intersect(s.target(), t)) return true;
  for (int k = 0; k < 3; ++k)
    if (CGAL::do_intersect(s, S(t.vertex(k), t.vertex(k + 1)))) return true;
  return false;
}

bool intersect(const Piece& x, const Piece& y) {
  return std::visit(
      [](const auto& a, const auto& b) -> bool {
        using A = std::decay_t<decltype(a)>;
        using B = std::decay_t<decltype(b)>;
        if constexpr (std::is_same_v<A, S> && std::is_same_v<B, T>) {
          return segmentMeets(a, b);
        } else if constexpr (std::is_same_v<A, T> && std::is_same_v<B, S>) {
          return segmentMeets(b, a);
        } else if constexpr (std::is_same_v<A, P> && std::is_same_v<B, P>) {
          return a == b;
        } else {
          return CGAL::do_intersect(a, b);
        }
      },
      x, y);
}

// A piece's outline as points and segments (a triangle's three edges).
std::vector<std::variant<P, S>> outline(const Piece& x) {
  if (const T* t = std::get_if<T>(&x))
    return {S(t->vertex(0), t->vertex(1)), S(t->vertex(1), t->vertex(2)), S(t->vertex(2), t->vertex(0))};
  if (const S* s = std::get_if<S>(&x)) return {*s};
  return {std::get<P>(x)};
}

// Whether two pieces that do not meet are within `reach` of each other (apart, their nearest points lie on
// their outlines).
bool within(const Piece& x, const Piece& y, const K::FT& reach) {
  const K::FT r2 = reach * reach;
  for (const auto& a : outline(x))
    for (const auto& b : outline(y))
      if (std::visit([&](const auto& u, const auto& v) { return CGAL::squared_distance(u, v) <= r2; }, a, b))
        return true;
  return false;
}

int meet(const Grown& a, const Grown& b) {
  const K::FT reach = a.radius + b.radius;
  for (const Piece& x : a.pieces)
    for (const Piece& y : b.pieces)
      if (intersect(x, y) || (reach > 0 && within(x, y, reach))) return 1;
  return 0;
}

Grown point(const double* p) { return {{P(p[0], p[1])}}; }
Grown disk(const double* c) { return {{P(c[0], c[1])}, K::FT(c[2])}; }
Grown seg(const double* s) { return {{segment(P(s[0], s[1]), P(s[2], s[3]))}}; }
Grown capsule(const double* k) { return {{segment(P(k[0], k[1]), P(k[2], k[3]))}, K::FT(k[4])}; }
Grown rect(const double* r) {
  const double v[8] = {r[0], r[1], r[2], r[1], r[2], r[3], r[0], r[3]};
  return {fan(v, 4)};
}
Grown polygon(const double* v, int n) { return {fan(v, n)}; }
// (the rounded functions' shapes: the radius last)
Grown roundedRect(const double* r) {
  Grown g = rect(r);
  g.radius = r[4];
  return g;
}
Grown roundedPolygon(const double* v, int n) { return {fan(v, n), K::FT(v[2 * n])}; }

}  // namespace

#define HITLAB_CGAL_PAIR(NAME, A, B) \
  HITLAB_JUDGE_EXPORT int hitlab_##NAME(const double a[], const double b[]) { return meet(A(a), B(b)); }
#define HITLAB_CGAL_POLY(NAME, A, POLY)                                             \
  HITLAB_JUDGE_EXPORT int hitlab_##NAME(const double a[], const double* p, int n) { \
    return meet(A(a), POLY(p, n));                                                  \
  }
#define HITLAB_CGAL_POLY_FIRST(NAME, POLY, B)                                       \
  HITLAB_JUDGE_EXPORT int hitlab_##NAME(const double* p, int n, const double b[]) { \
    return meet(POLY(p, n), B(b));                                                  \
  }

HITLAB_CGAL_PAIR(segment_segment, seg, seg)
HITLAB_CGAL_PAIR(segment_circle, seg, disk)
HITLAB_CGAL_PAIR(circle_circle, disk, disk)
HITLAB_CGAL_PAIR(rect_rect, rect, rect)
HITLAB_CGAL_PAIR(circle_rect, disk, rect)
HITLAB_CGAL_PAIR(segment_rect, seg, rect)
HITLAB_CGAL_POLY(circle_polygon, disk, polygon)
HITLAB_CGAL_POLY(segment_polygon, seg, polygon)
HITLAB_CGAL_POLY(rect_polygon, rect, polygon)
HITLAB_CGAL_PAIR(point_point, point, point)
HITLAB_CGAL_PAIR(point_segment, point, seg)
HITLAB_CGAL_PAIR(point_circle, point, disk)
HITLAB_CGAL_PAIR(point_rect, point, rect)
HITLAB_CGAL_POLY(point_polygon, point, polygon)

HITLAB_JUDGE_EXPORT int hitlab_polygon_polygon(const double* a, int na, const double* b, int nb) {
  return meet(polygon(a, na), polygon(b, nb));
}

HITLAB_CGAL_PAIR(point_capsule, point, capsule)
HITLAB_CGAL_PAIR(segment_capsule, seg, capsule)
HITLAB_CGAL_PAIR(circle_capsule, disk, capsule)
HITLAB_CGAL_PAIR(rect_capsule, rect, capsule)
HITLAB_CGAL_PAIR(capsule_capsule, capsule, capsule)
HITLAB_CGAL_POLY_FIRST(polygon_capsule, polygon, capsule)

// abi 3: every pair type with a rect or polygon, rounded.
HITLAB_CGAL_PAIR(rounded_point_rect, point, roundedRect)
HITLAB_CGAL_POLY(rounded_point_polygon, point, roundedPolygon)
HITLAB_CGAL_PAIR(rounded_segment_rect, seg, roundedRect)
HITLAB_CGAL_POLY(rounded_segment_polygon, seg, roundedPolygon)
HITLAB_CGAL_PAIR(rounded_circle_rect, disk, roundedRect)
HITLAB_CGAL_POLY(rounded_circle_polygon, disk, roundedPolygon)
HITLAB_CGAL_PAIR(rounded_rect_rect, roundedRect, roundedRect)
HITLAB_CGAL_POLY(rounded_rect_polygon, roundedRect, roundedPolygon)
HITLAB_CGAL_PAIR(rounded_rect_capsule, roundedRect, capsule)
HITLAB_CGAL_POLY_FIRST(rounded_polygon_capsule, roundedPolygon, capsule)

HITLAB_JUDGE_EXPORT int hitlab_rounded_polygon_polygon(const double* a, int na, const double* b, int nb) {
  return meet(roundedPolygon(a, na), roundedPolygon(b, nb));
}

HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void) {
  return "name=CGAL exact (Epeck); touching=inclusive; abi=3";
}
