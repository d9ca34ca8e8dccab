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
// The grid stage's lanes (gridStage below) and their relation (0, 1 or 2).
struct GridCodes {
  M decided;
  V code;
};

// The four orientations of two segments a-b and c-d, from the differences e = b - a, f = d - c, u = c - a,
// v = d - a, w = b - c.
struct Orientations {
  Cross s1, s2, s3, s4;  // orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
};

HWY_INLINE Orientations orientations(V ex, V ey, V fx, V fy, V ux, V uy, V vx, V vy, V wx, V wy) {
  return {crossProduct(ex, uy, ey, ux), crossProduct(ex, vy, ey, vx), crossProduct(fy, ux, fx, uy),
          crossProduct(fx, wy, fy, wx)};
}

// Which lanes' four signs are certain, and of those which cross.
HWY_INLINE Codes segmentCodes(D d, const Orientations& o) {
  const Cross &s1 = o.s1, &s2 = o.s2, &s3 = o.s3, &s4 = o.s4;
  // All four signs are certain when min |s| > 8u max |r| + guard (each |s_k| > 8u |r_k| + guard follows).
  // The margin is rounded once: margin > guard still implies the bound, as rounding keeps the sign and
  // moves the value by less than its ulp.
  const V smallest = MinAbs(MinAbs(s1.s, s2.s), MinAbs(s3.s, s4.s));
  const V largest = MaxAbs(MaxAbs(s1.r, s2.r), MaxAbs(s3.r, s4.r));
  const V margin = hn::NegMulAdd(hn::Set(d, bounds::kProductDifference), largest, smallest);
  const M certain = hn::Gt(margin, hn::Set(d, bounds::kUnderflowGuard));
  // Crossing: c, d on opposite sides of a-b and a, b on opposite sides of c-d (sign bits differ in both).
  const hn::RebindToSigned<D> di;
  const V both = hn::And(hn::Xor(s1.s, s2.s), hn::Xor(s3.s, s4.s));
  return {certain, hn::RebindMask(d, hn::Lt(hn::BitCast(di, both), hn::Zero(di)))};
}

// The grid stage, for lanes the filter left: where a lane's eight coordinates are integers below 2^24 times
// one power of two (its largest coordinate's: 2^s, s in [-500, 500]), its differences have at most 25
// significant bits and its orientations' products at most 50, so each orientation (the filter's) is exact and
// its sign exact, zero included; the lane's relation is then segmentsByOrientation's (fast/fast_paths.cpp):
// disjoint when one segment's ends lie strictly on one side of the other's line, a proper crossing when both
// straddle strictly, one common point (touching) otherwise, and on one line the overlap of their extents
// along x (or y for a vertical a); a segment of zero length is a point. Other lanes stay undecided (the
// exact path).
HWY_NOINLINE GridCodes gridStage(D d, V ax, V ay, V bx, V by, V cx, V cy, V dx, V dy) {
  const hn::RebindToUnsigned<D> du;
  const hn::RebindToSigned<D> di;
  const V m = hn::Max(hn::Max(MaxAbs(ax, ay), MaxAbs(bx, by)), hn::Max(MaxAbs(cx, cy), MaxAbs(dx, dy)));
  // m < 2^(E - 1022) with E its biased exponent: the scale 2^(24 - (E - 1022)) puts m below 2^24.
  const auto E = hn::BitCast(di, hn::ShiftRight<52>(hn::BitCast(du, m)));
  M onGrid = hn::RebindMask(d, hn::And(hn::Gt(E, hn::Set(di, 545)), hn::Lt(E, hn::Set(di, 1547))));
  const V scale = hn::BitCast(d, hn::ShiftLeft<52>(hn::Sub(hn::Set(di, 2069), E)));
  for (const V x : {ax, ay, bx, by, cx, cy, dx, dy}) {
    const V xs = hn::Mul(x, scale);  // (a power of two: exact unless it underflows to 0, checked)
    onGrid = hn::And(
        onGrid, hn::And(hn::Eq(hn::Round(xs), xs), hn::Or(hn::Ne(xs, hn::Zero(d)), hn::Eq(x, hn::Zero(d)))));
  }
  const M decided = onGrid;
  if (hn::AllFalse(d, decided)) return {decided, hn::Zero(d)};
  const V ex = hn::Sub(bx, ax), ey = hn::Sub(by, ay), fx = hn::Sub(dx, cx), fy = hn::Sub(dy, cy);
  const V ux = hn::Sub(cx, ax), uy = hn::Sub(cy, ay), vx = hn::Sub(dx, ax), vy = hn::Sub(dy, ay);
  const V wx = hn::Sub(bx, cx), wy = hn::Sub(by, cy);
  const Orientations o = orientations(ex, ey, fx, fy, ux, uy, vx, vy, wx, wy);
  const V zero = hn::Zero(d), one = hn::Set(d, 1.0), two = hn::Set(d, 2.0);
  const M p1 = hn::Gt(o.s1.s, zero), n1 = hn::Lt(o.s1.s, zero), p2 = hn::Gt(o.s2.s, zero),
          n2 = hn::Lt(o.s2.s, zero), p3 = hn::Gt(o.s3.s, zero), n3 = hn::Lt(o.s3.s, zero),
          p4 = hn::Gt(o.s4.s, zero), n4 = hn::Lt(o.s4.s, zero);
  const M disjoint =
      hn::Or(hn::Or(hn::And(p1, p2), hn::And(n1, n2)), hn::Or(hn::And(p3, p4), hn::And(n3, n4)));
  const M straddle =
      hn::And(hn::Or(hn::And(p1, n2), hn::And(n1, p2)), hn::Or(hn::And(p3, n4), hn::And(n3, p4)));
  const M collinear = hn::And(hn::Eq(o.s1.s, zero), hn::Eq(o.s2.s, zero));
  // On one line: the extents along x, or y when a is vertical (the values given, compared exactly).
  const M byX = hn::Ne(ax, bx);
  const V a1 = hn::IfThenElse(byX, ax, ay), a2 = hn::IfThenElse(byX, bx, by),
          b1 = hn::IfThenElse(byX, cx, cy), b2 = hn::IfThenElse(byX, dx, dy);
  const V lo = hn::Max(hn::Min(a1, a2), hn::Min(b1, b2)), hi = hn::Min(hn::Max(a1, a2), hn::Max(b1, b2));
  const V along = hn::IfThenElse(hn::Lt(lo, hi), two, hn::IfThenElseZero(hn::Eq(lo, hi), one));
  V code = hn::IfThenElseZero(hn::Not(disjoint),
                              hn::IfThenElse(collinear, along, hn::IfThenElse(straddle, two, one)));
  // A segment of zero length is a point (classify's point against a segment): in the other's interior
  // overlapping, at one of its ends touching, else apart; two points overlap where they are one.
  const M aPoint = hn::And(hn::Eq(ax, bx), hn::Eq(ay, by)), cPoint = hn::And(hn::Eq(cx, dx), hn::Eq(cy, dy));
  if (HWY_UNLIKELY(!hn::AllFalse(d, hn::And(decided, hn::Or(aPoint, cPoint))))) {
    const auto pointOn = [&](V px, V py, V qx, V qy, V rx, V ry, V turn) {  // p against the segment q-r
      const M qrByX = hn::Ne(qx, rx);
      const V t = hn::IfThenElse(qrByX, px, py), q = hn::IfThenElse(qrByX, qx, qy),
              r = hn::IfThenElse(qrByX, rx, ry);
      const V low = hn::Min(q, r), high = hn::Max(q, r);
      const V inside = hn::IfThenElse(hn::And(hn::Lt(low, t), hn::Lt(t, high)), two,
                                      hn::IfThenElseZero(hn::Or(hn::Eq(t, low), hn::Eq(t, high)), one));
      return hn::IfThenElseZero(hn::Eq(turn, zero), inside);
    };
    const V same = hn::IfThenElseZero(hn::And(hn::Eq(ax, cx), hn::Eq(ay, cy)), two);
    code = hn::IfThenElse(aPoint, hn::IfThenElse(cPoint, same, pointOn(ax, ay, cx, cy, dx, dy, o.s3.s)),
                          hn::IfThenElse(cPoint, pointOn(cx, cy, ax, ay, bx, by, o.s1.s), code));
  }
  return {decided, code};
}

// With kFiniteOnly a lane with a coordinate that is not finite is left undecided too (their sum is then not
// finite; a finite sum that overflows only sends a lane to the caller's check).
template <bool kFiniteOnly = false>
HWY_INLINE Codes relateLanes(D d, V ax, V ay, V bx, V by, V cx, V cy, V dx, V dy) {
  const V ex = hn::Sub(bx, ax), ey = hn::Sub(by, ay), fx = hn::Sub(dx, cx), fy = hn::Sub(dy, cy);
  const V ux = hn::Sub(cx, ax), uy = hn::Sub(cy, ay), vx = hn::Sub(dx, ax), vy = hn::Sub(dy, ay);
  const V wx = hn::Sub(bx, cx), wy = hn::Sub(by, cy);
  Codes codes = segmentCodes(d, orientations(ex, ey, fx, fy, ux, uy, vx, vy, wx, wy));
  if constexpr (kFiniteOnly) {
    const V sum =
        hn::Add(hn::Add(hn::Add(ax, ay), hn::Add(bx, by)), hn::Add(hn::Add(cx, cy), hn::Add(dx, dy)));
    codes.certain = hn::And(codes.certain, hn::IsFinite(sum));
  }
  return codes;
}

// Vectors of 4 lanes (AVX2) taken two at a time, so that one pass of scalar work writes the bytes of 8
// lanes, as AVX-512's one vector does. (SSE4's four vectors of 2 lanes at a time ran 4% to 9% slower: their
// registers spill.)
constexpr size_t kLanes = hn::MaxLanes(D());
constexpr size_t kGroup = kLanes == 4 ? 2 : 1;

// One vector's bytes: 2 or 0 where the filter is certain (crossing or not), `open`'s code elsewhere.
HWY_INLINE void storeCodes(D d, const Codes& c, V open, uint8_t* out) {
  const hn::Rebind<int32_t, D> d32;
  const hn::Rebind<uint8_t, D> du;
  const V code = hn::IfThenElse(c.certain, hn::IfThenElseZero(c.crossing, hn::Set(d, 2.0)), open);
  hn::StoreU(hn::DemoteTo(du, hn::DemoteTo(d32, code)), du, out);
}

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
    for (size_t k = 0; k < kCount; ++k) storeCodes(d, c[k], hn::Set(d, 255.0), out + k * hn::Lanes(d));
  }
}

// The lanes the filter left, queued by their pair's index and taken by the grid stage a whole vector at a
// time, gathered: on a grid most vectors leave one or two lanes open, and the stage costs the same for one
// lane as for all of them. grid(idx) gives the GridCodes of the pairs at the lanes' indices.
using DI = hn::RebindToSigned<D>;
using VI = hn::Vec<DI>;
template <class Grid>
class GridQueue {
 public:
  GridQueue(Grid grid, uint8_t* out) : grid_(grid), out_(out) {}
  // Queues the lanes of the vector at pair i that are not certain.
  HWY_NOINLINE void add(D d, M certain, size_t i) {
    uint8_t bits[8] = {};
    hn::StoreMaskBits(d, hn::Not(certain), bits);
    for (unsigned open = bits[0]; open != 0; open &= open - 1)
      queue_[count_++] = static_cast<int64_t>(i) + std::countr_zero(open);
    if (count_ >= hn::Lanes(d)) settle(d, hn::Lanes(d));
  }
  // Settles the lanes still queued; true when some lane was left open (the exact path's).
  bool finish(D d) {
    if (count_ > 0) {
      for (size_t k = count_; k < hn::Lanes(d); ++k) queue_[k] = queue_[count_ - 1];  // (a real pair's index)
      settle(d, count_);
    }
    return leftOpen_;
  }

 private:
  // The first `lanes` queued pairs through the grid stage: each decided pair's code written over its 255.
  HWY_NOINLINE void settle(D d, size_t lanes) {
    const DI di;
    const GridCodes g = grid_(hn::LoadU(di, queue_));
    HWY_ALIGN double code[kLanes];
    uint8_t decided[8] = {};
    hn::Store(g.code, d, code);
    hn::StoreMaskBits(d, g.decided, decided);
    for (size_t k = 0; k < lanes; ++k) {
      if (decided[0] >> k & 1) {
        out_[queue_[k]] = static_cast<uint8_t>(code[k]);
      } else {
        leftOpen_ = true;
      }
    }
    count_ -= lanes;
    for (size_t k = 0; k < count_; ++k) queue_[k] = queue_[lanes + k];
  }
  Grid grid_;
  uint8_t* out_;
  HWY_ALIGN int64_t queue_[2 * kLanes];
  size_t count_ = 0;
  bool leftOpen_ = false;
};

// relate(i) gives the codes of the lanes from pair i (kVectors vectors a pass); every whole vector of the n
// pairs is related and written, and the lanes left open then go through the grid stage (GridQueue). Returns
// how many leading pairs were handled (a multiple of the lane count); `undecided` > 0 when some lane was left
// open.
template <size_t kVectors = kGroup, class Relate, class Grid>
HWY_INLINE size_t relateAll(size_t n, uint8_t* out, size_t* undecided, Relate relate, Grid grid) {
  const D d;
  const size_t N = hn::Lanes(d);
  size_t i = 0;
  GridQueue<Grid> queue(grid, out);
  for (; i + kVectors * N <= n; i += kVectors * N) {
    Codes c[kVectors];
    for (size_t k = 0; k < kVectors; ++k) c[k] = relate(i + k * N);
    writeCodes<kVectors>(d, c, out + i);
    for (size_t k = 0; k < kVectors; ++k)
      if (HWY_UNLIKELY(!hn::AllTrue(d, c[k].certain))) queue.add(d, c[k].certain, i + k * N);
  }
  for (; i + N <= n; i += N) {
    const Codes c = relate(i);
    writeCodes<1>(d, &c, out + i);
    if (HWY_UNLIKELY(!hn::AllTrue(d, c.certain))) queue.add(d, c.certain, i);
  }
  *undecided = queue.finish(d);  // a flag: > 0 when any lane was left open
  return i;
}
// (no grid stage: the capsules')
inline GridCodes noGrid(VI) { return {hn::FirstN(D(), 0), hn::Zero(D())}; }

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
  return relateAll(
      n, out, undecided,
      [&](size_t i) {
        return relateLanes(d, Held(hn::LoadU(d, ax + i)), Held(hn::LoadU(d, ay + i)),
                           Held(hn::LoadU(d, bx + i)), Held(hn::LoadU(d, by + i)), Held(hn::LoadU(d, cx + i)),
                           Held(hn::LoadU(d, cy + i)), Held(hn::LoadU(d, dx + i)),
                           Held(hn::LoadU(d, dy + i)));
      },
      [=](VI k) {
        return gridStage(d, hn::GatherIndex(d, ax, k), hn::GatherIndex(d, ay, k), hn::GatherIndex(d, bx, k),
                         hn::GatherIndex(d, by, k), hn::GatherIndex(d, cx, k), hn::GatherIndex(d, cy, k),
                         hn::GatherIndex(d, dx, k), hn::GatherIndex(d, dy, k));
      });
}

size_t OneToManyLanes(double px, double py, double qx, double qy, const double* cx, const double* cy,
                      const double* dx, const double* dy, size_t n, uint8_t* out, size_t* undecided) {
  const D d;
  const V ax = hn::Set(d, px), ay = hn::Set(d, py), bx = hn::Set(d, qx), by = hn::Set(d, qy);
  return relateAll(
      n, out, undecided,
      [&](size_t i) {
        return relateLanes(d, ax, ay, bx, by, Held(hn::LoadU(d, cx + i)), Held(hn::LoadU(d, cy + i)),
                           Held(hn::LoadU(d, dx + i)), Held(hn::LoadU(d, dy + i)));
      },
      [=](VI k) {
        return gridStage(d, ax, ay, bx, by, hn::GatherIndex(d, cx, k), hn::GatherIndex(d, cy, k),
                         hn::GatherIndex(d, dx, k), hn::GatherIndex(d, dy, k));
      });
}

// Rows of points (x, y), as NumPy's (N, 2) arrays hold them: each load takes a vector's worth of rows apart
// into their x and y lanes (LoadInterleaved2), and the lanes are relateLanes' as above.
struct Rows {
  V ax, ay, bx, by, cx, cy, dx, dy;
};
HWY_INLINE Rows loadRows(D d, const double* a, const double* b, const double* c, const double* e, size_t i) {
  Rows r;
  hn::LoadInterleaved2(d, a + 2 * i, r.ax, r.ay);
  hn::LoadInterleaved2(d, b + 2 * i, r.bx, r.by);
  hn::LoadInterleaved2(d, c + 2 * i, r.cx, r.cy);
  hn::LoadInterleaved2(d, e + 2 * i, r.dx, r.dy);
  return r;
}
size_t ElementwiseRowsLanes(const double* a, const double* b, const double* c, const double* e, size_t n,
                            uint8_t* out, size_t* undecided) {
  const D d;
  return relateAll(
      n, out, undecided,
      [&](size_t i) {
        const Rows r = loadRows(d, a, b, c, e, i);
        return relateLanes<true>(d, Held(r.ax), Held(r.ay), Held(r.bx), Held(r.by), Held(r.cx), Held(r.cy),
                                 Held(r.dx), Held(r.dy));
      },
      [=](VI k) {
        const VI x = hn::Add(k, k);  // (row k's x at 2k, its y at 2k + 1)
        return gridStage(d, hn::GatherIndex(d, a, x), hn::GatherIndex(d, a + 1, x), hn::GatherIndex(d, b, x),
                         hn::GatherIndex(d, b + 1, x), hn::GatherIndex(d, c, x), hn::GatherIndex(d, c + 1, x),
                         hn::GatherIndex(d, e, x), hn::GatherIndex(d, e + 1, x));
      });
}

size_t OneToManyRowsLanes(double px, double py, double qx, double qy, const double* c, const double* e,
                          size_t n, uint8_t* out, size_t* undecided) {
  const D d;
  const V ax = hn::Set(d, px), ay = hn::Set(d, py), bx = hn::Set(d, qx), by = hn::Set(d, qy);
  return relateAll(
      n, out, undecided,
      [&](size_t i) {
        V cx, cy, dx, dy;
        hn::LoadInterleaved2(d, c + 2 * i, cx, cy);
        hn::LoadInterleaved2(d, e + 2 * i, dx, dy);
        return relateLanes<true>(d, ax, ay, bx, by, Held(cx), Held(cy), Held(dx), Held(dy));
      },
      [=](VI k) {
        const VI x = hn::Add(k, k);
        return gridStage(d, ax, ay, bx, by, hn::GatherIndex(d, c, x), hn::GatherIndex(d, c + 1, x),
                         hn::GatherIndex(d, e, x), hn::GatherIndex(d, e + 1, x));
      });
}

// [SECTION] Capsules: filter::capsuleRelation lane by lane

// A point p against the segment a-b, from its parts: t = dot(p - a, e), L = |e|^2, the squares |p - a|^2
// and |p - b|^2, and the cross product of e and p - a. Its squared distance d2 (filter::pointSegmentSquare)
// is compared with lo and hi without a division: beside the segment as cross^2 against lo L and hi L (a lane
// with L = 0 takes the first branch). `below` gathers d2 < lo, `above` keeps d2 > hi.
HWY_INLINE void pointAgainst(D d, V t, V L, V toA, V toB, V cross, V lo, V hi, V loL, V hiL, M& below,
                             M& above) {
  const M before = hn::Le(t, hn::Zero(d)), atEnd = hn::Or(before, hn::Ge(t, L));
  const V value = hn::IfThenElse(atEnd, hn::IfThenElse(before, toA, toB), hn::Mul(cross, cross));
  below = hn::Or(below, hn::Lt(value, hn::IfThenElse(atEnd, lo, loL)));
  above = hn::And(above, hn::Gt(value, hn::IfThenElse(atEnd, hi, hiL)));
}

// Two capsules per lane: certain when every value is finite, the squares of the differences and of ra + rb
// are at most bounds::kCapsuleSquares, the radii are >= 0 and each segment's |e|^2 is 0 or at least
// kCapsuleShortest; then overlapping (2) when the least
// endpoint-to-segment distance is certainly below ra + rb or the segments certainly cross, disjoint (0) when
// they certainly do not meet and that distance is certainly beyond it; else undecided. The four endpoint
// distances share their differences, squares and cross products (the orientations' own) two by two.
HWY_INLINE Codes capsuleLanes(D d, V ax, V ay, V bx, V by, V ra, V cx, V cy, V dx, V dy, V rb) {
  const V ex = hn::Sub(bx, ax), ey = hn::Sub(by, ay), fx = hn::Sub(dx, cx), fy = hn::Sub(dy, cy);
  const V ux = hn::Sub(cx, ax), uy = hn::Sub(cy, ay), vx = hn::Sub(dx, ax), vy = hn::Sub(dy, ay);
  const V wx = hn::Sub(bx, cx), wy = hn::Sub(by, cy), zx = hn::Sub(bx, dx), zy = hn::Sub(by, dy);
  const Orientations o = orientations(ex, ey, fx, fy, ux, uy, vx, vy, wx, wy);
  const Codes seg = segmentCodes(d, o);
  // |c - a|^2, |d - a|^2, |b - c|^2, |b - d|^2: each point's squared distances from the other's ends.
  const V ca = hn::MulAdd(ux, ux, hn::Mul(uy, uy)), da = hn::MulAdd(vx, vx, hn::Mul(vy, vy));
  const V bc = hn::MulAdd(wx, wx, hn::Mul(wy, wy)), bd = hn::MulAdd(zx, zx, hn::Mul(zy, zy));
  const V L1 = hn::MulAdd(ex, ex, hn::Mul(ey, ey)), L2 = hn::MulAdd(fx, fx, hn::Mul(fy, fy));
  const V R = hn::Add(ra, rb), r2 = hn::Mul(R, R);
  const V m2 = hn::Max(hn::Max(ca, da), hn::Max(bc, bd));
  const V bound =
      hn::MulAdd(hn::Set(d, bounds::kCapsuleDistance), hn::Add(m2, r2), hn::Set(d, bounds::kCapsuleGuard));
  const V lo = hn::Sub(r2, bound), hi = hn::Add(r2, bound);
  const V loL1 = hn::Mul(lo, L1), hiL1 = hn::Mul(hi, L1), loL2 = hn::Mul(lo, L2), hiL2 = hn::Mul(hi, L2);
  // c and d against a-b (t = dot(p - a, e)); a and b against c-d (t = dot(p - c, f), a - c = -u).
  const V tc = hn::MulAdd(ux, ex, hn::Mul(uy, ey)), td = hn::MulAdd(vx, ex, hn::Mul(vy, ey));
  const V ta = hn::Neg(hn::MulAdd(ux, fx, hn::Mul(uy, fy))), tb = hn::MulAdd(wx, fx, hn::Mul(wy, fy));
  M below = hn::And(seg.certain, seg.crossing), above = hn::AndNot(seg.crossing, seg.certain);
  pointAgainst(d, tc, L1, ca, bc, o.s1.s, lo, hi, loL1, hiL1, below, above);
  pointAgainst(d, td, L1, da, bd, o.s2.s, lo, hi, loL1, hiL1, below, above);
  pointAgainst(d, ta, L2, ca, da, o.s3.s, lo, hi, loL2, hiL2, below, above);
  pointAgainst(d, tb, L2, bc, bd, o.s4.s, lo, hi, loL2, hiL2, below, above);
  // (their sum at most kCapsuleSquares: every square of a difference, each |e|^2 and R^2 are, and a NaN or
  // an infinity fails it; |e|^2 0 or at least kCapsuleShortest; the radii >= 0)
  const V zero = hn::Zero(d), shortest = hn::Set(d, bounds::kCapsuleShortest);
  const V squares = hn::Add(hn::Add(hn::Add(ca, da), hn::Add(bc, bd)), hn::Add(hn::Add(L1, L2), r2));
  const M ok = hn::And(hn::And(hn::Le(squares, hn::Set(d, bounds::kCapsuleSquares)),
                               hn::And(hn::Ge(ra, zero), hn::Ge(rb, zero))),
                       hn::And(hn::Or(hn::Eq(L1, zero), hn::Ge(L1, shortest)),
                               hn::Or(hn::Eq(L2, zero), hn::Ge(L2, shortest))));
  return {hn::And(ok, hn::Or(below, above)), below};
}

// (one vector at a time: two of these kernels at once spill AVX2's registers, 25% slower)
size_t CapsuleRowsLanes(const double* a, const double* b, const double* ra, const double* c, const double* e,
                        const double* rb, size_t n, uint8_t* out, size_t* undecided) {
  const D d;
  return relateAll<1>(
      n, out, undecided,
      [&](size_t i) {
        const Rows r = loadRows(d, a, b, c, e, i);
        return capsuleLanes(d, r.ax, r.ay, r.bx, r.by, hn::LoadU(d, ra + i), r.cx, r.cy, r.dx, r.dy,
                            hn::LoadU(d, rb + i));
      },
      noGrid);
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
HWY_EXPORT(CapsuleRowsLanes);

size_t detail::simdCapsuleRows(const CapsuleRows& a, const CapsuleRows& b, uint8_t* out, size_t* undecided) {
  return HWY_DYNAMIC_DISPATCH(CapsuleRowsLanes)(a.a, a.b, a.r, b.a, b.b, b.r, a.size, out, undecided);
}

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
