// swept_winners.cpp — which axis of a polygon pair in motion holds the latest entering time and which the
// earliest leaving one (motion/swept_kernels.h), eight axes per vector (lanes8-inl.h's VD), compiled once per
// SIMD target through Highway's foreach_target and picked at run time. Equal to its scalar definition in
// motion/swept_kernels.cpp bit for bit: every operation rounds as its scalar counterpart (no fused
// multiply-add: -ffp-contract=off), each select is the scalar code's own.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "fast/swept_winners.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include <bit>
#include <limits>

#include "exact/exact.h"
#include "fast/lanes8-inl.h"  // per target
#include "hitlab/detail/bounds.h"
#include "motion/swept_kernels.h"

HWY_BEFORE_NAMESPACE();
namespace hitlab::detail::HWY_NAMESPACE {

HWY_INLINE VD Abs(VD a) {  // std::fabs(a)
  return Each([&](int i) { return hn::Abs(a.p[i]); });
}
HWY_INLINE VD Neg(VD a) {  // -a
  return Each([&](int i) { return hn::Neg(a.p[i]); });
}
HWY_INLINE MD SameMask(bool b) { return LanesBelow(b ? 8 : 0); }

// The times of every axis in one pass (stored for the second), with the running latest and earliest; then
// the winners' lanes found by equality, and every axis held against them.
bool SweptWinnersHere(const SweptAxes& ax, SweptTimes& times, int& in, int& out) {
  const int n = ax.count;
  if (n == 0 || n > kSweptAxes) return false;
  double *tIn = times.tIn, *eIn = times.eIn, *tOut = times.tOut, *eOut = times.eOut;
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const VD zero = Splat(0), one = Splat(1), vx = Splat(ax.vx), vy = Splat(ax.vy);
  const VD largestX = Splat(ax.largestX), largestY = Splat(ax.largestY);
  const VD projection = Splat(bounds::kSweptProjection), underflow = Splat(bounds::kSweptUnderflow);
  const MD vxZero = SameMask(ax.vx == 0), vyZero = SameMask(ax.vy == 0);
  VD latest = Splat(-kInf), earliest = Splat(kInf);
  unsigned uncertain = 0;
  for (int k = 0; k < n; k += 8) {
    const MD valid = LanesBelow(n - k);
    const VD nx = Load8(ax.nx + k), ny = Load8(ax.ny + k);
    const VD bound = projection * (Abs(nx) * largestX + Abs(ny) * largestY) + underflow;
    const VD sv = nx * vx + ny * vy;
    const MD exactZero = (Eq(nx, zero) | vxZero) & (Eq(ny, zero) | vyZero);
    const VD se = Select(exactZero, zero, projection * (Abs(nx * vx) + Abs(ny * vy)) + underflow);
    uncertain |= Bits(valid & ~Lt(se, Abs(sv)));
    const VD p = Load8(ax.bHi + k) - Load8(ax.aLo + k), q = Load8(ax.bLo + k) - Load8(ax.aHi + k);
    const VD ep = (bound + bound + Abs(p) * exact::kUnit) * exact::kSlack,
             eq = (bound + bound + Abs(q) * exact::kUnit) * exact::kSlack;
    const MD up = Lt(zero, sv);
    const VD den = Select(up, sv, Neg(sv)), numIn = Select(up, q, Neg(p)), numOut = Select(up, p, Neg(q));
    const VD eNumIn = Select(up, eq, ep), eNumOut = Select(up, ep, eq);
    const VD inv = one / den, invMin = one / ((den - se) * (1 - 0x1p-50));
    const VD ti = numIn * inv, to = numOut * inv;
    // (bounds::sweptTime, lane by lane)
    const auto timeBound = [&](VD en, VD at) {
      return ((en + at * se * (1 + 0x1p-50)) * invMin + (3 * exact::kUnit) * at) * (1 + 0x1p-40) + underflow;
    };
    Store8(ti, tIn + k), Store8(to, tOut + k);
    Store8(timeBound(eNumIn, Abs(ti)), eIn + k), Store8(timeBound(eNumOut, Abs(to)), eOut + k);
    latest = Max(latest, Select(valid, ti, Splat(-kInf)));
    earliest = Min(earliest, Select(valid, to, Splat(kInf)));
  }
  if (uncertain != 0) return false;
  // (the first lane holding the extreme: the scalar loop's winner)
  const auto firstEqual = [&](const double* t, double extreme) {
    for (int k = 0; k < n; k += 8)
      if (const unsigned bits = Equal(Load8(t + k), Splat(extreme)) & Bits(LanesBelow(n - k)))
        return k + std::countr_zero(bits);
    return -1;
  };
  const int wIn = firstEqual(tIn, Lane0(AllMax(latest))), wOut = firstEqual(tOut, Lane0(AllMin(earliest)));
  if (wIn < 0 || wOut < 0) return false;
  // (ahead by more than both bounds, with their own rounding: the winner's own lane counts)
  const VD inTime = Splat(tIn[wIn]), inBound = Splat(eIn[wIn]), outTime = Splat(tOut[wOut]),
           outBound = Splat(eOut[wOut]);
  for (int k = 0; k < n; k += 8) {
    const unsigned valid = Bits(LanesBelow(n - k));
    const unsigned selfIn = wIn >= k && wIn < k + 8 ? 1u << (wIn - k) : 0u,
                   selfOut = wOut >= k && wOut < k + 8 ? 1u << (wOut - k) : 0u;
    const unsigned aheadIn =
        Greater(inTime - Load8(tIn + k), (inBound + Load8(eIn + k)) * (1 + 0x1p-50)) | selfIn;
    const unsigned aheadOut =
        Greater(Load8(tOut + k) - outTime, (outBound + Load8(eOut + k)) * (1 + 0x1p-50)) | selfOut;
    if ((aheadIn & valid) != valid || (aheadOut & valid) != valid) return false;
  }
  in = wIn, out = wOut;
  return true;
}

}  // namespace hitlab::detail::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hitlab::detail::fast {

HWY_EXPORT(SweptWinnersHere);

bool sweptWinners(const SweptAxes& axes, SweptTimes& times, int& in, int& out) {
  return HWY_DYNAMIC_DISPATCH(SweptWinnersHere)(axes, times, in, out);
}

}  // namespace hitlab::detail::fast
#endif
