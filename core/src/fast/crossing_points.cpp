// crossing_points.cpp — the crossing points of the edge pairs the straddle masks list as crossing: what
// crossingPoint (pairs/constructions.h) gives for each, bit for bit
// (FullKernels.CrossingPointsAreCrossingPoint, on every target), with its two error-free cross products
// (exact::crossOfDifferences) computed at once in two vector lanes, num in lane 0 and den in lane 1, by the
// same operations in the same order. Compiled once per SIMD target through Highway's foreach_target and
// picked at run time (one dispatch per pair); no fused multiply-add (-ffp-contract=off, and Highway's Mul and
// Add are separate operations).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "fast/crossing_points.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include <bit>
#include <cstdint>
#include <vector>

#include "exact/exact.h"
#include "pairs/constructions.h"
#include "pairs/sat_kernels.h"
#include "pairs/views.h"

HWY_BEFORE_NAMESPACE();
namespace hitlab::detail::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// exact::crossOfDifferences lane by lane: the values, and whether every lane is certain.
template <class D, class V = hn::Vec<D>>
HWY_INLINE bool CrossOfDifferences(D d, V ax1, V ax0, V ay1, V ay0, V bx1, V bx0, V by1, V by0, V& value) {
  auto twoDiff = [](V a, V b, V& s, V& t) {
    s = a - b;
    const V bb = s - a;
    t = (a - (s - bb)) - (b + bb);
  };
  const V split = hn::Set(d, 134217729.0);  // 2^27 + 1, as exact::twoProduct
  auto twoProduct = [&](V a, V b, V& p, V& q) {
    p = a * b;
    const V ca = split * a, cb = split * b;
    const V ah = ca - (ca - a), al = a - ah, bh = cb - (cb - b), bl = b - bh;
    q = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
  };
  V axh, axl, ayh, ayl, bxh, bxl, byh, byl, p1, e1, p2, e2, s, t;
  twoDiff(ax1, ax0, axh, axl), twoDiff(ay1, ay0, ayh, ayl);
  twoDiff(bx1, bx0, bxh, bxl), twoDiff(by1, by0, byh, byl);
  twoProduct(axh, byh, p1, e1), twoProduct(ayh, bxh, p2, e2);
  twoDiff(p1, p2, s, t);
  const V C = (axh * byl - ayh * bxl) + (axl * byh - ayl * bxh), L = axl * byl - ayl * bxl;
  value = s + ((((e1 - e2) + t) + C) + L);
  const V S = hn::Abs(p1) + hn::Abs(p2);
  return hn::AllTrue(
      d, hn::And(hn::Ge(hn::Abs(value), hn::Set(d, 0x1p-48) * S), hn::Ge(S, hn::Set(d, 0x1p-900))));
}

// crossingPoint, its num and den in lanes 0 and 1 (targets with fewer lanes: crossingPoint itself). (A
// template, its operations called unqualified: the scalar target has none of two lanes.)
template <class D = hn::CappedTag<double, 2>>
HWY_INLINE Vec2 CrossingPoint(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
  const D d;
  if constexpr (hn::MaxLanes(d) < 2) {
    return crossingPoint(p1, p2, q1, q2);
  } else {
    orderForCrossing(p1, p2, q1, q2);
    auto pair = [&](double lane0, double lane1) {
      return InterleaveLower(d, hn::Set(d, lane0), hn::Set(d, lane1));
    };
    hn::Vec<decltype(d)> r;
    const bool certain =
        CrossOfDifferences(d, pair(q1.x, p2.x), hn::Set(d, p1.x), pair(q1.y, p2.y), hn::Set(d, p1.y),
                           hn::Set(d, q2.x), hn::Set(d, q1.x), hn::Set(d, q2.y), hn::Set(d, q1.y), r);
    return crossingFromRatio(p1, p2, q1, q2, hn::GetLane(r), ExtractLane(r, 1), certain);
  }
}

void CrossingPointsHere(const OutlineColumns& ca, const OutlineColumns& cb, bool aRows,
                        const std::uint64_t* cross, int words, std::vector<Vec2>& out) {
  for (int w = 0; w < words; ++w)
    for (std::uint64_t m = cross[w]; m != 0; m &= m - 1) {
      const int bit = std::countr_zero(m), k = 8 * w + bit / 8, l = bit % 8;
      const int i = aRows ? k : l, j = aRows ? l : k;
      out.push_back(
          CrossingPoint({ca.x[i], ca.y[i]}, {ca.ex[i], ca.ey[i]}, {cb.x[j], cb.y[j]}, {cb.ex[j], cb.ey[j]}));
    }
}

}  // namespace hitlab::detail::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hitlab::detail {

HWY_EXPORT(CrossingPointsHere);

void fast::crossingPoints(const OutlineColumns& ca, const OutlineColumns& cb, bool aRows,
                          const std::uint64_t* cross, int words, std::vector<Vec2>& out) {
  HWY_DYNAMIC_DISPATCH(CrossingPointsHere)(ca, cb, aRows, cross, words, out);
}

}  // namespace hitlab::detail
#endif
