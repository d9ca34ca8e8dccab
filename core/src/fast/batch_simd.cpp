// batch_simd.cpp — the floating-point pass of the batch segment tests, in Highway SIMD with runtime dispatch.
//
// Compiled once per target (SSE4, AVX2, AVX-512, ...) through foreach_target; the best one for the running
// CPU is chosen at the first call. Each lane evaluates the four cross products of one segment pair with a
// rigorous error bound and writes 0 (disjoint), 2 (proper crossing) or 255 (not certain: the exact path
// decides). The scalar filter in batch.cpp handles the tail; after the exact pass both give the same answers.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "fast/batch_simd.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include <bit>
#include <cstring>

#include "fast/fast_paths.h"
#include "fast/simd.h"
#include "hitlab/detail/bounds.h"

HWY_BEFORE_NAMESPACE();
namespace hitlab::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

using D = hn::ScalableTag<double>;
using V = hn::Vec<D>;
using M = hn::Mask<D>;

// One cross product s = p*q - r, with r = p'*q' rounded: filter::certainCross's terms.
struct Cross {
  V s, r;
};

HWY_INLINE Cross crossProduct(V p, V q, V p2, V q2) {
  const V r = hn::Mul(p2, q2);
  return {hn::MulSub(p, q, r), r};
}

// min(|x|, |y|) and max(|x|, |y|): AVX-512's range instruction does each in one step.
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
HWY_INLINE V MinAbs(V x, V y) { return V{_mm512_range_pd(x.raw, y.raw, 0x0A)}; }  // min-abs, sign cleared
HWY_INLINE V MaxAbs(V x, V y) { return V{_mm512_range_pd(x.raw, y.raw, 0x0B)}; }  // max-abs, sign cleared
#else
HWY_INLINE V MinAbs(V x, V y) { return hn::Min(hn::Abs(x), hn::Abs(y)); }
HWY_INLINE V MaxAbs(V x, V y) { return hn::Max(hn::Abs(x), hn::Abs(y)); }
#endif

// Which lanes are certain, and of those which cross (a proper crossing: 2; certain and not crossing: 0).
struct Codes {
  M certain, crossing;
};

// With kFiniteOnly a lane with a coordinate that is not finite is left undecided too (their sum is then not
// finite; a finite sum that overflows only sends a lane to the caller's check).
template <bool kFiniteOnly = false>
HWY_INLINE Codes relateLanes(D d, V ax, V ay, V bx, V by, V cx, V cy, V dx, V dy) {
  const V ex = hn::Sub(bx, ax), ey = hn::Sub(by, ay), fx = hn::Sub(dx, cx), fy = hn::Sub(dy, cy);
  const V ux = hn::Sub(cx, ax), uy = hn::Sub(cy, ay), vx = hn::Sub(dx, ax), vy = hn::Sub(dy, ay);
  const V wx = hn::Sub(bx, cx), wy = hn::Sub(by, cy);
  const Cross s1 = crossProduct(ex, uy, ey, ux);  // orient(a, b, c)
  const Cross s2 = crossProduct(ex, vy, ey, vx);  // orient(a, b, d)
  const Cross s3 = crossProduct(fy, ux, fx, uy);  // orient(c, d, a)
  const Cross s4 = crossProduct(fx, wy, fy, wx);  // orient(c, d, b)
  // All four signs are certain when min |s| > 8u max |r| + guard (each |s_k| > 8u |r_k| + guard follows).
  // The margin is rounded once: margin > guard still implies the bound, as rounding keeps the sign and
  // moves the value by less than its ulp.
  const V smallest = MinAbs(MinAbs(s1.s, s2.s), MinAbs(s3.s, s4.s));
  const V largest = MaxAbs(MaxAbs(s1.r, s2.r), MaxAbs(s3.r, s4.r));
  const V margin = hn::NegMulAdd(hn::Set(d, bounds::kProductDifference), largest, smallest);
  M certain = hn::Gt(margin, hn::Set(d, bounds::kUnderflowGuard));
  if constexpr (kFiniteOnly) {
    const V sum =
        hn::Add(hn::Add(hn::Add(ax, ay), hn::Add(bx, by)), hn::Add(hn::Add(cx, cy), hn::Add(dx, dy)));
    certain = hn::And(certain, hn::IsFinite(sum));
  }
  // Crossing: c, d on opposite sides of a-b and a, b on opposite sides of c-d (sign bits differ in both).
  const hn::RebindToSigned<D> di;
  const V both = hn::And(hn::Xor(s1.s, s2.s), hn::Xor(s3.s, s4.s));
  return {certain, hn::RebindMask(d, hn::Lt(hn::BitCast(di, both), hn::Zero(di)))};
}

// Vectors of 4 lanes (AVX2) taken two at a time, so that one pass of scalar work writes the bytes of 8
// lanes, as AVX-512's one vector does. (SSE4's four vectors of 2 lanes at a time ran 4% to 9% slower: their
// registers spill.)
constexpr size_t kLanes = hn::MaxLanes(D());
constexpr size_t kGroup = kLanes == 4 ? 2 : 1;

// Writes the bytes of `count` vectors of codes (0 disjoint, 2 proper crossing, 255 not certain: the exact
// path decides).
template <size_t kCount>
HWY_INLINE void writeCodes(D d, const Codes* c, uint8_t* out) {
  if constexpr (kLanes * kCount <= 8 && std::endian::native == std::endian::little) {
    // Up to 8 lanes: the two masks as bit fields, spread to bytes (spreadBits), blended in a scalar register
    // (the integer ports are idle here; converting the code vector to bytes costs several vector ops).
    unsigned certainBits = 0, crossingBits = 0;
    for (size_t k = 0; k < kCount; ++k) {
      uint8_t sure = 0, cross = 0;
      hn::StoreMaskBits(d, c[k].certain, &sure);
      hn::StoreMaskBits(d, c[k].crossing, &cross);
      certainBits |= unsigned{sure} << (k * kLanes), crossingBits |= unsigned{cross} << (k * kLanes);
    }
    const uint64_t sure = detail::spreadBits(certainBits), cross = detail::spreadBits(crossingBits);
    const uint64_t bytes = (sure & cross & 0x0202020202020202ull) | ~sure;
    std::memcpy(out, &bytes, kLanes * kCount);
  } else {
    const hn::Rebind<int32_t, D> d32;
    const hn::Rebind<uint8_t, D> du;
    for (size_t k = 0; k < kCount; ++k) {
      const V code =
          hn::IfThenElse(c[k].certain, hn::IfThenElseZero(c[k].crossing, hn::Set(d, 2.0)), hn::Set(d, 255.0));
      hn::StoreU(hn::DemoteTo(du, hn::DemoteTo(d32, code)), du, out + k * hn::Lanes(d));
    }
  }
}

// relate(i) gives the codes of the lanes from pair i; every whole vector of the n pairs is related and
// written. Returns how many leading pairs were handled (a multiple of the lane count); `undecided` > 0 when
// some lane was left open.
template <class Relate>
HWY_INLINE size_t relateAll(size_t n, uint8_t* out, size_t* undecided, Relate relate) {
  const D d;
  const size_t N = hn::Lanes(d);
  size_t i = 0;
  M open = hn::FirstN(d, 0);
  for (; i + kGroup * N <= n; i += kGroup * N) {
    Codes c[kGroup];
    for (size_t k = 0; k < kGroup; ++k) c[k] = relate(i + k * N), open = hn::Or(open, hn::Not(c[k].certain));
    writeCodes<kGroup>(d, c, out + i);
  }
  for (; i + N <= n; i += N) {
    const Codes c = relate(i);
    open = hn::Or(open, hn::Not(c.certain));
    writeCodes<1>(d, &c, out + i);
  }
  *undecided = hn::CountTrue(d, open);  // a flag: > 0 when any lane was left open
  return i;
}

// Keeps a loaded vector in a register. Each coordinate feeds two or three differences, and GCC otherwise
// re-reads it from memory for each (20 vector loads instead of 8 per step: the load ports become the limit).
HWY_INLINE V Held(V v) {
#if HWY_ARCH_X86 && HWY_TARGET != HWY_EMU128 && HWY_TARGET != HWY_SCALAR
  asm("" : "+v"(v.raw));
#endif
  return v;
}

size_t ElementwiseLanes(const double* ax, const double* ay, const double* bx, const double* by,
                        const double* cx, const double* cy, const double* dx, const double* dy, size_t n,
                        uint8_t* out, size_t* undecided) {
  const D d;
  return relateAll(n, out, undecided, [&](size_t i) {
    return relateLanes(d, Held(hn::LoadU(d, ax + i)), Held(hn::LoadU(d, ay + i)), Held(hn::LoadU(d, bx + i)),
                       Held(hn::LoadU(d, by + i)), Held(hn::LoadU(d, cx + i)), Held(hn::LoadU(d, cy + i)),
                       Held(hn::LoadU(d, dx + i)), Held(hn::LoadU(d, dy + i)));
  });
}

size_t OneToManyLanes(double px, double py, double qx, double qy, const double* cx, const double* cy,
                      const double* dx, const double* dy, size_t n, uint8_t* out, size_t* undecided) {
  const D d;
  const V ax = hn::Set(d, px), ay = hn::Set(d, py), bx = hn::Set(d, qx), by = hn::Set(d, qy);
  return relateAll(n, out, undecided, [&](size_t i) {
    return relateLanes(d, ax, ay, bx, by, Held(hn::LoadU(d, cx + i)), Held(hn::LoadU(d, cy + i)),
                       Held(hn::LoadU(d, dx + i)), Held(hn::LoadU(d, dy + i)));
  });
}

// Rows of points (x, y), as NumPy's (N, 2) arrays hold them: each load takes a vector's worth of rows apart
// into their x and y lanes (LoadInterleaved2), and the lanes are relateLanes' as above.
size_t ElementwiseRowsLanes(const double* a, const double* b, const double* c, const double* e, size_t n,
                            uint8_t* out, size_t* undecided) {
  const D d;
  return relateAll(n, out, undecided, [&](size_t i) {
    V ax, ay, bx, by, cx, cy, dx, dy;
    hn::LoadInterleaved2(d, a + 2 * i, ax, ay);
    hn::LoadInterleaved2(d, b + 2 * i, bx, by);
    hn::LoadInterleaved2(d, c + 2 * i, cx, cy);
    hn::LoadInterleaved2(d, e + 2 * i, dx, dy);
    return relateLanes<true>(d, Held(ax), Held(ay), Held(bx), Held(by), Held(cx), Held(cy), Held(dx),
                             Held(dy));
  });
}

size_t OneToManyRowsLanes(double px, double py, double qx, double qy, const double* c, const double* e,
                          size_t n, uint8_t* out, size_t* undecided) {
  const D d;
  const V ax = hn::Set(d, px), ay = hn::Set(d, py), bx = hn::Set(d, qx), by = hn::Set(d, qy);
  return relateAll(n, out, undecided, [&](size_t i) {
    V cx, cy, dx, dy;
    hn::LoadInterleaved2(d, c + 2 * i, cx, cy);
    hn::LoadInterleaved2(d, e + 2 * i, dx, dy);
    return relateLanes<true>(d, ax, ay, bx, by, Held(cx), Held(cy), Held(dx), Held(dy));
  });
}

const char* TargetHere() { return hwy::TargetName(HWY_TARGET); }

}  // namespace hitlab::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hitlab {

HWY_EXPORT(ElementwiseLanes);
HWY_EXPORT(OneToManyLanes);
HWY_EXPORT(TargetHere);
HWY_EXPORT(ElementwiseRowsLanes);
HWY_EXPORT(OneToManyRowsLanes);

size_t detail::simdElementwiseRows(const SegmentRows& a, const SegmentRows& b, uint8_t* out,
                                   size_t* undecided) {
  return HWY_DYNAMIC_DISPATCH(ElementwiseRowsLanes)(a.a, a.b, b.a, b.b, a.size, out, undecided);
}

size_t detail::simdOneToManyRows(Vec2 p, Vec2 q, const SegmentRows& m, uint8_t* out, size_t* undecided) {
  return HWY_DYNAMIC_DISPATCH(OneToManyRowsLanes)(p.x, p.y, q.x, q.y, m.a, m.b, m.size, out, undecided);
}

size_t detail::simdElementwise(const SegmentsSoA& a, const SegmentsSoA& b, uint8_t* out, size_t* undecided) {
  return HWY_DYNAMIC_DISPATCH(ElementwiseLanes)(a.ax, a.ay, a.bx, a.by, b.ax, b.ay, b.bx, b.by, a.size, out,
                                                undecided);
}

size_t detail::simdOneToMany(Vec2 p, Vec2 q, const SegmentsSoA& m, uint8_t* out, size_t* undecided) {
  return HWY_DYNAMIC_DISPATCH(OneToManyLanes)(p.x, p.y, q.x, q.y, m.ax, m.ay, m.bx, m.by, m.size, out,
                                              undecided);
}

const char* batchSimdTarget() { return HWY_DYNAMIC_DISPATCH(TargetHere)(); }

}  // namespace hitlab
#endif
