// simd_kernels.cpp — the general SAT kernels and the straddle test of every edge pair, over 8 lanes
// (lanes8-inl.h's VD: one AVX-512 vector, two AVX2 ones, ...), compiled once per SIMD target through
// Highway's foreach_target and picked at run time. Each equals its scalar definition in
// pairs/sat_kernels.cpp (reference::) bit for bit.
//
// Every operation rounds as its scalar counterpart (no fused multiply-add anywhere: -ffp-contract=off), and
// each select is the scalar code's own (std::min and std::max's a < b ? b : a), so NaN and signed zeros come
// out alike and a result does not depend on the target that computes it.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "fast/simd_kernels.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>

#include "fast/lanes8-inl.h"  // per target
#include "pairs/point_set.h"
#include "pairs/sat_kernels.h"
#include "pairs/views.h"

HWY_BEFORE_NAMESPACE();
namespace hitlab::detail::HWY_NAMESPACE {

// Lanes k + j below `end` (of a block starting at axis k).
HWY_INLINE MD LanesBefore(int end, int k) { return LanesBelow(std::clamp(end - k, 0, 8)); }

// Eight axes at a time stay in vector registers while the vertices stream past, then up to four, then one by
// one.
void ProjectOnAxesHere(const Geom& g, const double* __restrict nx, const double* __restrict ny, int count,
                       double* __restrict lo, double* __restrict hi) {
  const Vec2* v = g.v();
  const int n = g.kind == ShapeType::Circle ? 1 : g.n;
  int k = 0;
  for (; k + 8 <= count; k += 8) {
    const VD ax = Load8(nx + k), ay = Load8(ny + k);
    VD l = v[0].x * ax + v[0].y * ay, h = l;
    for (int i = 1; i < n; ++i) {
      const VD d = v[i].x * ax + v[i].y * ay;
      l = Min(d, l), h = Max(d, h);  // std::min(l, d), std::max(h, d)
    }
    Store8(l, lo + k), Store8(h, hi + k);
  }
  const hn::CappedTag<double, 4> d4;
  for (const int step = static_cast<int>(hn::Lanes(d4)); step > 1 && k + step <= count; k += step) {
    const auto ax = hn::LoadU(d4, nx + k), ay = hn::LoadU(d4, ny + k);
    auto dot = [&](Vec2 p) { return hn::Add(hn::Mul(hn::Set(d4, p.x), ax), hn::Mul(hn::Set(d4, p.y), ay)); };
    auto l = dot(v[0]), h = l;
    for (int i = 1; i < n; ++i) {
      const auto d = dot(v[i]);
      l = hn::IfThenElse(hn::Lt(d, l), d, l), h = hn::IfThenElse(hn::Lt(h, d), d, h);
    }
    hn::StoreU(l, d4, lo + k), hn::StoreU(h, d4, hi + k);
  }
  for (; k < count; ++k) {
    double l = v[0].x * nx[k] + v[0].y * ny[k], h = l;
    for (int i = 1; i < n; ++i) {
      const double d = v[i].x * nx[k] + v[i].y * ny[k];
      l = d < l ? d : l, h = h < d ? d : h;
    }
    lo[k] = l, hi[k] = h;
  }
  if (g.r != 0)  // (a disk or a grown shape: widened by its radius)
    for (int j = 0; j < count; ++j) lo[j] -= g.r, hi[j] += g.r;
}

// Branch-free, 8 axes per vector: the flags of a disjoint pair's axes follow no pattern a branch could
// predict.
void ClassifyRunsHere(const Run* runs, int runCount, int na, int windingA, int windingB, double band,
                      double* __restrict state, double* __restrict overlap, GapSummary& out) {
  const VD zero = Splat(0), one = Splat(1), two = Splat(2),
           nan = Splat(std::numeric_limits<double>::quiet_NaN());
  const VD plusBand = Splat(band), minusBand = Splat(-band), wA = Splat(windingA), wB = Splat(windingB);
  VD apart = zero, clear = zero, aOut = zero, bOut = zero, widest = Splat(out.widest);
  VD least = Splat(out.leastPush);
  int count = 0;
  for (int r = 0; r < runCount; ++r) {
    const Run& u = runs[r];
    count += u.end - u.begin;
    for (int k = u.begin; k < u.end; k += 8) {
      const VD aLo = Load8(u.aLo + k), aHi = Load8(u.aHi + k), bLo = Load8(u.bLo + k), bHi = Load8(u.bHi + k);
      // Lanes past `end` compare as NaN, so no test holds there.
      const MD inRun = LanesBefore(u.end, k);
      const VD off = Select(inRun, zero, nan);
      const VD gap1 = bLo - aHi, gap2 = aLo - bHi, gap = Max(gap2, gap1) + off;
      apart = apart + Select(Lt(plusBand, gap), one, zero),
      clear = clear + Select(Lt(gap, minusBand), one, zero);
      const VD st = Select(Lt(plusBand, gap), one, Select(Lt(gap, minusBand), zero, two));
      const VD aPast = aHi - bHi, aUnder = bLo - aLo, bPast = bHi - aHi, bUnder = aLo - bLo;
      const VD aReach = Max(aUnder, aPast) + off, bReach = Max(bUnder, bPast) + off;
      aOut = aOut + Select(Lt(plusBand, aReach), one, zero);  // a reaches past b on this axis
      bOut = bOut + Select(Lt(plusBand, bReach), one, zero);
      widest = Max(gap, widest);
      const VD w = Select(LanesBefore(na, k), wA, wB);
      const VD push1 = aHi - bLo, push2 = bHi - aLo;
      const MD ccw = Lt(zero, w);
      const VD first = Select(inRun, Select(ccw, push1, push2), nan);
      const VD second = Select(inRun, Select(ccw, push2, push1), nan);
      least = Min(first, least), least = Min(second, least);
      const VD lo = Max(bLo, aLo), hi = Min(bHi, aHi), ov = hi - lo;
      // All 8 lanes are stored: the next block or run writes over those past `end` (the caller leaves room).
      Store8(st, state + k), Store8(ov, overlap + k);
    }
  }
  double lanes[6][8];
  Store8(apart, lanes[0]), Store8(clear, lanes[1]), Store8(aOut, lanes[2]);
  Store8(bOut, lanes[3]), Store8(widest, lanes[4]), Store8(least, lanes[5]);
  double sums[4] = {0, 0, 0, 0}, w = out.widest, p = out.leastPush;
  for (int j = 0; j < 8; ++j) {
    for (int s = 0; s < 4; ++s) sums[s] += lanes[s][j];
    w = lanes[4][j] > w ? lanes[4][j] : w, p = lanes[5][j] < p ? lanes[5][j] : p;
  }
  out.leastPush = p;
  out.apart = static_cast<int>(sums[0]), out.clear = static_cast<int>(sums[1]);
  out.unsure = count - out.apart - out.clear;
  out.aOut = static_cast<int>(sums[2]), out.bOut = static_cast<int>(sums[3]);
  out.widest = w;
}

void WriteAxesHere(const Run* runs, int runCount, int na, bool setsMeet, const double* __restrict state,
                   const double* __restrict overlap, SatAxis* __restrict axes) {
  for (int r = 0; r < runCount; ++r) {
    const Run& u = runs[r];
    for (int k = u.begin; k < u.end; k += 8) {
      const MD separating = setsMeet ? LanesBelow(0) : Eq(Load8(state + k), Splat(1.0));
      const VD c[8] = {RecordHeader(LanesBefore(na, k), separating, k, k - na),
                       Load8(u.nx + k),
                       Load8(u.ny + k),
                       Load8(u.aLo + k),
                       Load8(u.aHi + k),
                       Load8(u.bLo + k),
                       Load8(u.bHi + k),
                       Load8(overlap + k)};
      StoreRecords(c, std::min(8, u.end - k), axes + k);
    }
  }
}

// The straddle test of seed 001 on every edge pair at once: edges r (of `rows`) and j (of `lanes`, at most 8,
// one per vector lane) cross properly when each one's ends lie strictly on opposite sides of the other's
// line, and miss when either's ends lie strictly on one side. Each side is an orientation certified by one
// bound for the whole pair (`bound`, from staticOrientBound), so a pair is listed as crossing or missing only
// when the exact signs say so; the rest (a sign the bound cannot certify: touching, collinear,
// near-degenerate) is listed as unsure for the exact predicates. Branch-free: which of the n * m pairs cross
// follows no pattern a branch could predict. The sides are compared in vector lanes and combined as bit
// fields (lane j is bit j): lane j's edge ends where lane j + 1's starts (the columns repeat the first vertex
// after the last), so both ends' sides come from one evaluation per vertex, the end's a rotation of the bits.
// The lanes read 8 entries of x, x + 1, y and y + 1 (columnsSize leaves room).
void StraddleMasksHere(const OutlineColumns& rows, const OutlineColumns& lanes, double bound,
                       std::uint64_t* __restrict cross, std::uint64_t* __restrict unsure) {
  const VD lx = Load8(lanes.x), ly = Load8(lanes.y), lex = Load8(lanes.ex), ley = Load8(lanes.ey);
  const VD ldx = lex - lx, ldy = ley - ly;  // each lane edge's direction, as filter::orient rounds it
  const VD zero = Splat(0), plusBound = Splat(bound), minusBound = Splat(-bound);
  const unsigned valid = (1u << lanes.edges) - 1;
  auto next = [](unsigned bits) { return (bits >> 1 | bits << 7) & 0xFFu; };  // bit j from lane j + 1
  // Row vertex k against every lane edge's line (pivot the lane edge's start): certainly left, right.
  VD dX = Splat(rows.x[0]) - lx, dY = Splat(rows.y[0]) - ly;
  VD r0 = ldy * dX, s0 = ldx * dY - r0;
  unsigned left0 = Greater(s0, plusBound), right0 = Greater(minusBound, s0);
  std::uint64_t crossWord = 0, unsureWord = 0;
  for (int r = 0; r < rows.edges; ++r) {
    const double px = rows.x[r], py = rows.y[r], ex = rows.ex[r] - px, ey = rows.ey[r] - py;
    // Every lane vertex against row edge r (pivot its start p): orient(p, q, v) negates ex dY - ey dX
    // exactly, dX and dY being p - v.
    const VD rl = ey * dX, sl = ex * dY - rl;
    const unsigned leftL = Greater(zero - sl, plusBound), rightL = Greater(sl, plusBound);
    const unsigned leftL1 = next(leftL), rightL1 = next(rightL);
    // The row edge's end against the lane lines.
    dX = Splat(rows.ex[r]) - lx, dY = Splat(rows.ey[r]) - ly;
    const VD r1 = ldy * dX, s1 = ldx * dY - r1;
    const unsigned left1 = Greater(s1, plusBound), right1 = Greater(minusBound, s1);
    const unsigned miss = (left0 & left1) | (right0 & right1) | (leftL & leftL1) | (rightL & rightL1);
    const unsigned crosses = ((left0 & right1) | (right0 & left1)) & ((leftL & rightL1) | (rightL & leftL1));
    const unsigned open = valid & ~miss;
    // Row r's lanes go to bits 8 (r % 8) + j of word r / 8.
    const int shift = 8 * (r & 7);
    crossWord |= std::uint64_t{open & crosses} << shift;
    unsureWord |= std::uint64_t{open & ~crosses} << shift;
    if ((r & 7) == 7 || r + 1 == rows.edges) {
      cross[r / 8] = crossWord, unsure[r / 8] = unsureWord;
      crossWord = 0, unsureWord = 0;
    }
    left0 = left1, right0 = right1;
  }
}

const char* KernelsTargetHere() { return hwy::TargetName(HWY_TARGET); }

}  // namespace hitlab::detail::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hitlab::detail::fast {

HWY_EXPORT(ProjectOnAxesHere);
HWY_EXPORT(ClassifyRunsHere);
HWY_EXPORT(WriteAxesHere);
HWY_EXPORT(StraddleMasksHere);
HWY_EXPORT(KernelsTargetHere);

void projectOnAxes(const Geom& g, const double* nx, const double* ny, int count, double* lo, double* hi) {
  HWY_DYNAMIC_DISPATCH(ProjectOnAxesHere)(g, nx, ny, count, lo, hi);
}

void classifyRuns(const Run* runs, int runCount, int na, int windingA, int windingB, double band,
                  double* state, double* overlap, GapSummary& out) {
  HWY_DYNAMIC_DISPATCH(ClassifyRunsHere)(runs, runCount, na, windingA, windingB, band, state, overlap, out);
}

void writeAxes(const Run* runs, int runCount, int na, bool setsMeet, const double* state,
               const double* overlap, SatAxis* axes) {
  HWY_DYNAMIC_DISPATCH(WriteAxesHere)(runs, runCount, na, setsMeet, state, overlap, axes);
}

void straddleMasks(const OutlineColumns& rows, const OutlineColumns& lanes, double bound,
                   std::uint64_t* cross, std::uint64_t* unsure) {
  HWY_DYNAMIC_DISPATCH(StraddleMasksHere)(rows, lanes, bound, cross, unsure);
}

const char* kernelsTarget() { return HWY_DYNAMIC_DISPATCH(KernelsTargetHere)(); }

}  // namespace hitlab::detail::fast
#endif
