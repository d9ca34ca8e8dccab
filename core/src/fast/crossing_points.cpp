// crossing_points.cpp — the crossing points of the edge pairs the straddle masks list as crossing: what
// crossingPoint (pairs/constructions.h) gives for each, bit for bit
// (FullKernels.CrossingPointsAreCrossingPoint, on every target): its first tier in vector lanes, the two
// error-free cross products (num in lane 0, den in lane 1) and then the two coordinates (x in lane 0, y in
// lane 1), with the same bounds. Both tiers round correctly, so any target gives the same bits, with or
// without a fused multiply-add (used for the exact product errors where the target has one). Compiled once
// per SIMD target through Highway's foreach_target and picked at run time (one dispatch per pair).
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

// The error-free transformations lane by lane, as exact.h's: twoDiff, twoSum, and twoProduct, by a fused
// multiply-subtract where the target has one (the same exact error as Dekker's split product).
template <class V>
HWY_INLINE void TwoDiff(V a, V b, V& s, V& t) {
  s = a - b;
  const V bb = s - a;
  t = (a - (s - bb)) - (b + bb);
}
template <class V>
HWY_INLINE void TwoSum(V a, V b, V& s, V& t) {
  s = a + b;
  const V bb = s - a;
  t = (a - (s - bb)) + (b - bb);
}
template <class D, class V = hn::Vec<D>>
HWY_INLINE void TwoProduct(D d, V a, V b, V& p, V& q) {
  p = a * b;
#if HWY_NATIVE_FMA
  (void)d;
  q = hn::MulSub(a, b, p);
#else
  const V split = hn::Set(d, 134217729.0);  // 2^27 + 1
  const V ca = split * a, cb = split * b;
  const V ah = ca - (ca - a), al = a - ah, bh = cb - (cb - b), bl = b - bh;
  q = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
#endif
}

// exact::crossOfDifferences lane by lane: its value, hi, lo and mag, and whether every lane is certain.
template <class D, class V = hn::Vec<D>>
HWY_INLINE bool CrossOfDifferences(D d, V ax1, V ax0, V ay1, V ay0, V bx1, V bx0, V by1, V by0, V& value,
                                   V& hi, V& lo, V& mag) {
  V axh, axl, ayh, ayl, bxh, bxl, byh, byl, p1, e1, p2, e2, t;
  TwoDiff(ax1, ax0, axh, axl), TwoDiff(ay1, ay0, ayh, ayl);
  TwoDiff(bx1, bx0, bxh, bxl), TwoDiff(by1, by0, byh, byl);
  TwoProduct(d, axh, byh, p1, e1), TwoProduct(d, ayh, bxh, p2, e2);
  TwoDiff(p1, p2, hi, t);
  const V C = (axh * byl - ayh * bxl) + (axl * byh - ayl * bxh), L = axl * byl - ayl * bxl;
  lo = (((e1 - e2) + t) + C) + L;
  value = hi + lo;
  mag = hn::Abs(p1) + hn::Abs(p2);
  return hn::AllTrue(
      d, hn::And(hn::Ge(hn::Abs(value), hn::Set(d, 0x1p-48) * mag), hn::Ge(mag, hn::Set(d, 0x1p-900))));
}

// crossingPoint with num and den in lanes 0 and 1, then the two coordinates in lanes 0 and 1 (targets with
// fewer lanes: crossingPoint itself). (A template, its operations called unqualified: the scalar target has
// none of two lanes.)
template <class D = hn::CappedTag<double, 2>>
HWY_INLINE Vec2 CrossingPoint(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
  const D d;
  if constexpr (hn::MaxLanes(d) < 2) {
    return crossingPoint(p1, p2, q1, q2);
  } else {
    using V = hn::Vec<D>;
    auto pair = [&](double lane0, double lane1) {
      return InterleaveLower(d, hn::Set(d, lane0), hn::Set(d, lane1));
    };
    V value, hi, lo, mag;
    const bool certain = CrossOfDifferences(d, pair(q1.x, p2.x), hn::Set(d, p1.x), pair(q1.y, p2.y),
                                            hn::Set(d, p1.y), hn::Set(d, q2.x), hn::Set(d, q1.x),
                                            hn::Set(d, q2.y), hn::Set(d, q1.y), value, hi, lo, mag);
    const exact::CrossOfDifferences n{hn::GetLane(value), certain, hn::GetLane(hi), hn::GetLane(lo),
                                      hn::GetLane(mag)};
    const exact::CrossOfDifferences den{ExtractLane(value, 1), certain, ExtractLane(hi, 1),
                                        ExtractLane(lo, 1), ExtractLane(mag, 1)};
    CrossingRatio r;
#if HWY_NATIVE_FMA
    const bool ratio = crossingRatio(n, den, r, [](double th, double dh, double nh) {
      const hn::CappedTag<double, 1> one;
      return hn::GetLane(hn::NegMulAdd(hn::Set(one, th), hn::Set(one, dh), hn::Set(one, nh)));
    });
#else
    const bool ratio = crossingRatio(n, den, r);
#endif
    if (!ratio) return exactCrossing(p1, p2, q1, q2);
    // crossingCoordinate, x in lane 0 and y in lane 1, then exact::roundsToOne.
    const V a = pair(p1.x, p1.y), b = pair(p2.x, p2.y), th = hn::Set(d, r.th), tl = hn::Set(d, r.tl);
    const V u = hn::Set(d, exact::kUnit), slack = hn::Set(d, 1 + 0x1p-45);
    V eh, el, ph, pe, sh, se;
    TwoDiff(b, a, eh, el);
    TwoProduct(d, th, eh, ph, pe);
    const V m1 = th * el, m2 = tl * eh, pl = pe + (m1 + m2);
    TwoSum(a, ph, sh, se);
    const V low = se + pl, ulow = hn::Abs(low) * u;
    const V e = (hn::Set(d, r.ec) * hn::Abs(eh) + ulow) * slack + hn::Set(d, 0x1p-1000);
    const V margin = (e + ulow) * slack;
    const V up = sh + (low + margin), down = sh + (low - margin);
    if (!hn::AllTrue(d, hn::Eq(up, down))) return exactCrossing(p1, p2, q1, q2);
    return {hn::GetLane(up), ExtractLane(up, 1)};
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
