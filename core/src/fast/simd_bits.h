// simd_bits.h — the kernels' 8-lane vector type per Highway target (small pairs, simd_kernels.cpp), its
// comparisons, selects, reductions and record stores, and comparisons straight into bit masks (internal;
// included by a file compiled through hwy/foreach_target.h, after hwy/highway.h).
//
// Bit masks: AVX-512 compares into mask registers; AVX2 and SSE collect sign bits (movemask); elsewhere lane
// by lane. A mask kept in a vector instead costs a select and an OR per flag.

// Per-target include guard (Highway's pattern: the file is read once per target).
#if defined(HITLAB_SIMD_BITS_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef HITLAB_SIMD_BITS_H_
#undef HITLAB_SIMD_BITS_H_
#else
#define HITLAB_SIMD_BITS_H_
#endif

#include <cstdint>
#include <cstring>

#include "fast/sat_records.h"
#include "fast/simd.h"

// (8-lane vectors pass between inlined helpers: their calling convention is never used. For the rest of the
// including kernel file too, as GCC warns where an inlined call returns a vector, and at the file's end for
// templates instantiated with vectors.)
#pragma GCC diagnostic ignored "-Wpsabi"

HWY_BEFORE_NAMESPACE();
namespace hitlab::detail::HWY_NAMESPACE {

// The kernels' 8-lane vectors (VD) and lane masks (MD, all ones or zeros), and the operations on them
// besides arithmetic. GCC 12 lowers comparisons, selects and shuffles of 512-bit vectors lane by lane through
// memory on targets without AVX-512 (a small-polygon pair took 1 us on AVX2 instead of 0.12), so there VD is
// a pair of native 256-bit halves with its operators; AVX-512 keeps the 8-lane vector itself, and older
// targets too (few machines; correct, not fast). Each helper gives exactly what the plain expression in its
// comment gives.
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3 || !(HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2)
using VD = V8;
using MD = M8;
HWY_INLINE MD Lt(VD a, VD b) { return a < b; }                // a < b
HWY_INLINE MD Ge(VD a, VD b) { return a >= b; }               // a >= b
HWY_INLINE VD Select(MD m, VD a, VD b) { return m ? a : b; }  // m ? a : b
HWY_INLINE double Lane0(VD v) { return v[0]; }
HWY_INLINE VD Make8(double a, double b, double c, double d, double e, double f, double g, double h) {
  return VD{a, b, c, d, e, f, g, h};
}
HWY_INLINE VD FromBits(MD m) { return __builtin_bit_cast(VD, m); }
HWY_INLINE MD LaneIndex() { return MD{0, 1, 2, 3, 4, 5, 6, 7}; }
HWY_INLINE MD Eq(VD a, VD b) { return a == b; }  // a == b
/// Lane j takes lane j + 1's value, lane 7 lane 0's.
HWY_INLINE MD RotateDown1(MD m) { return __builtin_shufflevector(m, m, 1, 2, 3, 4, 5, 6, 7, 0); }
// The largest (AllMax) or smallest (AllMin) lane value, in every lane (no lane here is NaN).
HWY_INLINE VD AllMax(VD v) {
  VD t = __builtin_shufflevector(v, v, 4, 5, 6, 7, 0, 1, 2, 3);
  v = t > v ? t : v;
  t = __builtin_shufflevector(v, v, 2, 3, 0, 1, 6, 7, 4, 5);
  v = t > v ? t : v;
  t = __builtin_shufflevector(v, v, 1, 0, 3, 2, 5, 4, 7, 6);
  return t > v ? t : v;
}
HWY_INLINE VD AllMin(VD v) {
  VD t = __builtin_shufflevector(v, v, 4, 5, 6, 7, 0, 1, 2, 3);
  v = t < v ? t : v;
  t = __builtin_shufflevector(v, v, 2, 3, 0, 1, 6, 7, 4, 5);
  v = t < v ? t : v;
  t = __builtin_shufflevector(v, v, 1, 0, 3, 2, 5, 4, 7, 6);
  return t < v ? t : v;
}
/// storeAxisRecords (sat_records.h): the records from their 8 columns.
HWY_INLINE void StoreRecords(const VD* c, int rows, SatAxis* out) { storeAxisRecords(c, rows, out); }
#else
using L4 = long long __attribute__((vector_size(32)));
struct VD {
  V4 lo, hi;
};
struct MD {
  L4 lo, hi;
};
HWY_INLINE VD operator+(VD a, VD b) { return {a.lo + b.lo, a.hi + b.hi}; }
HWY_INLINE VD operator-(VD a, VD b) { return {a.lo - b.lo, a.hi - b.hi}; }
HWY_INLINE VD operator*(VD a, VD b) { return {a.lo * b.lo, a.hi * b.hi}; }
HWY_INLINE VD operator/(VD a, VD b) { return {a.lo / b.lo, a.hi / b.hi}; }
HWY_INLINE VD operator+(VD a, double b) { return {a.lo + b, a.hi + b}; }
HWY_INLINE VD operator-(VD a, double b) { return {a.lo - b, a.hi - b}; }
HWY_INLINE VD operator*(VD a, double b) { return {a.lo * b, a.hi * b}; }
HWY_INLINE VD operator*(double a, VD b) { return {a * b.lo, a * b.hi}; }
HWY_INLINE MD operator&(MD a, MD b) { return {a.lo & b.lo, a.hi & b.hi}; }
HWY_INLINE MD operator|(MD a, MD b) { return {a.lo | b.lo, a.hi | b.hi}; }
HWY_INLINE MD operator~(MD a) { return {~a.lo, ~a.hi}; }
HWY_INLINE MD operator<<(MD a, int n) { return {a.lo << n, a.hi << n}; }
HWY_INLINE MD operator+(MD a, long long b) { return {a.lo + b, a.hi + b}; }
HWY_INLINE MD Lt(VD a, VD b) { return {a.lo < b.lo, a.hi < b.hi}; }
HWY_INLINE MD Ge(VD a, VD b) { return {a.lo >= b.lo, a.hi >= b.hi}; }
HWY_INLINE VD Select(MD m, VD a, VD b) { return {m.lo ? a.lo : b.lo, m.hi ? a.hi : b.hi}; }
HWY_INLINE double Lane0(VD v) { return v.lo[0]; }
HWY_INLINE VD Make8(double a, double b, double c, double d, double e, double f, double g, double h) {
  return {V4{a, b, c, d}, V4{e, f, g, h}};
}
HWY_INLINE VD FromBits(MD m) { return {__builtin_bit_cast(V4, m.lo), __builtin_bit_cast(V4, m.hi)}; }
HWY_INLINE MD LaneIndex() { return {L4{0, 1, 2, 3}, L4{4, 5, 6, 7}}; }
HWY_INLINE MD Eq(VD a, VD b) { return {a.lo == b.lo, a.hi == b.hi}; }
HWY_INLINE MD RotateDown1(MD m) {
  return {__builtin_shufflevector(m.lo, m.hi, 1, 2, 3, 4), __builtin_shufflevector(m.hi, m.lo, 1, 2, 3, 4)};
}
HWY_INLINE VD AllMax(VD v) {
  V4 m = v.lo < v.hi ? v.hi : v.lo;
  V4 t = __builtin_shufflevector(m, m, 2, 3, 0, 1);
  m = t > m ? t : m;
  t = __builtin_shufflevector(m, m, 1, 0, 3, 2);
  m = t > m ? t : m;
  return {m, m};
}
HWY_INLINE VD AllMin(VD v) {
  V4 m = v.hi < v.lo ? v.hi : v.lo;
  V4 t = __builtin_shufflevector(m, m, 2, 3, 0, 1);
  m = t < m ? t : m;
  t = __builtin_shufflevector(m, m, 1, 0, 3, 2);
  m = t < m ? t : m;
  return {m, m};
}
// storeAxisRecords (sat_records.h) on the halves: two 4 x 4 transposes per half of the records.
HWY_INLINE void StoreRecords(const VD* c, int rows, SatAxis* out) {
  for (int half = 0; half < 2; ++half) {
    V4 block[2][4];  // fields 0-3 and 4-7 of this half's four records
    for (int b = 0; b < 2; ++b) {
      const V4 r0 = half ? c[4 * b].hi : c[4 * b].lo, r1 = half ? c[4 * b + 1].hi : c[4 * b + 1].lo,
               r2 = half ? c[4 * b + 2].hi : c[4 * b + 2].lo, r3 = half ? c[4 * b + 3].hi : c[4 * b + 3].lo;
      const V4 t0 = __builtin_shufflevector(r0, r1, 0, 4, 2, 6),
               t1 = __builtin_shufflevector(r0, r1, 1, 5, 3, 7);
      const V4 t2 = __builtin_shufflevector(r2, r3, 0, 4, 2, 6),
               t3 = __builtin_shufflevector(r2, r3, 1, 5, 3, 7);
      block[b][0] = __builtin_shufflevector(t0, t2, 0, 1, 4, 5);
      block[b][1] = __builtin_shufflevector(t1, t3, 0, 1, 4, 5);
      block[b][2] = __builtin_shufflevector(t0, t2, 2, 3, 6, 7);
      block[b][3] = __builtin_shufflevector(t1, t3, 2, 3, 6, 7);
    }
    for (int j = 0; j < 4; ++j) {
      if (4 * half + j >= rows) return;
      char* record = reinterpret_cast<char*>(out + 4 * half + j);
      std::memcpy(record, &block[0][j], 32), std::memcpy(record + 32, &block[1][j], 32);
    }
  }
}
#endif
// Lanes where a > b (Greater) or a == b (Equal), as the low 8 bits; a NaN lane gives 0.
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
HWY_INLINE unsigned Greater(VD a, VD b) {
  return _mm512_cmp_pd_mask(__builtin_bit_cast(__m512d, a), __builtin_bit_cast(__m512d, b), _CMP_GT_OQ);
}
HWY_INLINE unsigned Equal(VD a, VD b) {
  return _mm512_cmp_pd_mask(__builtin_bit_cast(__m512d, a), __builtin_bit_cast(__m512d, b), _CMP_EQ_OQ);
}
#elif HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2
HWY_INLINE unsigned Greater(VD a, VD b) {
  const auto m = [](V4 x, V4 y) {
    return unsigned(_mm256_movemask_pd(_mm256_cmp_pd(__m256d(x), __m256d(y), _CMP_GT_OQ)));
  };
  return m(a.lo, b.lo) | m(a.hi, b.hi) << 4;
}
HWY_INLINE unsigned Equal(VD a, VD b) {
  const auto m = [](V4 x, V4 y) {
    return unsigned(_mm256_movemask_pd(_mm256_cmp_pd(__m256d(x), __m256d(y), _CMP_EQ_OQ)));
  };
  return m(a.lo, b.lo) | m(a.hi, b.hi) << 4;
}
#elif HWY_ARCH_X86 && HWY_TARGET <= HWY_SSSE3
struct Quarters {
  __m128d q[4];
};
HWY_INLINE unsigned Greater(VD a, VD b) {
  const Quarters x = __builtin_bit_cast(Quarters, a), y = __builtin_bit_cast(Quarters, b);
  unsigned bits = 0;
  for (int i = 0; i < 4; ++i) bits |= unsigned(_mm_movemask_pd(_mm_cmpgt_pd(x.q[i], y.q[i]))) << 2 * i;
  return bits;
}
HWY_INLINE unsigned Equal(VD a, VD b) {
  const Quarters x = __builtin_bit_cast(Quarters, a), y = __builtin_bit_cast(Quarters, b);
  unsigned bits = 0;
  for (int i = 0; i < 4; ++i) bits |= unsigned(_mm_movemask_pd(_mm_cmpeq_pd(x.q[i], y.q[i]))) << 2 * i;
  return bits;
}
#else
HWY_INLINE unsigned Greater(VD a, VD b) {
  unsigned bits = 0;
  for (int i = 0; i < 8; ++i) bits |= unsigned(a[i] > b[i]) << i;
  return bits;
}
HWY_INLINE unsigned Equal(VD a, VD b) {
  unsigned bits = 0;
  for (int i = 0; i < 8; ++i) bits |= unsigned(a[i] == b[i]) << i;
  return bits;
}
#endif

HWY_INLINE VD Min(VD a, VD b) { return Select(Lt(a, b), a, b); }  // a < b ? a : b
HWY_INLINE VD Max(VD a, VD b) { return Select(Lt(b, a), a, b); }  // b < a ? a : b
HWY_INLINE VD Splat(double x) { return VD{} + x; }
HWY_INLINE MD SplatBits(long long x) { return MD{} + x; }
HWY_INLINE MD SelectBits(MD m, MD a, MD b) { return (m & a) | (~m & b); }  // m ? a : b, bit by bit
/// The OR of all 8 lanes.
HWY_INLINE std::uint64_t OrLanes(MD m) {
  std::uint64_t lanes[8], all = 0;
  std::memcpy(lanes, &m, sizeof lanes);
  for (std::uint64_t x : lanes) all |= x;
  return all;
}
/// Lanes below n (0 to 8) set, as `lane < n` sets them.
HWY_INLINE MD LanesBelow(int n) {
  alignas(64) static constexpr long long kRows[9][8] = {
      {0, 0, 0, 0, 0, 0, 0, 0},       {-1, 0, 0, 0, 0, 0, 0, 0},       {-1, -1, 0, 0, 0, 0, 0, 0},
      {-1, -1, -1, 0, 0, 0, 0, 0},    {-1, -1, -1, -1, 0, 0, 0, 0},    {-1, -1, -1, -1, -1, 0, 0, 0},
      {-1, -1, -1, -1, -1, -1, 0, 0}, {-1, -1, -1, -1, -1, -1, -1, 0}, {-1, -1, -1, -1, -1, -1, -1, -1}};
  MD m;
  std::memcpy(&m, kRows[n], sizeof m);
  return m;
}

}  // namespace hitlab::detail::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
