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
#include <cstdint>
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

// [SECTION] A disk's centre against a polygon's offset lines

// exact::Fl lane by lane: a value and its bound, each operation's bound as exact.h writes it.
struct VF {
  VD v, e;
};
HWY_INLINE VF Exact(VD v) { return {v, Splat(0)}; }
HWY_INLINE VF operator-(VF a, VF b) {
  const VD v = a.v - b.v;
  return {v, (a.e + b.e + Abs(v) * exact::kUnit) * exact::kSlack};
}
HWY_INLINE VF operator+(VF a, VF b) {
  const VD v = a.v + b.v;
  return {v, (a.e + b.e + Abs(v) * exact::kUnit) * exact::kSlack};
}
HWY_INLINE VF operator*(VF a, VF b) {  // (an exact zero factor: an exact zero)
  const VD zero = Splat(0), v = a.v * b.v;
  const MD exactZero = (Eq(a.v, zero) & Eq(a.e, zero)) | (Eq(b.v, zero) & Eq(b.e, zero));
  const VD e =
      (Abs(a.v) * b.e + Abs(b.v) * a.e + a.e * b.e + Abs(v) * exact::kUnit) * exact::kSlack + exact::kTiny;
  return {Select(exactZero, zero, v), Select(exactZero, zero, e)};
}
HWY_INLINE MD Finite(VD x) {  // std::isfinite(x)
  return Lt(Abs(x), Splat(std::numeric_limits<double>::infinity()));
}

// Every edge's crossing in one pass (stored for the second), then the winners of each kind found by
// equality, and every crossing held against its kind's winner.
bool DiskWinnersHere(const DiskSweep& s, DiskTimes& times, int& in, int& out) {
  const int n = s.count;
  if (n == 0 || n > kSweptAxes) return false;
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const VD zero = Splat(0);
  const VF wx{Splat(s.wx), Splat(s.ewx)}, wy{Splat(s.wy), Splat(s.ewy)}, R = Exact(Splat(s.r));
  const VF cx = Exact(Splat(s.cx)), cy = Exact(Splat(s.cy));
  const bool outwardUp = s.outward > 0;
  VD latest = Splat(-kInf), earliest = Splat(kInf);
  unsigned uncertain = 0;
  std::uint64_t entering = 0;
  for (int k = 0; k < n; k += 8) {
    const MD valid = LanesBelow(n - k);
    const VF x0 = Exact(Load8(s.x0 + k)), y0 = Exact(Load8(s.y0 + k));
    const VF dx = Exact(Load8(s.x1 + k)) - x0, dy = Exact(Load8(s.y1 + k)) - y0, qx = cx - x0, qy = cy - y0;
    const VF F = qy * dx - qx * dy, across = dx * wy - dy * wx;
    // (exact::squareRoot: a root of a square certainly positive and not tiny; or the prepared polygon's)
    VF rootL;
    MD rootOk;
    if (s.rootV) {
      rootL = VF{Load8(s.rootV + k), Load8(s.rootE + k)}, rootOk = Finite(rootL.e);
    } else {
      const VF L = dx * dx + dy * dy;
      rootOk = Lt(L.e, L.v) & Ge(L.v, Splat(0x1p-900)) & Finite(L.v);
      const VD root = Each([&](int i) { return hn::Sqrt(L.v.p[i]); });
      rootL = VF{root, (L.e / root * (1 + 0x1p-50) + root * exact::kUnit) * exact::kSlack};
    }
    const VF reach = R * rootL;
    const VF sideReach = outwardUp ? reach : VF{Neg(reach.v), reach.e};
    // (exact::quotient of num by across: across certainly non-zero; an exact zero numerator stays one)
    const VF num = sideReach - F;
    const VD dmin = (Abs(across.v) - across.e) * (1 - 0x1p-50);
    const VD q = num.v / across.v, aq = Abs(q);
    const VD eq = ((num.e + aq * across.e) / dmin + aq * exact::kUnit) * (1 + 0x1p-40) + 0x1p-1072;
    const MD numZero = Eq(num.v, zero) & Eq(num.e, zero);
    const VD t = Select(numZero, zero, q), et = Select(numZero, zero, eq);
    const MD ok =
        rootOk & Finite(rootL.e) & Lt(across.e, Abs(across.v)) & Lt(zero, dmin) & (numZero | Finite(eq));
    uncertain |= Bits(valid & ~ok);
    const VD tOk = Select(ok, t, zero), etOk = Select(ok, et, Splat(kInf));  // (not certain: 0 within inf)
    // (outward across < 0: towards the edge)
    const MD enters = outwardUp ? Lt(across.v, zero) : ~Lt(across.v, zero);
    entering |= std::uint64_t{Bits(enters & valid)} << k;
    Store8(tOk, times.t + k), Store8(etOk, times.et + k),
        Store8(Select(enters, Splat(1), zero), times.enter + k);
    latest = Max(latest, Select(enters & valid, tOk, Splat(-kInf)));
    earliest = Min(earliest, Select(~enters & valid, tOk, Splat(kInf)));
  }
  if (uncertain != 0) return false;
  // (the first lane of each kind holding its extreme: the scalar loop's winner)
  const auto firstEqual = [&](double extreme, bool ofEntering) {
    for (int k = 0; k < n; k += 8) {
      const unsigned kind = static_cast<unsigned>(entering >> k) & 0xff,
                     lanes = Bits(LanesBelow(n - k)) & (ofEntering ? kind : ~kind);
      if (const unsigned bits = Equal(Load8(times.t + k), Splat(extreme)) & lanes)
        return k + std::countr_zero(bits);
    }
    return -1;
  };
  const int wIn = firstEqual(Lane0(AllMax(latest)), true), wOut = firstEqual(Lane0(AllMin(earliest)), false);
  if (wIn < 0 || wOut < 0) return false;
  const VD inTime = Splat(times.t[wIn]), inBound = Splat(times.et[wIn]), outTime = Splat(times.t[wOut]),
           outBound = Splat(times.et[wOut]);
  for (int k = 0; k < n; k += 8) {
    const unsigned valid = Bits(LanesBelow(n - k)), kind = static_cast<unsigned>(entering >> k) & 0xff;
    const unsigned self = (wIn >= k && wIn < k + 8 ? 1u << (wIn - k) : 0u) |
                          (wOut >= k && wOut < k + 8 ? 1u << (wOut - k) : 0u);
    const VD t = Load8(times.t + k), et = Load8(times.et + k);
    const unsigned aheadIn = Greater(inTime - t, (inBound + et) * (1 + 0x1p-50)),
                   aheadOut = Greater(t - outTime, (outBound + et) * (1 + 0x1p-50));
    if ((((aheadIn & kind) | (aheadOut & ~kind) | self) & valid) != valid) return false;
  }
  in = wIn, out = wOut;
  return true;
}

}  // namespace hitlab::detail::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hitlab::detail::fast {

HWY_EXPORT(SweptWinnersHere);
HWY_EXPORT(DiskWinnersHere);

bool sweptWinners(const SweptAxes& axes, SweptTimes& times, int& in, int& out) {
  return HWY_DYNAMIC_DISPATCH(SweptWinnersHere)(axes, times, in, out);
}

bool diskWinners(const DiskSweep& sweep, DiskTimes& times, int& in, int& out) {
  return HWY_DYNAMIC_DISPATCH(DiskWinnersHere)(sweep, times, in, out);
}

}  // namespace hitlab::detail::fast
#endif
