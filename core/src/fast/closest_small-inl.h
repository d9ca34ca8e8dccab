// closest_small-inl.h — the squared distance of two apart polygons of at most 8 vertices each, as the
// smallest vertexEdgeSquare over every vertex of one and edge of the other, measuring only the pairs that can
// be the closest (pair_polytope.cpp's pruning, which states the lower bounds). The seven pairs around SAT's
// widest gap (its edge, the other's extreme vertex) are measured at once in vector lanes, and the bounds
// against a division-free upper bound prove that no other pair can measure less, or list the few that might.
// There is no second round of measures waiting on the first, no square root before the last, and no branch
// but the rare one to the listed extra pairs: the chain of dependent steps a pair waits on stays short.
//
// Per SIMD target: included by sat_small.cpp inside each target's namespace (Highway's foreach_target), so
// the small-pair SAT calls it without a second dispatch. Every value rounds as the scalar code rounds it, so
// the result is the one of the scalar pruning, and of measuring every pair.

// Per-target include guard (Highway's pattern: the file is read once per target).
#if defined(HITLAB_CLOSEST_SMALL_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef HITLAB_CLOSEST_SMALL_INL_H_
#undef HITLAB_CLOSEST_SMALL_INL_H_
#else
#define HITLAB_CLOSEST_SMALL_INL_H_
#endif

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "fast/lanes8-inl.h"  // per target
#include "fast/simd.h"
#include "hitlab/detail/bounds.h"
#include "pairs/constructions.h"
#include "pairs/views.h"

HWY_BEFORE_NAMESPACE();
namespace hitlab::detail::HWY_NAMESPACE {

// vertexEdgeSquare (pairs/constructions.h) in 8 lanes: the same operations in the same order, with this
// target's selects (s >= 1 as Ge, which is false for a NaN s as the scalar test is).
HWY_INLINE VD VertexEdgeSquare8(VD px, VD py, VD ax, VD ay, VD bx, VD by) {
  const VD zero = Splat(0), one = Splat(1.0);
  const VD dx = bx - ax, dy = by - ay, L = dx * dx + dy * dy;
  const VD u = (px - ax) * dx + (py - ay) * dy;
  const VD s = u / L, w = Max(s, zero);
  const MD past = Ge(s, one);
  const VD cx = Select(past, bx, ax + w * dx), cy = Select(past, by, ay + w * dy);
  const VD vx = px - cx, vy = py - cy;
  return vx * vx + vy * vy;
}

HWY_INLINE double SmallClosestSquare(const OutlineColumns& ca, const OutlineColumns& cb, double nx, double ny,
                                     double size, int apartEdge) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const VD zero = Splat(0);
  // (the columns leave 8 readable entries from x and x + 1)
  const VD xa = Load8(ca.x), ya = Load8(ca.y), xae = Load8(ca.ex), yae = Load8(ca.ey);
  const VD xb = Load8(cb.x), yb = Load8(cb.y), xbe = Load8(cb.ex), ybe = Load8(cb.ey);
  // Every vertex (and edge end) on the axis; lanes past a polygon's vertices sit at -inf (a) or +inf (b),
  // which no bound below lets through.
  const MD inA = LanesBelow(ca.n), inB = LanesBelow(cb.n);
  const VD ta = Select(inA, xa * nx + ya * ny, Splat(-kInf)),
           tae = Select(inA, xae * nx + yae * ny, Splat(-kInf));
  const VD tb = Select(inB, xb * nx + yb * ny, Splat(kInf)),
           tbe = Select(inB, xbe * nx + ybe * ny, Splat(kInf));
  const VD aHi = AllMax(ta), bLo = AllMin(tb);
  // An upper bound on the distance, without a division or a root: the widest gap's edge (of a or b) and the
  // other's extreme vertex q. When q's foot certainly falls inside the edge, the distance is at most q's
  // distance from the edge's line, which is the gap plus at most 48u M (the rounded axis, both rounded
  // projections, and the edge's ends reaching the extreme projection only within rounding); else it is at
  // most q's distance from either end. (Squares: the rounded ones are within 6u of the exact ones.)
  const bool ownerA = apartEdge < ca.n;
  const OutlineColumns& owner = ownerA ? ca : cb;
  const int e = ownerA ? apartEdge : apartEdge - ca.n;
  const int iq = std::countr_zero(ownerA ? Equal(tb, bLo) : Equal(ta, aHi));
  const double qx = ownerA ? cb.x[iq] : ca.x[iq], qy = ownerA ? cb.y[iq] : ca.y[iq];
  const double dx = owner.ex[e] - owner.x[e], dy = owner.ey[e] - owner.y[e];
  const double wx = qx - owner.x[e], wy = qy - owner.y[e], vx = qx - owner.ex[e], vy = qy - owner.ey[e];
  const double along = wx * dx + wy * dy, L = dx * dx + dy * dy, slack = bounds::closestFootSlack(size);
  const double gap = Lane0(bLo) - Lane0(aHi) + bounds::closestGapSlack(size);
  const double ends = std::min(wx * wx + wy * wy, vx * vx + vy * vy);
  const double bound =
      (along > slack && along < L - slack ? std::min(gap * gap, ends) : ends) * bounds::kClosestSquareMargin;
  // The pairs that are nearly always the closest, measured at once, one per lane (no branch before them): the
  // widest gap's edge e (of the owner O) and the other's extreme vertex q (of T). Lanes 0 to 3: e's ends
  // against T's two edges at q; lanes 4 to 6: q against e and O's edges on either side of it (lane 7 repeats
  // lane 5).
  const OutlineColumns& other = ownerA ? cb : ca;
  const int e0 = e, e1 = e + 1 == owner.n ? 0 : e + 1, eb = e == 0 ? owner.n - 1 : e - 1;
  const int q1 = iq, q0 = iq == 0 ? other.n - 1 : iq - 1;
  const VD px = Make8(owner.x[e0], owner.x[e0], owner.x[e1], owner.x[e1], qx, qx, qx, qx);
  const VD py = Make8(owner.y[e0], owner.y[e0], owner.y[e1], owner.y[e1], qy, qy, qy, qy);
  const VD fx = Make8(other.x[q0], other.x[q1], other.x[q0], other.x[q1], owner.x[eb], owner.x[e0],
                      owner.x[e1], owner.x[e0]);
  const VD fy = Make8(other.y[q0], other.y[q1], other.y[q0], other.y[q1], owner.y[eb], owner.y[e0],
                      owner.y[e1], owner.y[e0]);
  const VD tx = Make8(other.ex[q0], other.ex[q1], other.ex[q0], other.ex[q1], owner.ex[eb], owner.ex[e0],
                      owner.ex[e1], owner.ex[e0]);
  const VD ty = Make8(other.ey[q0], other.ey[q1], other.ey[q0], other.ey[q1], owner.ey[eb], owner.ey[e0],
                      owner.ey[e1], owner.ey[e0]);
  double best = Lane0(AllMin(VertexEdgeSquare8(px, py, fx, fy, tx, ty)));
  // Which vertices and edges can be closest: pair_polytope.cpp's lower bounds, 64u M + 2E above the bound
  // (in squares: a bound below the margin keeps the pair).
  const VD margin = Splat(bounds::closestLowerMargin(size)), limit = Splat(bound),
           keep = Splat(bounds::kClosestKeep);
  auto within = [&](VD x) {  // lanes whose lower bound x (before the margin) is within the bound
    const VD over = x - margin;
    return ~(Greater(over, zero) & Greater(over * over * keep, limit)) & 0xffu;
  };
  const unsigned nearA = within(bLo - ta), edgesA = within(bLo - Max(tae, ta));
  const unsigned nearB = within(tb - aHi), edgesB = within(Min(tbe, tb) - aHi);
  // The pairs as bit 8i + j (a's vertex i with b's edge j, then b's vertex j with a's edge i); those not
  // measured above (rare) are measured one by one.
  constexpr std::uint64_t kEveryByte = 0x0101010101010101;
  // (vertex and edge < 8: iq is the lane of the minimum, which the lane mask always holds)
  auto bit = [](int vertex, int edge) {
    // NOLINTNEXTLINE(clang-analyzer-core.UndefinedBinaryOperatorResult)
    return std::uint64_t{1} << (8 * vertex + edge);
  };
  const std::uint64_t fromOwner = bit(e0, q0) | bit(e0, q1) | bit(e1, q0) | bit(e1, q1);
  const std::uint64_t fromOther = bit(iq, eb) | bit(iq, e0) | bit(iq, e1);
  std::uint64_t ab = spreadBits(nearA) & edgesB * kEveryByte & ~(ownerA ? fromOwner : fromOther);
  std::uint64_t ba = spreadBits(nearB) & edgesA * kEveryByte & ~(ownerA ? fromOther : fromOwner);
  for (; ab != 0; ab &= ab - 1) {
    const int k = std::countr_zero(ab), i = k / 8, j = k % 8;
    best = std::min(best, vertexEdgeSquare(ca.x[i], ca.y[i], cb.x[j], cb.y[j], cb.ex[j], cb.ey[j]));
  }
  for (; ba != 0; ba &= ba - 1) {
    const int k = std::countr_zero(ba), j = k / 8, i = k % 8;
    best = std::min(best, vertexEdgeSquare(cb.x[j], cb.y[j], ca.x[i], ca.y[i], ca.ex[i], ca.ey[i]));
  }
  return best;
}

}  // namespace hitlab::detail::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
