// batch_simd.cpp — the floating-point pass of the batch segment tests, in Highway SIMD with runtime dispatch.
//
// Compiled once per target (SSE4, AVX2, AVX-512, ...) through foreach_target; the best one for the running
// CPU is chosen at the first call. Each lane evaluates the four cross products of one segment pair with
// Shewchuk's static error bound and writes 0 (disjoint), 2 (proper crossing) or 255 (not certain: the exact
// path decides). The scalar filter in batch.cpp handles the tail and must give the same answers.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "batch_simd.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "batch_simd.h"

HWY_BEFORE_NAMESPACE();
namespace hitlab::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

using D = hn::ScalableTag<double>;
using V = hn::Vec<D>;
using M = hn::Mask<D>;

struct Signs {
  M pos, neg;
};

// Orientation of c against a -> b, certain only outside the error bound (as filter::orient, used for the tail).
HWY_INLINE Signs orientSigns(D d, V ax, V ay, V bx, V by, V cx, V cy) {
  const V l = hn::Mul(hn::Sub(ax, cx), hn::Sub(by, cy));
  const V r = hn::Mul(hn::Sub(ay, cy), hn::Sub(bx, cx));
  const V det = hn::Sub(l, r);
  const V bound =
      hn::MulAdd(hn::Set(d, kBatchOrientBound), hn::Add(hn::Abs(l), hn::Abs(r)), hn::Set(d, kBatchUnderflow));
  return {hn::Gt(det, bound), hn::Lt(det, hn::Neg(bound))};
}

HWY_INLINE void relateLanes(D d, V ax, V ay, V bx, V by, V cx, V cy, V dx, V dy, uint8_t* out) {
  const Signs s1 = orientSigns(d, ax, ay, bx, by, cx, cy), s2 = orientSigns(d, ax, ay, bx, by, dx, dy);
  const Signs s3 = orientSigns(d, cx, cy, dx, dy, ax, ay), s4 = orientSigns(d, cx, cy, dx, dy, bx, by);
  const M certain = hn::And(hn::And(hn::Or(s1.pos, s1.neg), hn::Or(s2.pos, s2.neg)),
                            hn::And(hn::Or(s3.pos, s3.neg), hn::Or(s4.pos, s4.neg)));
  const M apart = hn::Or(hn::Or(hn::And(s1.pos, s2.pos), hn::And(s1.neg, s2.neg)),
                         hn::Or(hn::And(s3.pos, s4.pos), hn::And(s3.neg, s4.neg)));
  const V code =
      hn::IfThenElse(certain, hn::IfThenElseZero(hn::Not(apart), hn::Set(d, 2.0)), hn::Set(d, 255.0));
  const hn::Rebind<int32_t, D> di;
  const hn::Rebind<uint8_t, D> du;
  hn::StoreU(hn::DemoteTo(du, hn::DemoteTo(di, code)), du, out);
}

// Returns how many leading pairs were handled (a multiple of the lane count).
size_t ElementwiseLanes(const double* ax, const double* ay, const double* bx, const double* by,
                        const double* cx, const double* cy, const double* dx, const double* dy, size_t n,
                        uint8_t* out) {
  const D d;
  const size_t N = hn::Lanes(d);
  size_t i = 0;
  for (; i + N <= n; i += N)
    relateLanes(d, hn::LoadU(d, ax + i), hn::LoadU(d, ay + i), hn::LoadU(d, bx + i), hn::LoadU(d, by + i),
                hn::LoadU(d, cx + i), hn::LoadU(d, cy + i), hn::LoadU(d, dx + i), hn::LoadU(d, dy + i),
                out + i);
  return i;
}

size_t OneToManyLanes(double px, double py, double qx, double qy, const double* cx, const double* cy,
                      const double* dx, const double* dy, size_t n, uint8_t* out) {
  const D d;
  const size_t N = hn::Lanes(d);
  const V ax = hn::Set(d, px), ay = hn::Set(d, py), bx = hn::Set(d, qx), by = hn::Set(d, qy);
  size_t i = 0;
  for (; i + N <= n; i += N)
    relateLanes(d, ax, ay, bx, by, hn::LoadU(d, cx + i), hn::LoadU(d, cy + i), hn::LoadU(d, dx + i),
                hn::LoadU(d, dy + i), out + i);
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

size_t simdElementwise(const SegmentsSoA& a, const SegmentsSoA& b, uint8_t* out) {
  return HWY_DYNAMIC_DISPATCH(ElementwiseLanes)(a.ax, a.ay, a.bx, a.by, b.ax, b.ay, b.bx, b.by, a.size, out);
}

size_t simdOneToMany(Vec2 p, Vec2 q, const SegmentsSoA& m, uint8_t* out) {
  return HWY_DYNAMIC_DISPATCH(OneToManyLanes)(p.x, p.y, q.x, q.y, m.ax, m.ay, m.bx, m.by, m.size, out);
}

const char* batchSimdTarget() { return HWY_DYNAMIC_DISPATCH(TargetHere)(); }

}  // namespace hitlab
#endif
