// simd_bits.h — comparisons of 8-lane vectors straight into bit masks, and reductions across the lanes, per
// Highway target (internal; included by a file compiled through hwy/foreach_target.h, after hwy/highway.h).
//
// AVX-512 compares into mask registers; AVX2 and SSE collect sign bits (movemask); elsewhere lane by lane.
// A mask kept in a vector instead costs a select and an OR per flag.

// Per-target include guard (Highway's pattern: the file is read once per target).
#if defined(HITLAB_SIMD_BITS_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef HITLAB_SIMD_BITS_H_
#undef HITLAB_SIMD_BITS_H_
#else
#define HITLAB_SIMD_BITS_H_
#endif

#include "simd.h"

// (8-lane vectors pass between inlined helpers: their calling convention is never used. For the rest of the
// including kernel file too, as GCC warns where an inlined call returns a vector, and at the file's end for
// templates instantiated with vectors.)
#pragma GCC diagnostic ignored "-Wpsabi"

HWY_BEFORE_NAMESPACE();
namespace hitlab::detail::HWY_NAMESPACE {

// Lanes where a > b (Greater) or a == b (Equal), as the low 8 bits; a NaN lane gives 0.
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
HWY_INLINE unsigned Greater(V8 a, V8 b) {
  return _mm512_cmp_pd_mask(__builtin_bit_cast(__m512d, a), __builtin_bit_cast(__m512d, b), _CMP_GT_OQ);
}
HWY_INLINE unsigned Equal(V8 a, V8 b) {
  return _mm512_cmp_pd_mask(__builtin_bit_cast(__m512d, a), __builtin_bit_cast(__m512d, b), _CMP_EQ_OQ);
}
#elif HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2
struct Halves {
  __m256d lo, hi;
};
HWY_INLINE unsigned Greater(V8 a, V8 b) {
  const Halves x = __builtin_bit_cast(Halves, a), y = __builtin_bit_cast(Halves, b);
  return unsigned(_mm256_movemask_pd(_mm256_cmp_pd(x.lo, y.lo, _CMP_GT_OQ))) |
         unsigned(_mm256_movemask_pd(_mm256_cmp_pd(x.hi, y.hi, _CMP_GT_OQ))) << 4;
}
HWY_INLINE unsigned Equal(V8 a, V8 b) {
  const Halves x = __builtin_bit_cast(Halves, a), y = __builtin_bit_cast(Halves, b);
  return unsigned(_mm256_movemask_pd(_mm256_cmp_pd(x.lo, y.lo, _CMP_EQ_OQ))) |
         unsigned(_mm256_movemask_pd(_mm256_cmp_pd(x.hi, y.hi, _CMP_EQ_OQ))) << 4;
}
#elif HWY_ARCH_X86 && HWY_TARGET <= HWY_SSSE3
struct Quarters {
  __m128d q[4];
};
HWY_INLINE unsigned Greater(V8 a, V8 b) {
  const Quarters x = __builtin_bit_cast(Quarters, a), y = __builtin_bit_cast(Quarters, b);
  unsigned bits = 0;
  for (int i = 0; i < 4; ++i) bits |= unsigned(_mm_movemask_pd(_mm_cmpgt_pd(x.q[i], y.q[i]))) << 2 * i;
  return bits;
}
HWY_INLINE unsigned Equal(V8 a, V8 b) {
  const Quarters x = __builtin_bit_cast(Quarters, a), y = __builtin_bit_cast(Quarters, b);
  unsigned bits = 0;
  for (int i = 0; i < 4; ++i) bits |= unsigned(_mm_movemask_pd(_mm_cmpeq_pd(x.q[i], y.q[i]))) << 2 * i;
  return bits;
}
#else
HWY_INLINE unsigned Greater(V8 a, V8 b) {
  unsigned bits = 0;
  for (int i = 0; i < 8; ++i) bits |= unsigned(a[i] > b[i]) << i;
  return bits;
}
HWY_INLINE unsigned Equal(V8 a, V8 b) {
  unsigned bits = 0;
  for (int i = 0; i < 8; ++i) bits |= unsigned(a[i] == b[i]) << i;
  return bits;
}
#endif

// The largest (Max) or smallest lane value, in every lane.
HWY_INLINE V8 AllMax(V8 v) {
  V8 t = __builtin_shufflevector(v, v, 4, 5, 6, 7, 0, 1, 2, 3);
  v = t > v ? t : v;
  t = __builtin_shufflevector(v, v, 2, 3, 0, 1, 6, 7, 4, 5);
  v = t > v ? t : v;
  t = __builtin_shufflevector(v, v, 1, 0, 3, 2, 5, 4, 7, 6);
  return t > v ? t : v;
}
HWY_INLINE V8 AllMin(V8 v) {
  V8 t = __builtin_shufflevector(v, v, 4, 5, 6, 7, 0, 1, 2, 3);
  v = t < v ? t : v;
  t = __builtin_shufflevector(v, v, 2, 3, 0, 1, 6, 7, 4, 5);
  v = t < v ? t : v;
  t = __builtin_shufflevector(v, v, 1, 0, 3, 2, 5, 4, 7, 6);
  return t < v ? t : v;
}

}  // namespace hitlab::detail::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
