// simd_kernels.cpp — the general SAT kernels and the straddle test of every edge pair, over 8-lane vectors
// (simd_bits.h's VD: native on AVX-512, two 256-bit halves on AVX2), compiled once per SIMD target through
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

#include "fast/sat_records.h"
#include "fast/simd.h"
#include "fast/simd_bits.h"  // per target
#include "pairs/geom.h"
#include "pairs/sat_kernels.h"

HWY_BEFORE_NAMESPACE();
namespace hitlab::detail::HWY_NAMESPACE {

// Lanes k + j below `end` (of a block starting at axis k).
HWY_INLINE MD LanesBefore(int end, int k) { return LanesBelow(std::clamp(end - k, 0, 8)); }

// Eight axes at a time stay in vector registers while the vertices stream past (two independent min/max
// chains), then four, then one by one.
void ProjectOnAxesHere(const Geom& g, const double* __restrict nx, const double* __restrict ny, int count,
                       double* __restrict lo, double* __restrict hi) {
  const Vec2* v = g.v();
  const int n = g.kind == Kind::Disk ? 1 : g.n;
  int k = 0;
  for (; k + 8 <= count; k += 8) {
    VD ax, ay;  // (memcpy: the columns need no vector alignment)
    std::memcpy(&ax, nx + k, sizeof ax), std::memcpy(&ay, ny + k, sizeof ay);
    VD l = v[0].x * ax + v[0].y * ay, h = l;
    for (int i = 1; i < n; ++i) {
      const VD d = v[i].x * ax + v[i].y * ay;
      l = Select(Lt(d, l), d, l);  // std::min(l, d)
      h = Select(Lt(h, d), d, h);  // std::max(h, d)
    }
    std::memcpy(lo + k, &l, sizeof l), std::memcpy(hi + k, &h, sizeof h);
  }
  for (; k + 4 <= count; k += 4) {
    V4 ax, ay;
    std::memcpy(&ax, nx + k, 32), std::memcpy(&ay, ny + k, 32);
    V4 l = v[0].x * ax + v[0].y * ay, h = l;
    for (int i = 1; i < n; ++i) {
      const V4 d = v[i].x * ax + v[i].y * ay;
      l = d < l ? d : l, h = h < d ? d : h;
    }
    std::memcpy(lo + k, &l, 32), std::memcpy(hi + k, &h, 32);
  }
  for (; k < count; ++k) {
    double l = v[0].x * nx[k] + v[0].y * ny[k], h = l;
    for (int i = 1; i < n; ++i) {
      const double d = v[i].x * nx[k] + v[i].y * ny[k];
      l = d < l ? d : l, h = h < d ? d : h;
    }
    lo[k] = l, hi[k] = h;
  }
  if (g.kind == Kind::Disk)
    for (int j = 0; j < count; ++j) lo[j] -= g.r, hi[j] += g.r;
}

// Branch-free, 8 axes per vector: the flags of a disjoint pair's axes follow no pattern a branch could
// predict.
void ClassifyRunsHere(const Run* runs, int runCount, int na, int windingA, int windingB, double band,
                      double* __restrict state, double* __restrict overlap, GapSummary& out) {
  const VD zero{}, one = Splat(1), two = Splat(2), nan = Splat(std::numeric_limits<double>::quiet_NaN());
  const VD plusBand = Splat(band), minusBand = Splat(-band), wA = Splat(windingA), wB = Splat(windingB);
  VD apart = zero, clear = zero, aOut = zero, bOut = zero, widest = Splat(out.widest);
  VD least = Splat(out.leastPush);
  int count = 0;
  for (int r = 0; r < runCount; ++r) {
    const Run& u = runs[r];
    count += u.end - u.begin;
    for (int k = u.begin; k < u.end; k += 8) {
      VD aLo, aHi, bLo, bHi;
      std::memcpy(&aLo, u.aLo + k, sizeof aLo), std::memcpy(&aHi, u.aHi + k, sizeof aHi);
      std::memcpy(&bLo, u.bLo + k, sizeof bLo), std::memcpy(&bHi, u.bHi + k, sizeof bHi);
      // Lanes past `end` compare as NaN, so no test holds there.
      const MD inRun = LanesBefore(u.end, k);
      const VD off = Select(inRun, zero, nan);
      const VD gap1 = bLo - aHi, gap2 = aLo - bHi, gap = Select(Lt(gap1, gap2), gap2, gap1) + off;
      apart = apart + Select(Lt(plusBand, gap), one, zero),
      clear = clear + Select(Lt(gap, minusBand), one, zero);
      const VD st = Select(Lt(plusBand, gap), one, Select(Lt(gap, minusBand), zero, two));
      const VD aPast = aHi - bHi, aUnder = bLo - aLo, bPast = bHi - aHi, bUnder = aLo - bLo;
      const VD aReach = Select(Lt(aPast, aUnder), aUnder, aPast) + off;
      const VD bReach = Select(Lt(bPast, bUnder), bUnder, bPast) + off;
      aOut = aOut + Select(Lt(plusBand, aReach), one, zero);  // a reaches past b on this axis
      bOut = bOut + Select(Lt(plusBand, bReach), one, zero);
      widest = Select(Lt(widest, gap), gap, widest);
      const VD w = Select(LanesBefore(na, k), wA, wB);
      const VD push1 = aHi - bLo, push2 = bHi - aLo;
      const MD ccw = Lt(zero, w);
      const VD first = Select(inRun, Select(ccw, push1, push2), nan);
      const VD second = Select(inRun, Select(ccw, push2, push1), nan);
      least = Select(Lt(first, least), first, least), least = Select(Lt(second, least), second, least);
      const VD lo = Select(Lt(aLo, bLo), bLo, aLo), hi = Select(Lt(bHi, aHi), bHi, aHi), ov = hi - lo;
      // All 8 lanes are stored: the next block or run writes over those past `end` (the caller leaves room).
      std::memcpy(state + k, &st, sizeof st), std::memcpy(overlap + k, &ov, sizeof ov);
    }
  }
  double lanes[6][8];
  std::memcpy(lanes[0], &apart, 64), std::memcpy(lanes[1], &clear, 64), std::memcpy(lanes[2], &aOut, 64);
  std::memcpy(lanes[3], &bOut, 64), std::memcpy(lanes[4], &widest, 64), std::memcpy(lanes[5], &least, 64);
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
  const MD lane = LaneIndex();
  for (int r = 0; r < runCount; ++r) {
    const Run& u = runs[r];
    for (int k = u.begin; k < u.end; k += 8) {
      VD c[8];
      std::memcpy(&c[1], u.nx + k, 64), std::memcpy(&c[2], u.ny + k, 64);
      std::memcpy(&c[3], u.aLo + k, 64), std::memcpy(&c[4], u.aHi + k, 64);
      std::memcpy(&c[5], u.bLo + k, 64), std::memcpy(&c[6], u.bHi + k, 64);
      std::memcpy(&c[7], overlap + k, 64);
      VD st;
      std::memcpy(&st, state + k, 64);
      // The header word: owner (byte 0), separating (byte 1), edge (bytes 4 to 7).
      const MD mine = LanesBefore(na, k), index = lane + k;
      const MD edge = SelectBits(mine, index, index + (-na));
      const MD separating = setsMeet ? MD{} : Eq(st, Splat(1.0)) & SplatBits(1);
      const MD header = SelectBits(mine, SplatBits('a'), SplatBits('b')) | separating << 8 |
                        (edge & SplatBits(0xffffffff)) << 32;
      c[0] = FromBits(header);
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
// follows no pattern a branch could predict. Lane j reads its edge's end from lane j + 1 (the columns repeat
// the first vertex after the last), so both ends' sides come from one evaluation per vertex. The lanes read 8
// entries of x, x + 1, y and y + 1 (columnsSize leaves room).
void StraddleMasksHere(const OutlineColumns& rows, const OutlineColumns& lanes, double bound,
                       std::uint64_t* __restrict cross, std::uint64_t* __restrict unsure) {
  VD lx, ly, lex, ley;
  std::memcpy(&lx, lanes.x, sizeof lx), std::memcpy(&ly, lanes.y, sizeof ly);
  std::memcpy(&lex, lanes.ex, sizeof lex), std::memcpy(&ley, lanes.ey, sizeof ley);
  const VD ldx = lex - lx, ldy = ley - ly;  // each lane edge's direction, as filter::orient rounds it
  const VD zero{}, plusBound = Splat(bound), minusBound = Splat(-bound);
  alignas(64) static constexpr long long kWeights[8] = {1, 2, 4, 8, 16, 32, 64, 128};
  MD weight;
  std::memcpy(&weight, kWeights, sizeof weight);
  const MD valid = LanesBelow(lanes.edges);
  // Row vertex k against every lane edge's line (pivot the lane edge's start): certainly left, right.
  VD dX = Splat(rows.x[0]) - lx, dY = Splat(rows.y[0]) - ly;
  VD r0 = ldy * dX, s0 = ldx * dY - r0;
  MD crossAcc{}, unsureAcc{};
  MD left0 = Lt(plusBound, s0), right0 = Lt(s0, minusBound);
  for (int r = 0; r < rows.edges; ++r) {
    const double px = rows.x[r], py = rows.y[r], ex = rows.ex[r] - px, ey = rows.ey[r] - py;
    // Every lane vertex against row edge r (pivot its start p): orient(p, q, v) negates ex dY - ey dX
    // exactly, dX and dY being p - v.
    const VD rl = ey * dX, sl = ex * dY - rl;
    const MD leftL = Lt(plusBound, zero - sl), rightL = Lt(plusBound, sl);
    const MD leftL1 = RotateDown1(leftL), rightL1 = RotateDown1(rightL);
    // The row edge's end against the lane lines.
    dX = Splat(rows.ex[r]) - lx, dY = Splat(rows.ey[r]) - ly;
    const VD r1 = ldy * dX, s1 = ldx * dY - r1;
    const MD left1 = Lt(plusBound, s1), right1 = Lt(s1, minusBound);
    const MD miss = (left0 & left1) | (right0 & right1) | (leftL & leftL1) | (rightL & rightL1);
    const MD crosses = ((left0 & right1) | (right0 & left1)) & ((leftL & rightL1) | (rightL & leftL1));
    const MD open = valid & ~miss;
    // Row r's lanes go to bits 8 (r % 8) + j of word r / 8: collected in the lanes, ORed across them once per
    // word (a reduction per row costs more than the row's test).
    const MD bit = weight << (8 * (r & 7));
    crossAcc = crossAcc | (open & crosses & bit), unsureAcc = unsureAcc | (open & ~crosses & bit);
    if ((r & 7) == 7 || r + 1 == rows.edges) {
      cross[r / 8] = OrLanes(crossAcc), unsure[r / 8] = OrLanes(unsureAcc);
      crossAcc = MD{}, unsureAcc = MD{};
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
