// cgal_exact.cpp — a test plugin: meet or miss decided by CGAL's exact kernel (Epeck), written apart from
// hitlab's core, for every pair type. Each shape is a set of pieces CGAL has exact predicates for: points,
// segments and triangles (a polygon as a fan, a rect as two triangles; a piece of no area as the segment or
// point it is), and disks (centre and radius). Two pieces meet by CGAL::do_intersect; a disk meets a point
// or segment when CGAL::squared_distance from its centre is at most r^2, a triangle when its centre is in it
// or it meets one of the edges (CGAL 5.5's squared_distance of a point and a Triangle_2 is wrong on some
// inputs: the hunt found it), another disk when the centres are at most r1 + r2 apart, squared. A capsule is
// its segment grown by r: it meets a piece within r of the segment (CGAL::squared_distance of the segment
// and a point, segment, disk's centre or triangle's edge, against r^2 or (r + rd)^2; a triangle also when the
// segment meets it), another capsule within r1 + r2. A hunt of it must find nothing: it is the hunt's
// independent oracle.
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
struct Disk {
  P centre;
  K::FT radius;
};
struct Grown {  // a capsule of positive radius: every point within radius of its segment
  S core;
  K::FT radius;
};
using Piece = std::variant<P, S, T, Disk, Grown>;

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

Piece segment(const double* s) {
  const P a(s[0], s[1]), b(s[2], s[3]);
  if (a == b) return a;
  return S(a, b);
}

std::vector<Piece> polygon(const double* v, int n) {
  std::vector<Piece> out;
  const P first(v[0], v[1]);
  for (int i = 1; i + 1 < n; ++i)
    out.push_back(piece(first, P(v[2 * i], v[2 * i + 1]), P(v[2 * i + 2], v[2 * i + 3])));
  return out;
}

std::vector<Piece> rect(const double* r) {
  const double v[8] = {r[0], r[1], r[2], r[1], r[2], r[3], r[0], r[3]};
  return polygon(v, 4);
}

template <class Piece2>
bool diskMeets(const Disk& d, const Piece2& p) {
  const K::FT r2 = d.radius * d.radius;
  if constexpr (std::is_same_v<Piece2, T>) {
    if (CGAL::do_intersect(d.centre, p)) return true;
    for (int k = 0; k < 3; ++k)
      if (CGAL::squared_distance(d.centre, S(p.vertex(k), p.vertex(k + 1))) <= r2) return true;
    return false;
  } else {
    return CGAL::squared_distance(d.centre, p) <= r2;
  }
}

// A segment meets a triangle when an end is in it or it meets an edge. (CGAL 5.5's do_intersect of a
// Segment_2 and a Triangle_2 says they meet for pairs far apart at magnitudes near 1e119 and beyond: the hunt
// found it once its scales reached 2^500; each end and each edge decided alone is right.)
bool segmentMeets(const S& s, const T& t) {
  if (CGAL::do_intersect(s.source(), t) || CGAL::do_intersect(s.target(), t)) return true;
  for (int k = 0; k < 3; ++k)
    if (CGAL::do_intersect(s, S(t.vertex(k), t.vertex(k + 1)))) return true;
  return false;
}

template <class Piece2>
bool grownMeets(const Grown& g, const Piece2& p) {
  const K::FT r2 = g.radius * g.radius;
  if constexpr (std::is_same_v<Piece2, Grown>) {
    const K::FT sum = g.radius + p.radius;
    return CGAL::squared_distance(g.core, p.core) <= sum * sum;
  } else if constexpr (std::is_same_v<Piece2, Disk>) {
    const K::FT sum = g.radius + p.radius;
    return CGAL::squared_distance(g.core, p.centre) <= sum * sum;
  } else if constexpr (std::is_same_v<Piece2, T>) {
    if (segmentMeets(g.core, p)) return true;
    for (int k = 0; k < 3; ++k)
      if (CGAL::squared_distance(g.core, S(p.vertex(k), p.vertex(k + 1))) <= r2) return true;
    return false;
  } else {
    return CGAL::squared_distance(g.core, p) <= r2;
  }
}

bool meet(const Piece& x, const Piece& y) {
  return std::visit(
      [](const auto& a, const auto& b) -> bool {
        using A = std::decay_t<decltype(a)>;
        using B = std::decay_t<decltype(b)>;
        if constexpr (std::is_same_v<A, Grown>) {
          return grownMeets(a, b);
        } else if constexpr (std::is_same_v<B, Grown>) {
          return grownMeets(b, a);
        } else if constexpr (std::is_same_v<A, Disk> && std::is_same_v<B, Disk>) {
          const K::FT sum = a.radius + b.radius;
          return CGAL::squared_distance(a.centre, b.centre) <= sum * sum;
        } else if constexpr (std::is_same_v<A, Disk>) {
          return diskMeets(a, b);
        } else if constexpr (std::is_same_v<B, Disk>) {
          return diskMeets(b, a);
        } else if constexpr (std::is_same_v<A, S> && std::is_same_v<B, T>) {
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

int meetAny(const std::vector<Piece>& a, const std::vector<Piece>& b) {
  for (const Piece& x : a)
    for (const Piece& y : b)
      if (meet(x, y)) return 1;
  return 0;
}

std::vector<Piece> point(const double* p) { return {P(p[0], p[1])}; }
std::vector<Piece> disk(const double* c) { return {Disk{P(c[0], c[1]), K::FT(c[2])}}; }
std::vector<Piece> seg(const double* s) { return {segment(s)}; }
// (radius 0: its segment; equal ends: a disk)
std::vector<Piece> capsule(const double* k) {
  const P a(k[0], k[1]), b(k[2], k[3]);
  if (k[4] == 0) return {segment(k)};
  if (a == b) return {Disk{a, K::FT(k[4])}};
  return {Grown{S(a, b), K::FT(k[4])}};
}

}  // namespace

#define HITLAB_CGAL_PAIR(NAME, A, B) \
  HITLAB_JUDGE_EXPORT int hitlab_##NAME(const double a[], const double b[]) { return meetAny(A(a), B(b)); }
#define HITLAB_CGAL_POLY(NAME, A)                                                   \
  HITLAB_JUDGE_EXPORT int hitlab_##NAME(const double a[], const double* p, int n) { \
    return meetAny(A(a), polygon(p, n));                                            \
  }

HITLAB_CGAL_PAIR(segment_segment, seg, seg)
HITLAB_CGAL_PAIR(segment_circle, seg, disk)
HITLAB_CGAL_PAIR(circle_circle, disk, disk)
HITLAB_CGAL_PAIR(rect_rect, rect, rect)
HITLAB_CGAL_PAIR(circle_rect, disk, rect)
HITLAB_CGAL_PAIR(segment_rect, seg, rect)
HITLAB_CGAL_POLY(circle_polygon, disk)
HITLAB_CGAL_POLY(segment_polygon, seg)
HITLAB_CGAL_POLY(rect_polygon, rect)
HITLAB_CGAL_PAIR(point_point, point, point)
HITLAB_CGAL_PAIR(point_segment, point, seg)
HITLAB_CGAL_PAIR(point_circle, point, disk)
HITLAB_CGAL_PAIR(point_rect, point, rect)
HITLAB_CGAL_POLY(point_polygon, point)

HITLAB_JUDGE_EXPORT int hitlab_polygon_polygon(const double* a, int na, const double* b, int nb) {
  return meetAny(polygon(a, na), polygon(b, nb));
}

HITLAB_CGAL_PAIR(point_capsule, point, capsule)
HITLAB_CGAL_PAIR(segment_capsule, seg, capsule)
HITLAB_CGAL_PAIR(circle_capsule, disk, capsule)
HITLAB_CGAL_PAIR(rect_capsule, rect, capsule)
HITLAB_CGAL_PAIR(capsule_capsule, capsule, capsule)
HITLAB_JUDGE_EXPORT int hitlab_polygon_capsule(const double* p, int n, const double k[]) {
  return meetAny(polygon(p, n), capsule(k));
}

HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void) {
  return "name=CGAL exact (Epeck); touching=inclusive";
}
