// sat_small.cpp — SAT of two polygons (or rects) of at most 8 edges each, prepared (PreparedShape, or on the
// stack for a plain pair), in one pass: both cross projections, every axis's classification and its record,
// in vector registers, with the per-axis flags and each vertex's side of the other's edge lines as bit
// masks. Those also give the relation, certain containment and the straddle test of every edge pair
// (pair_polytope.cpp) without another pass over the vertices.
//
// Every value is computed by the same operations in the same order as simd_kernels.cpp's projectOnAxes and
// classifyRuns, so the result is bit for bit the general path's; a pair with an axis inside the error band
// (where the exact test decides the flag) goes the general way. Compiled once per SIMD target (Highway's
// foreach_target) and picked at run time, written once over 8 lanes (lanes8-inl.h).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "fast/sat_small.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "fast/closest_small-inl.h"  // per target
#include "fast/fast_paths.h"
#include "fast/lanes8-inl.h"  // per target
#include "hitlab/detail/bounds.h"
#include "pairs/sat.h"
#include "pairs/views.h"

#ifndef HITLAB_SAT_SMALL_ONCE
#define HITLAB_SAT_SMALL_ONCE
namespace hitlab::detail {

// The flags of one side's axes, lane k of a side is bit k.
enum Flag {
  kApart,        // certainly separating: the gap is wider than the error band
  kClear,        // certainly overlapping: the overlap is wider than the band
  kOtherOut,     // the other shape's interval ends past the owner's on its outward side by more than the band
  kOtherIn,      // it ends short of it by more than the band
  kBackwards,    // the gap is on a's low side (the apart axis then points the other way)
  kWidest,       // the gap equals the widest gap of the pair
  kFirstLeast,   // the push taken first (in the axis owner's winding order) equals the least push
  kSecondLeast,  // the other push equals it
  kFlags
};

// One side's axes: the owner's unit normals and own intervals (prepared, 8 readable entries each), and the
// other shape's vertices to project on them.
struct SmallSide {
  const double *nx, *ny, *lo, *hi;
  const double *vx, *vy;
  int axes, vertices;
  double winding;
};

struct SmallSatOut {
  std::uint8_t flags[2][kFlags];  // per side
  // Vertex i of the other shape against the owner's edge line k, bit 8 i + k: certainly outside, inside.
  std::uint64_t outside[2], inside[2];
  double leastPush;
};

}  // namespace hitlab::detail
#endif

HWY_BEFORE_NAMESPACE();
namespace hitlab::detail::HWY_NAMESPACE {

// The other shape's vertex i on each of a side's axes (a shape of fewer vertices repeats its last one).
HWY_INLINE VD ProjectVertex(const SmallSide& u, VD nx, VD ny, int i) {
  const int v = i < u.vertices ? i : u.vertices - 1;
  return u.vx[v] * nx + u.vy[v] * ny;
}

// Side 0 is a's axes (a's intervals known, b projected), side 1 b's. Writes the records of both sides' axes
// to `axes` (a's, then b's) when kTable; without it (a contact query: no SAT detail, no distance) neither the
// records nor the widest gap. Lanes past a side's axes are masked with NaN where a value feeds a reduction,
// and their bits are dropped by the caller.
template <bool kTable>
HWY_INLINE void SmallSatKernel(const SmallSide* sides, double band, SatAxis* __restrict axes,
                               SmallSatOut& out) {
  const VD zero = Splat(0), nan = Splat(std::numeric_limits<double>::quiet_NaN()), plusBand = Splat(band),
           minusBand = Splat(-band);
  constexpr double kInf = std::numeric_limits<double>::infinity();
  VD widest = zero - kInf, least = zero + kInf;
  VD gaps[2], firsts[2], seconds[2], l[2], h[2], nx[2], ny[2], ownLo[2], ownHi[2];
  // The other shape's interval on each axis, as projectOnAxes rounds it, both sides in one loop of 8 steps
  // (a shape of fewer vertices repeats its last one, which changes neither end).
  for (int s = 0; s < 2; ++s) {
    nx[s] = Load8(sides[s].nx), ny[s] = Load8(sides[s].ny);
    ownLo[s] = Load8(sides[s].lo), ownHi[s] = Load8(sides[s].hi);
  }
  // Both sides interleaved where their vectors fit the registers (one vector per VD: AVX-512); one side after
  // the other where a VD is several vectors (AVX2's 16 registers would spill both sides' 24).
#pragma GCC unroll 16
  for (int step = 0; step < 16; ++step) {
    const int i = kParts == 1 ? step / 2 : step % 8, s = kParts == 1 ? step % 2 : step / 8;
    const VD d = ProjectVertex(sides[s], nx[s], ny[s], i);
    l[s] = i == 0 ? d : Min(d, l[s]);
    h[s] = i == 0 ? d : Max(d, h[s]);
  }
#pragma GCC unroll 2
  for (int s = 0; s < 2; ++s) {
    const SmallSide& u = sides[s];
    const VD aLo = s == 0 ? ownLo[s] : l[s], aHi = s == 0 ? ownHi[s] : h[s];
    const VD bLo = s == 0 ? l[s] : ownLo[s], bHi = s == 0 ? h[s] : ownHi[s];
    // classifyRuns's tests, as bits.
    const MD used = LanesBelow(u.axes);
    const VD off = Select(used, zero, nan);
    VD gap1 = bLo - aHi, gap2 = aLo - bHi, gap = Max(gap2, gap1) + off;
    std::uint8_t* f = out.flags[s];
    f[kApart] = Greater(gap, plusBand);
    f[kClear] = Greater(minusBand, gap);
    if constexpr (kTable) f[kBackwards] = Greater(gap2, gap1);
    // On the owner's outward normals the owner's high end is its edge lines: the other shape is inside all of
    // them exactly when it ends short of the owner on each (a convex owner then contains it).
    const VD reach = s == 0 ? bHi - aHi : aHi - bHi;
    f[kOtherOut] = Greater(reach, plusBand);
    f[kOtherIn] = Greater(minusBand, reach);
    if constexpr (kTable) widest = Max(gap, widest);
    VD push1 = aHi - bLo, push2 = bHi - aLo;
    VD first = u.winding > 0 ? push1 : push2, second = u.winding > 0 ? push2 : push1;
    first = Select(used, first, nan), second = Select(used, second, nan);
    least = Min(first, least), least = Min(second, least);
    gaps[s] = gap, firsts[s] = first, seconds[s] = second;
    if constexpr (kTable) {
      VD lo = Max(bLo, aLo), hi = Min(bHi, aHi);
      // The records (the header word: owner in byte 0, separating in byte 1, edge in bytes 4 to 7).
      const VD header = RecordHeader(LanesBelow(s == 0 ? 8 : 0), Lt(plusBand, gap), 0, 0);
      const VD c[8] = {header, nx[s], ny[s], aLo, aHi, bLo, bHi, hi - lo};
      StoreRecords(c, u.axes, axes + (s == 0 ? 0 : sides[0].axes));
    }
  }
  // (A contact of apart shapes needs no more: no depth, no meeting points.)
  if constexpr (!kTable) {
    if ((out.flags[0][kApart] | out.flags[1][kApart]) != 0) return;
  }
  // The widest gap and the least push in every lane, then which axes have them.
  if constexpr (kTable) widest = AllMax(widest);
  least = AllMin(least);
  for (int s = 0; s < 2; ++s) {
    if constexpr (kTable) out.flags[s][kWidest] = Equal(gaps[s], widest);
    out.flags[s][kFirstLeast] = Equal(firsts[s], least);
    out.flags[s][kSecondLeast] = Equal(seconds[s], least);
  }
  out.leastPush = Lane0(least);
  // Each vertex's side of each of the owner's edge lines, only for pairs with no separating axis (the pair
  // code reads them for the crossings): on an outward unit normal the high end of a convex owner is that
  // edge's line, both rounded projections are within 6u M of the exact ones and their difference rounds by
  // at most 2u M, so a projection past it (or short of it) by more than the band (20u M) is a side the exact
  // orientation agrees with. (The projections again: keeping them costs more registers than they take.)
  std::uint64_t outside[2] = {}, inside[2] = {};
  if ((out.flags[0][kApart] | out.flags[1][kApart]) == 0) {
    // (In the projections' order by target, for the same reason.)
#pragma GCC unroll 16
    for (int step = 0; step < 16; ++step) {
      const int i = kParts == 1 ? step / 2 : step % 8, s = kParts == 1 ? step % 2 : step / 8;
      const VD past = ProjectVertex(sides[s], nx[s], ny[s], i) - ownHi[s];
      outside[s] |= std::uint64_t{Greater(past, plusBand)} << 8 * i;
      inside[s] |= std::uint64_t{Greater(minusBand, past)} << 8 * i;
    }
  }
  for (int s = 0; s < 2; ++s) out.outside[s] = outside[s], out.inside[s] = inside[s];
}

const char* TargetHere() { return hwy::TargetName(HWY_TARGET); }

// smallPolygonsSat on this target (the kernels inlined: one dispatch per pair).
bool SmallPolygonsSatHere(const double* dataA, int na, double sizeA, int windingA, const double* dataB,
                          int nb, double sizeB, int windingB, SatFacts& facts, SatResult* out) {
  const int count = na + nb;
  const double M = std::max(sizeA, sizeB);
  const double band = bounds::satGap(M);  // as separatingAxes's
  // (Made from the data pointers here, not copied from views: a view's fields read back in wider pieces
  // than they were written would stall store forwarding.)
  const double *xA = dataA + 4 * na, *yA = xA + na + 1, *xB = dataB + 4 * nb, *yB = xB + nb + 1;
  const SmallSide sides[2] = {
      {dataA, dataA + na, dataA + 2 * na, dataA + 3 * na, xB, yB, na, nb, double(windingA)},
      {dataB, dataB + nb, dataB + 2 * nb, dataB + 3 * nb, xA, yA, nb, na, double(windingB)}};
  if (out) out->axes.resize(static_cast<std::size_t>(count));
  // Axis k's unit normal, from the prepared data (the records just stored would be read back in narrower
  // pieces than they were written, which stalls store forwarding).
  auto normal = [&](int k) {
    return k < na ? Vec2{dataA[k], dataA[na + k]} : Vec2{dataB[k - na], dataB[nb + k - na]};
  };
  SmallSatOut k;
  if (out)
    SmallSatKernel<true>(sides, band, out->axes.data(), k);
  else
    SmallSatKernel<false>(sides, band, nullptr, k);
  // A flag of every axis in order (a's, then b's), one bit each.
  const std::uint64_t lanesA = (std::uint64_t{1} << na) - 1, lanesB = (std::uint64_t{1} << nb) - 1;
  auto flags = [&](Flag f) { return (k.flags[0][f] & lanesA) | (k.flags[1][f] & lanesB) << na; };
  const std::uint64_t apart = flags(kApart), clear = flags(kClear);
  const std::uint64_t all = (std::uint64_t{1} << count) - 1;
  if ((apart | clear) != all) return false;  // an axis for the exact test: the general path
  facts.size = M;
  if (apart != 0) {
    facts.relation = Relation::Disjoint;
    if (!out) return true;  // (a contact has no distance to measure: no widest gap either)
    const int w = std::countr_zero(flags(kWidest));
    const Vec2 n = normal(w);
    facts.apartAxis = flags(kBackwards) >> w & 1 ? -n : n;
    // The distance's square right away, from the same data (for polytopePair).
    OutlineColumns ca, cb;
    ca.n = ca.edges = na, ca.x = xA, ca.y = yA, ca.ex = xA + 1, ca.ey = yA + 1;
    cb.n = cb.edges = nb, cb.x = xB, cb.y = yB, cb.ex = xB + 1, cb.ey = yB + 1;
    facts.apartSquare = SmallClosestSquare(ca, cb, facts.apartAxis.x, facts.apartAxis.y, M, w);
    facts.hasApartSquare = true;
  } else {
    facts.relation = Relation::Overlapping;
  }
  // Containment from each shape's own axes (the other's tests inside the band are left to the exact test).
  facts.bNotInA = (k.flags[0][kOtherOut] & lanesA) != 0,
  facts.aNotInB = (k.flags[1][kOtherOut] & lanesB) != 0;
  facts.bInA = (k.flags[0][kOtherIn] & lanesA) == lanesA,
  facts.aInB = (k.flags[1][kOtherIn] & lanesB) == lanesB;
  facts.leastPush = k.leastPush;
  if (const std::uint64_t at = flags(kFirstLeast) | flags(kSecondLeast);
      at != 0 && k.leastPush < std::numeric_limits<double>::infinity()) {
    const int m = std::countr_zero(at);
    facts.leastPushAxis = m;
    // (The move polygonDepthFromSat takes at that axis: along it when the push found there is the one the
    // owner's winding takes first from a's side, else against it.)
    const bool aFirst = (m < na ? windingA : windingB) > 0, first = flags(kFirstLeast) >> m & 1;
    facts.leastPushMove = first == aFirst ? normal(m) : -normal(m);
    facts.hasLeastPushMove = true;
  }
  facts.hasSides = true;
  facts.bOutsideA = k.outside[0], facts.bInsideA = k.inside[0];
  facts.aOutsideB = k.outside[1], facts.aInsideB = k.inside[1];
  if (out) {
    out->firstSeparating = apart != 0 ? std::countr_zero(apart) : -1;
    out->mtv.reset();
  }
  return true;
}

}  // namespace hitlab::detail::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hitlab::detail {

HWY_EXPORT(SmallPolygonsSatHere);
HWY_EXPORT(TargetHere);

const char* smallSatTarget() { return HWY_DYNAMIC_DISPATCH(TargetHere)(); }

bool smallPolygonsSat(const double* dataA, int na, double sizeA, int windingA, const double* dataB, int nb,
                      double sizeB, int windingB, SatFacts& facts, SatResult* out) {
  return HWY_DYNAMIC_DISPATCH(SmallPolygonsSatHere)(dataA, na, sizeA, windingA, dataB, nb, sizeB, windingB,
                                                    facts, out);
}

}  // namespace hitlab::detail
#endif
