// batch_simd.cpp — the floating-point pass of the batch segment tests, in Highway SIMD with runtime dispatch.
//
// Compiled once per target (SSE4, AVX2, AVX-512, ...) through foreach_target; the best one for the running
// CPU is chosen at the first call. Each lane evaluates the four cross products of one segment pair with a
// rigorous error bound and writes 0 (disjoint), 2 (proper crossing) or 255 (not certain: the exact path
// decides). The scalar filter in batch.cpp handles the tail; after the exact pass both give the same answers.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "batch_simd.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "batch_simd.h"

#ifndef HITLAB_SPREAD_BITS
#define HITLAB_SPREAD_BITS
#include <array>
#include <bit>
#include <cstring>
namespace hitlab {
// kSpreadBits[m]: byte i is 0xFF when bit i of m is set (for turning lane masks into byte codes).
inline constexpr std::array<uint64_t, 256> kSpreadBits = [] {
  std::array<uint64_t, 256> t{};
  for (int m = 0; m < 256; ++m)
    for (int i = 0; i < 8; ++i)
      if (m >> i & 1) t[m] |= uint64_t{0xFF} << (8 * i);
  return t;
}();
}  // namespace hitlab
#endif

HWY_BEFORE_NAMESPACE();
namespace hitlab::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

using D = hn::ScalableTag<double>;
using V = hn::Vec<D>;
using M = hn::Mask<D>;

// One cross product s = p*q - r with r = p'*q' rounded, certified as filter::certainCross does.
struct Cross {
  V s, margin;  // margin > the underflow guard: the sign of s is certain
};

HWY_INLINE Cross crossProduct(D d, V p, V q, V p2, V q2) {
  const V r = hn::Mul(p2, q2);
  const V s = hn::MulSub(p, q, r);
  // margin = |s| - 8u|r| in one rounding; margin > guard implies |s| > 8u|r| + guard (1 - u): rounding keeps
  // the sign and moves the value by less than its ulp.
  return {s, hn::NegMulAdd(hn::Set(d, kBatchProductBound), hn::Abs(r), hn::Abs(s))};
}

// Writes 0 / 2 / 255 per lane; returns the lanes left undecided as a mask.
HWY_INLINE M relateLanes(D d, V ax, V ay, V bx, V by, V cx, V cy, V dx, V dy, uint8_t* out) {
  const V ex = hn::Sub(bx, ax), ey = hn::Sub(by, ay), fx = hn::Sub(dx, cx), fy = hn::Sub(dy, cy);
  const V ux = hn::Sub(cx, ax), uy = hn::Sub(cy, ay), vx = hn::Sub(dx, ax), vy = hn::Sub(dy, ay);
  const V wx = hn::Sub(bx, cx), wy = hn::Sub(by, cy);
  const Cross s1 = crossProduct(d, ex, uy, ey, ux);  // orient(a, b, c)
  const Cross s2 = crossProduct(d, ex, vy, ey, vx);  // orient(a, b, d)
  const Cross s3 = crossProduct(d, fy, ux, fx, uy);  // orient(c, d, a)
  const Cross s4 = crossProduct(d, fx, wy, fy, wx);  // orient(c, d, b)
  const V margin = hn::Min(hn::Min(s1.margin, s2.margin), hn::Min(s3.margin, s4.margin));
  const M certain = hn::Gt(margin, hn::Set(d, kBatchUnderflow));
  // Crossing: c, d on opposite sides of a-b and a, b on opposite sides of c-d (sign bits differ in both).
  const hn::RebindToSigned<D> di;
  const V both = hn::And(hn::Xor(s1.s, s2.s), hn::Xor(s3.s, s4.s));
  const M crossing = hn::RebindMask(d, hn::Lt(hn::BitCast(di, both), hn::Zero(di)));
  if constexpr (hn::MaxLanes(D()) <= 8 && std::endian::native == std::endian::little) {
    // Up to 8 lanes: the two masks as bit fields, spread to bytes by a table, blended in a scalar register
    // (the integer ports are idle here; converting the code vector to bytes costs several vector ops).
    uint8_t certainBits = 0, crossingBits = 0;
    hn::StoreMaskBits(d, certain, &certainBits);
    hn::StoreMaskBits(d, crossing, &crossingBits);
    const uint64_t sure = kSpreadBits[certainBits], cross = kSpreadBits[crossingBits];
    const uint64_t bytes = (sure & cross & 0x0202020202020202ull) | ~sure;
    std::memcpy(out, &bytes, hn::Lanes(d));
  } else {
    const V code = hn::IfThenElse(certain, hn::IfThenElseZero(crossing, hn::Set(d, 2.0)), hn::Set(d, 255.0));
    const hn::Rebind<int32_t, D> d32;
    const hn::Rebind<uint8_t, D> du;
    hn::StoreU(hn::DemoteTo(du, hn::DemoteTo(d32, code)), du, out);
  }
  return hn::Not(certain);
}

// Returns how many leading pairs were handled (a multiple of the lane count); `undecided` > 0 when some
// lane was left open.
size_t ElementwiseLanes(const double* ax, const double* ay, const double* bx, const double* by,
                        const double* cx, const double* cy, const double* dx, const double* dy, size_t n,
                        uint8_t* out, size_t* undecided) {
  const D d;
  const size_t N = hn::Lanes(d);
  size_t i = 0;
  M open = hn::FirstN(d, 0);
  for (; i + N <= n; i += N)
    open = hn::Or(open, relateLanes(d, hn::LoadU(d, ax + i), hn::LoadU(d, ay + i), hn::LoadU(d, bx + i),
                                    hn::LoadU(d, by + i), hn::LoadU(d, cx + i), hn::LoadU(d, cy + i),
                                    hn::LoadU(d, dx + i), hn::LoadU(d, dy + i), out + i));
  *undecided = hn::CountTrue(d, open);  // a flag: > 0 when any lane was left open
  return i;
}

size_t OneToManyLanes(double px, double py, double qx, double qy, const double* cx, const double* cy,
                      const double* dx, const double* dy, size_t n, uint8_t* out, size_t* undecided) {
  const D d;
  const size_t N = hn::Lanes(d);
  const V ax = hn::Set(d, px), ay = hn::Set(d, py), bx = hn::Set(d, qx), by = hn::Set(d, qy);
  size_t i = 0;
  M open = hn::FirstN(d, 0);
  for (; i + N <= n; i += N)
    open = hn::Or(open, relateLanes(d, ax, ay, bx, by, hn::LoadU(d, cx + i), hn::LoadU(d, cy + i),
                                    hn::LoadU(d, dx + i), hn::LoadU(d, dy + i), out + i));
  *undecided = hn::CountTrue(d, open);  // a flag: > 0 when any lane was left open
  return i;
}

const char* TargetHere() { return hwy::TargetName(HWY_TARGET); }

}  // namespace hitlab::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hitlab {

HWY_EXPORT(ElementwiseLanes);
HWY_EXPORT(OneToManyLanes);
HWY_EXPORT(TargetHere);

size_t simdElementwise(const SegmentsSoA& a, const SegmentsSoA& b, uint8_t* out, size_t* undecided) {
  return HWY_DYNAMIC_DISPATCH(ElementwiseLanes)(a.ax, a.ay, a.bx, a.by, b.ax, b.ay, b.bx, b.by, a.size, out,
                                                undecided);
}

size_t simdOneToMany(Vec2 p, Vec2 q, const SegmentsSoA& m, uint8_t* out, size_t* undecided) {
  return HWY_DYNAMIC_DISPATCH(OneToManyLanes)(p.x, p.y, q.x, q.y, m.ax, m.ay, m.bx, m.by, m.size, out,
                                              undecided);
}

const char* batchSimdTarget() { return HWY_DYNAMIC_DISPATCH(TargetHere)(); }

}  // namespace hitlab
#endif
