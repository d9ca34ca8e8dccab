// constructions.h — rounded constructions (internal; constructions.cpp): a value of an exact expression
// rounded to a double, the closest point and distance on a segment, the crossing point of two segments.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "exact/exact.h"
#include "exact/rounding.h"
#include "hitlab/math.h"

namespace hitlab::detail {

/// How often a rounded construction needed the rationals on this thread (tests hold the fast tiers to
/// general-position inputs with it).
inline thread_local long long tRoundingFallbacks = 0;

/// The double nearest to the exact value of an expression written once over its number type (ties to even):
/// double-doubles first, whose result stands when its whole error interval rounds to one double
/// (exact::roundsToOne), else the rationals, rounded once (exact::nearest). (The rational tier out of line.)
template <class F>
[[gnu::noinline]] double accurateExactly(const F& f) {
  ++tRoundingFallbacks;
  return exact::nearest(f(exact::Tag<mpq_class>{}));
}
template <class F>
[[gnu::always_inline]] inline double accurate(const F& f) {
  const exact::DD d = f(exact::Tag<exact::DD>{});
  double out;
  if (exact::roundsToOne(d.hi, d.lo, d.e, out)) return out;
  return accurateExactly(f);
}

/// The crossing point from the rationals, each coordinate rounded once (crossingPoint's fallback).
[[gnu::noinline]] Vec2 exactCrossing(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2);

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

/// crossingPoint's first tier, where long double is x87's 64-bit format (elsewhere, WebAssembly's software
/// quad included, the next tier alone): the six differences, four products, num, den, 1 / den, t = num (1 /
/// den) and p1 + t (p2 - p1) each rounded once at u = 2^-64. A product of two rounded differences is within
/// (1 + u)^3 - 1 of its value, so with S the two products' magnitudes num is within en = (3S + |num|) u (1 +
/// 2^-30) (the margin takes the second-order terms and the bound's own roundings); and den within ed. When
/// both are within 2^-20 of their value, t is within en / |num| + ed / |den| (each times 1 + 2^-19) + 2u
/// relatively (the reciprocal, the product), t (p2 - p1) within that + 2u (the difference, the product),
/// which |off| en / |num| = en |e| / |den| writes with one division; the sum adds u |x|. The factor 1 + 2^-16
/// takes the roundings of the bound. Each coordinate is certain when that interval rounds to one double (its
/// distance from the nearest double plus the bound below halfGap, as exact::roundsToOne); false leaves it to
/// the next tier. (About 93% of random crossings are certain here.) extendedCrossing: the estimates and their
/// bounds.
struct ExtendedCrossing {
  long double x, y, errX, errY;  // |exact - x| <= errX, and so y
};
inline bool extendedCrossing(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2, ExtendedCrossing& c) {
  using L = long double;
  if constexpr (std::numeric_limits<L>::digits != 64) {  // (a 113-bit long double is software: slow)
    return false;
  } else {
    constexpr L u = std::numeric_limits<L>::epsilon() / 2;
    const L ex = L(p2.x) - L(p1.x), ey = L(p2.y) - L(p1.y), fx = L(q2.x) - L(q1.x), fy = L(q2.y) - L(q1.y);
    const L gx = L(q1.x) - L(p1.x), gy = L(q1.y) - L(p1.y);
    const L n1 = gx * fy, n2 = gy * fx, d1 = ex * fy, d2 = ey * fx, num = n1 - n2, den = d1 - d2;
    const L an = std::fabs(num), ad = std::fabs(den);
    const L en = (3 * (std::fabs(n1) + std::fabs(n2)) + an) * u * (1 + 0x1p-30L);
    const L ed = (3 * (std::fabs(d1) + std::fabs(d2)) + ad) * u * (1 + 0x1p-30L);
    if (!(an > en * 0x1p20L && ad > ed * 0x1p20L)) return false;
    const L inv = 1 / den, t = num * inv, ai = std::fabs(inv) * (1 + 0x1p-19L);
    auto coordinate = [&](double p, L e, L& x, L& err) {
      const L off = t * e, aoff = std::fabs(off);
      x = L(p) + off;
      err = ((en * std::fabs(e) + ed * aoff) * ai + 4 * u * aoff + u * std::fabs(x)) * (1 + 0x1p-16L);
    };
    coordinate(p1.x, ex, c.x, c.errX);
    coordinate(p1.y, ey, c.y, c.errY);
    return true;
  }
}
inline bool crossingInExtended(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2, Vec2& out) {
  ExtendedCrossing c;
  if (!extendedCrossing(p1, p2, q1, q2, c)) return false;
  auto certain = [](long double x, long double err, double& r) {
    r = static_cast<double>(x);
    return (std::fabs(x - static_cast<long double>(r)) + err) * (1 + 0x1p-50L) <
           static_cast<long double>(exact::halfGap(r));
  };
  return certain(c.x, c.errX, out.x) && certain(c.y, c.errY, out.y);
}

/// The crossing from double-doubles: t = num / den (exact::quotient) and p1 + t (p2 - p1), each coordinate
/// kept when its error interval rounds to one double (exact::roundsToOne), else from the rationals.
[[gnu::noinline]] Vec2 crossingBeyondExtended(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2);

/// The proper crossing of p1-p2 and q1-q2 (interiors cross at one point), each coordinate the double nearest
/// to its exact value p1 + t (p2 - p1), t = num / den, num = (q1 - p1) x (q2 - q1), den = (p2 - p1) x (q2 -
/// q1): in extended precision when its bound certifies the rounding, else in double-doubles, else from the
/// rationals. Correctly rounded, the point does not depend on which segment is named first or on their
/// directions, and two crossings at one exact point are one rounded point. Inline: the candidate loops call
/// it with their coordinates in registers.
inline Vec2 crossingPoint(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
  Vec2 out;
  if (crossingInExtended(p1, p2, q1, q2, out)) return out;
  return crossingBeyondExtended(p1, p2, q1, q2);
}

/// (fast/crossing_points.cpp's steps, from when the point was rounded from num / den: the order no longer
/// matters and num, den are recomputed by crossingPoint, so both reduce to it.)
inline void orderForCrossing(Vec2& p1, Vec2& p2, Vec2& q1, Vec2& q2) {
  auto before = [](Vec2 u, Vec2 w) { return u.x < w.x || (u.x == w.x && u.y < w.y); };
  if (before(q1, p1) || (q1 == p1 && before(q2, p2))) std::swap(p1, q1), std::swap(p2, q2);
}
inline Vec2 crossingFromRatio(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2, double /*num*/, double /*den*/,
                              bool /*certain*/) {
  return crossingPoint(p1, p2, q1, q2);
}

/// Sorts points lexicographically and removes exact duplicates.
void sortUnique(std::vector<Vec2>& pts);

}  // namespace hitlab::detail
