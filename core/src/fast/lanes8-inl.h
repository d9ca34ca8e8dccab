// lanes8-inl.h — eight doubles as one value over Highway vectors, for the small-pair kernels (internal;
// included by a file compiled through hwy/foreach_target.h, after hwy/highway.h, inside nothing).
//
// The kernels of simd_kernels.cpp and sat_small.cpp think in 8 lanes: one per axis of a polygon of up to 8
// edges, one per edge of the other. VD is those 8 doubles as Highway vectors of this target: one 512-bit
// vector (AVX-512), two of 256 bits (AVX2), four of 128, eight single lanes (the scalar target). MD is their
// lane masks. Every operation is a Highway operation on each part; each helper gives exactly what the plain
// expression in its comment gives lane by lane, NaN and signed zeros included, so a kernel's result does not
// depend on the target that runs it.

// Per-target include guard (Highway's pattern: the file is read once per target).
#if defined(HITLAB_LANES8_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef HITLAB_LANES8_INL_H_
#undef HITLAB_LANES8_INL_H_
#else
#define HITLAB_LANES8_INL_H_
#endif

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "hitlab/sat.h"

HWY_BEFORE_NAMESPACE();
namespace hitlab::detail::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

using D8 = hn::CappedTag<double, 8>;
using DI8 = hn::RebindToSigned<D8>;
inline constexpr int kPartLanes = static_cast<int>(hn::MaxLanes(D8()));
inline constexpr int kParts = 8 / kPartLanes;

struct VD {
  hn::Vec<D8> p[kParts];
};
struct MD {
  hn::Mask<D8> p[kParts];
};

// [SECTION] Lane-wise arithmetic and masks

template <class F>
HWY_INLINE VD Each(F f) {
  VD r;
  for (int i = 0; i < kParts; ++i) r.p[i] = f(i);
  return r;
}
template <class F>
HWY_INLINE MD EachMask(F f) {
  MD r;
  for (int i = 0; i < kParts; ++i) r.p[i] = f(i);
  return r;
}
HWY_INLINE VD Splat(double x) {
  return Each([&](int) { return hn::Set(D8(), x); });
}
HWY_INLINE VD operator+(VD a, VD b) {
  return Each([&](int i) { return hn::Add(a.p[i], b.p[i]); });
}
HWY_INLINE VD operator-(VD a, VD b) {
  return Each([&](int i) { return hn::Sub(a.p[i], b.p[i]); });
}
HWY_INLINE VD operator*(VD a, VD b) {
  return Each([&](int i) { return hn::Mul(a.p[i], b.p[i]); });
}
HWY_INLINE VD operator/(VD a, VD b) {
  return Each([&](int i) { return hn::Div(a.p[i], b.p[i]); });
}
HWY_INLINE VD operator+(VD a, double b) { return a + Splat(b); }
HWY_INLINE VD operator-(VD a, double b) { return a - Splat(b); }
HWY_INLINE VD operator*(VD a, double b) { return a * Splat(b); }
HWY_INLINE VD operator*(double a, VD b) { return Splat(a) * b; }
HWY_INLINE MD operator&(MD a, MD b) {
  return EachMask([&](int i) { return hn::And(a.p[i], b.p[i]); });
}
HWY_INLINE MD operator|(MD a, MD b) {
  return EachMask([&](int i) { return hn::Or(a.p[i], b.p[i]); });
}
HWY_INLINE MD operator~(MD a) {
  return EachMask([&](int i) { return hn::Not(a.p[i]); });
}
HWY_INLINE MD Lt(VD a, VD b) {  // a < b
  return EachMask([&](int i) { return hn::Lt(a.p[i], b.p[i]); });
}
HWY_INLINE MD Ge(VD a, VD b) {  // a >= b
  return EachMask([&](int i) { return hn::Ge(a.p[i], b.p[i]); });
}
HWY_INLINE MD Eq(VD a, VD b) {  // a == b
  return EachMask([&](int i) { return hn::Eq(a.p[i], b.p[i]); });
}
HWY_INLINE VD Select(MD m, VD a, VD b) {  // m ? a : b
  return Each([&](int i) { return hn::IfThenElse(m.p[i], a.p[i], b.p[i]); });
}
// x86's min and max are defined as exactly these selects (NaN and signed zeros included), in one instruction.
#if HWY_ARCH_X86 && HWY_TARGET != HWY_SCALAR && HWY_TARGET != HWY_EMU128
HWY_INLINE hn::Vec<D8> MinPart(hn::Vec<D8> a, hn::Vec<D8> b) { return hn::Min(a, b); }
HWY_INLINE hn::Vec<D8> MaxPart(hn::Vec<D8> a, hn::Vec<D8> b) { return hn::Max(a, b); }
#else
HWY_INLINE hn::Vec<D8> MinPart(hn::Vec<D8> a, hn::Vec<D8> b) { return hn::IfThenElse(hn::Lt(a, b), a, b); }
HWY_INLINE hn::Vec<D8> MaxPart(hn::Vec<D8> a, hn::Vec<D8> b) { return hn::IfThenElse(hn::Lt(b, a), a, b); }
#endif
HWY_INLINE VD Min(VD a, VD b) {  // a < b ? a : b
  return Each([&](int i) { return MinPart(a.p[i], b.p[i]); });
}
HWY_INLINE VD Max(VD a, VD b) {  // b < a ? a : b
  return Each([&](int i) { return MaxPart(a.p[i], b.p[i]); });
}
/// Lanes below n (0 to 8) set, as `lane < n` sets them.
HWY_INLINE MD LanesBelow(int n) {
  return EachMask([&](int i) {
    return hn::FirstN(D8(), static_cast<std::size_t>(std::clamp(n - i * kPartLanes, 0, kPartLanes)));
  });
}

// [SECTION] Loads, stores, bits

/// Eight doubles from p (no alignment needed).
HWY_INLINE VD Load8(const double* p) {
  return Each([&](int i) { return hn::LoadU(D8(), p + i * kPartLanes); });
}
HWY_INLINE void Store8(VD v, double* p) {
  for (int i = 0; i < kParts; ++i) hn::StoreU(v.p[i], D8(), p + i * kPartLanes);
}
/// A vector of N lanes from N values, joined in halves in registers (through memory, the narrow stores and
/// the wide load would stall store forwarding).
template <int N, class V>  // (V: a template called unqualified, as TransposePart)
HWY_INLINE V Join(const double* v) {
  const hn::DFromV<V> d;
  if constexpr (N == 1) {
    return hn::Set(d, v[0]);
  } else if constexpr (N == 2) {
    return InterleaveLower(d, hn::Set(d, v[0]), hn::Set(d, v[1]));
  } else {
    using Half = decltype(UpperHalf(hn::Half<decltype(d)>(), hn::Zero(d)));
    return Combine(d, Join<N / 2, Half>(v + N / 2), Join<N / 2, Half>(v));
  }
}
HWY_INLINE VD Make8(double a, double b, double c, double d, double e, double f, double g, double h) {
  const double lanes[8] = {a, b, c, d, e, f, g, h};
  return Each([&](int i) { return Join<kPartLanes, hn::Vec<D8>>(lanes + i * kPartLanes); });
}
HWY_INLINE double Lane0(VD v) { return hn::GetLane(v.p[0]); }
/// The lanes of m as the low 8 bits.
HWY_INLINE unsigned Bits(MD m) {
  unsigned bits = 0;
  for (int i = 0; i < kParts; ++i) {
    std::uint8_t part[8] = {};
    hn::StoreMaskBits(D8(), m.p[i], part);
    bits |= unsigned{part[0]} << (i * kPartLanes);
  }
  return bits;
}
// Lanes where a > b (Greater) or a == b (Equal), as the low 8 bits; a NaN lane gives 0.
HWY_INLINE unsigned Greater(VD a, VD b) { return Bits(Lt(b, a)); }
HWY_INLINE unsigned Equal(VD a, VD b) { return Bits(Eq(a, b)); }

// [SECTION] Across lanes

/// Lane j combined with lane j ^ s by `t > v ? t : v` (Max) or `t < v ? t : v` (Min), for s = 4, 2, 1: the
/// largest (AllMax) or smallest (AllMin) value, in every lane (no lane here is NaN).
template <bool kMax>
HWY_INLINE VD AllExtreme(VD v) {
  auto pick = [](hn::Vec<D8> t, hn::Vec<D8> x) { return kMax ? MaxPart(t, x) : MinPart(t, x); };
  for (int s = 4; s >= 1; s /= 2) {
    if (s >= kPartLanes) {
      const int parts = s / kPartLanes;
      VD t;
      for (int i = 0; i < kParts; ++i) t.p[i] = v.p[i ^ parts];
      for (int i = 0; i < kParts; ++i) v.p[i] = pick(t.p[i], v.p[i]);
    } else {
      if constexpr (kPartLanes > 1) {
        std::int64_t partner[kPartLanes];
        for (int j = 0; j < kPartLanes; ++j) partner[j] = j ^ s;
        const auto swap = hn::SetTableIndices(D8(), partner);
        for (int i = 0; i < kParts; ++i) v.p[i] = pick(hn::TableLookupLanes(v.p[i], swap), v.p[i]);
      }
    }
  }
  return v;
}
HWY_INLINE VD AllMax(VD v) { return AllExtreme<true>(v); }
HWY_INLINE VD AllMin(VD v) { return AllExtreme<false>(v); }

// [SECTION] SAT axis records

/// The header word of 8 SatAxis records, as a double's bits: owner 'a' where `ownerA` else 'b' (byte 0), 1
/// where `separating` (byte 1), the edge (bytes 4 to 7): lane j + firstA where ownerA, else j + firstB.
HWY_INLINE VD RecordHeader(MD ownerA, MD separating, int firstA, int firstB) {
  const DI8 di;
  return Each([&](int i) {
    const auto lane = hn::Iota(di, i * kPartLanes);
    const auto isA = hn::RebindMask(di, ownerA.p[i]);
    const auto edge =
        hn::IfThenElse(isA, hn::Add(lane, hn::Set(di, firstA)), hn::Add(lane, hn::Set(di, firstB)));
    const auto owner = hn::IfThenElse(isA, hn::Set(di, 'a'), hn::Set(di, 'b'));
    const auto flag = hn::IfThenElseZero(hn::RebindMask(di, separating.p[i]), hn::Set(di, 256));
    return hn::BitCast(D8(), hn::Or(hn::Or(owner, flag), hn::ShiftLeft<32>(edge)));
  });
}

/// Transposes a square block of one part's lanes: v[i] lane j becomes v[j] lane i. Four lanes: the classic
/// interleave and half swap; eight: interleave, swap of 128-bit blocks, halves; two: unzipping even and odd.
/// (A template called unqualified, so that the branches a target has no operations for are not compiled.)
template <class V>
HWY_INLINE void TransposePart(V* v) {
  const hn::DFromV<V> d;
  if constexpr (kPartLanes == 4) {
    const auto t0 = InterleaveLower(d, v[0], v[1]), t1 = InterleaveUpper(d, v[0], v[1]);
    const auto t2 = InterleaveLower(d, v[2], v[3]), t3 = InterleaveUpper(d, v[2], v[3]);
    v[0] = ConcatLowerLower(d, t2, t0), v[1] = ConcatLowerLower(d, t3, t1);
    v[2] = ConcatUpperUpper(d, t2, t0), v[3] = ConcatUpperUpper(d, t3, t1);
  } else if constexpr (kPartLanes == 8) {
    // Pairs of lanes, then pairs of 128-bit blocks, then 256-bit halves.
    V t[8], u[8];
    for (int i = 0; i < 8; i += 2)
      t[i] = InterleaveLower(d, v[i], v[i + 1]), t[i + 1] = InterleaveUpper(d, v[i], v[i + 1]);
    for (int i : {0, 1, 4, 5}) {
      u[i] = OddEvenBlocks(SwapAdjacentBlocks(t[i + 2]), t[i]);
      u[i + 2] = OddEvenBlocks(t[i + 2], SwapAdjacentBlocks(t[i]));
    }
    for (int j = 0; j < 4; ++j)
      v[j] = ConcatLowerLower(d, u[4 + j], u[j]), v[4 + j] = ConcatUpperUpper(d, u[4 + j], u[j]);
  } else if constexpr (kPartLanes > 1) {
    for (int round = 1; round < kPartLanes; round *= 2) {
      V t[kPartLanes];
      for (int i = 0; i < kPartLanes / 2; ++i) {
        t[i] = ConcatEven(d, v[2 * i + 1], v[2 * i]);
        t[kPartLanes / 2 + i] = ConcatOdd(d, v[2 * i + 1], v[2 * i]);
      }
      for (int i = 0; i < kPartLanes; ++i) v[i] = t[i];
    }
  }
}

static_assert(std::is_trivially_copyable_v<SatAxis> && sizeof(SatAxis) == 64);
static_assert(offsetof(SatAxis, owner) == 0 && offsetof(SatAxis, separating) == 1 &&
              offsetof(SatAxis, edge) == 4 && offsetof(SatAxis, axis) == 8 && offsetof(SatAxis, aMin) == 24 &&
              offsetof(SatAxis, bMax) == 48 && offsetof(SatAxis, overlap) == 56);

/// Writes `rows` (at most 8) SatAxis records from 8 columns, lane j being record j: c[0] the header word
/// (RecordHeader), then axis x and y, aMin, aMax, bMin, bMax and overlap. The 8 x 8 block is transposed in
/// registers into whole stores per record (nine scalar stores per record took about twice as long).
HWY_INLINE void StoreRecords(const VD* c, int rows, SatAxis* out) {
  for (int part = 0; part < kParts; ++part)
    for (int group = 0; group < kParts; ++group) {
      hn::Vec<D8> block[kPartLanes];
      for (int i = 0; i < kPartLanes; ++i) block[i] = c[group * kPartLanes + i].p[part];
      TransposePart(block);
      for (int j = 0; j < kPartLanes && part * kPartLanes + j < rows; ++j)
        hn::StoreU(block[j], D8(),
                   reinterpret_cast<double*>(out + part * kPartLanes + j) + group * kPartLanes);
    }
}

}  // namespace hitlab::detail::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
