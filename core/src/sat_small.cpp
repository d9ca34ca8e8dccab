// sat_small.cpp — SAT of two prepared polygons of at most 8 edges each (boxes, triangles, the 8-gons of the
// benchmark), in one pass: both cross projections, every axis's classification and its record, in vector
// registers, with the per-axis flags collected as bit masks.
//
// Every value is computed by the same operations in the same order as sat.cpp's projectOnAxes and
// classifyRuns, so the result is bit for bit the general path's; a pair with an axis inside the error band
// (where the exact test decides the flag) goes the general way.
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "geom.h"
#include "simd.h"

namespace hitlab::detail {

namespace {

// Flag f of the axis in lane k of a side is bit 8 f + k of that side's word.
enum Flag {
  kApart,        // certainly separating: the gap is wider than the error band
  kClear,        // certainly overlapping: the overlap is wider than the band
  kOtherOut,     // the other shape's interval ends past the owner's on its outward side by more than the band
  kOtherIn,      // it ends short of it by more than the band
  kBackwards,    // the gap is on a's low side (the apart axis then points the other way)
  kWidest,       // the gap equals the widest gap of the pair
  kFirstLeast,   // the push taken first (in the axis owner's winding order) equals the least push
  kSecondLeast,  // the other push equals it
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
  std::uint64_t words[2];
  double widest, leastPush;
};

static_assert(std::is_trivially_copyable_v<SatAxis>);
static_assert(offsetof(SatAxis, owner) == 0 && offsetof(SatAxis, separating) == 1 &&
              offsetof(SatAxis, edge) == 4 && offsetof(SatAxis, axis) == 8 && offsetof(SatAxis, aMin) == 24 &&
              offsetof(SatAxis, bMax) == 48 && offsetof(SatAxis, overlap) == 56);

// Side 0 is a's axes (a's intervals known, b projected), side 1 b's. Lanes past a side's axes are masked
// with NaN, so that no test holds there. Writes the records of both sides' axes to `axes` (a's, then b's).
HITLAB_CLONES("avx512f", "avx2", "default")
void smallSatKernel(const SmallSide* sides, double band, SatAxis* __restrict axes, SmallSatOut& out) {
  const M8 lane = {0, 1, 2, 3, 4, 5, 6, 7}, bit = {1, 2, 4, 8, 16, 32, 64, 128}, none = {};
  const V8 zero = {}, nan = zero + std::numeric_limits<double>::quiet_NaN();
  constexpr double kInf = std::numeric_limits<double>::infinity();
  V8 widest = zero - kInf, least = zero + kInf;
  V8 gaps[2], firsts[2], seconds[2], l[2], h[2], nx[2], ny[2];
  M8 words[2];
  // The other shape's interval on each axis, as projectOnAxes rounds it, both sides in one loop of 8 steps
  // (a shape of fewer vertices repeats its last one, which changes neither end).
  for (int s = 0; s < 2; ++s)  // (memcpy: the prepared columns need no vector alignment)
    std::memcpy(&nx[s], sides[s].nx, 64), std::memcpy(&ny[s], sides[s].ny, 64);
#pragma GCC unroll 8
  for (int i = 0; i < 8; ++i)
#pragma GCC unroll 2
    for (int s = 0; s < 2; ++s) {
      const SmallSide& u = sides[s];
      const int v = i < u.vertices ? i : u.vertices - 1;
      V8 d = u.vx[v] * nx[s] + u.vy[v] * ny[s];
      l[s] = i == 0 ? d : (d < l[s] ? d : l[s]);
      h[s] = i == 0 ? d : (h[s] < d ? d : h[s]);
    }
#pragma GCC unroll 2
  for (int s = 0; s < 2; ++s) {
    const SmallSide& u = sides[s];
    V8 ownLo, ownHi;
    std::memcpy(&ownLo, u.lo, 64), std::memcpy(&ownHi, u.hi, 64);
    const V8 aLo = s == 0 ? ownLo : l[s], aHi = s == 0 ? ownHi : h[s];
    const V8 bLo = s == 0 ? l[s] : ownLo, bHi = s == 0 ? h[s] : ownHi;
    // classifyRuns's tests, as bits. (Selects take their condition straight from a comparison: a mask kept
    // in a variable makes GCC select lane by lane.)
    const V8 off = lane < u.axes ? zero : nan;
    V8 gap1 = bLo - aHi, gap2 = aLo - bHi, gap = (gap1 < gap2 ? gap2 : gap1) + off;
    M8 word = gap > band ? bit << (8 * kApart) : none;
    word |= gap < -band ? bit << (8 * kClear) : none;
    // On the owner's outward normals the owner's high end is its edge lines: the other shape is inside all of
    // them exactly when it ends short of the owner on each (a convex owner then contains it).
    const V8 reach = (s == 0 ? bHi - aHi : aHi - bHi) + off;
    word |= reach > band ? bit << (8 * kOtherOut) : none;
    word |= reach < -band ? bit << (8 * kOtherIn) : none;
    word |= gap2 > gap1 ? bit << (8 * kBackwards) : none;
    widest = gap > widest ? gap : widest;
    V8 push1 = aHi - bLo, push2 = bHi - aLo;
    V8 first = u.winding > 0 ? push1 : push2, second = u.winding > 0 ? push2 : push1;
    first = lane < u.axes ? first : nan, second = lane < u.axes ? second : nan;
    least = first < least ? first : least, least = second < least ? second : least;
    gaps[s] = gap, firsts[s] = first, seconds[s] = second, words[s] = word;
    V8 lo = aLo < bLo ? bLo : aLo, hi = bHi < aHi ? bHi : aHi;
    // The records: the 8 fields of 8 axes (a column each, the header word first: owner in byte 0,
    // separating in byte 1, edge in bytes 4 to 7) transposed into 8 whole SatAxis records.
    const M8 header = (M8{} + (s == 0 ? 'a' : 'b')) | (gap > band ? M8{} + 256 : none) | lane << 32;
    V8 c[8] = {__builtin_bit_cast(V8, header), nx[s], ny[s], aLo, aHi, bLo, bHi, hi - lo}, t[8], v[8];
    for (int i = 0; i < 8; i += 2) {
      t[i] = __builtin_shufflevector(c[i], c[i + 1], 0, 8, 2, 10, 4, 12, 6, 14);
      t[i + 1] = __builtin_shufflevector(c[i], c[i + 1], 1, 9, 3, 11, 5, 13, 7, 15);
    }
    for (int i = 0; i < 8; i += 4)
      for (int k = 0; k < 2; ++k) {
        v[i + k] = __builtin_shufflevector(t[i + k], t[i + k + 2], 0, 1, 8, 9, 4, 5, 12, 13);
        v[i + k + 2] = __builtin_shufflevector(t[i + k], t[i + k + 2], 2, 3, 10, 11, 6, 7, 14, 15);
      }
    SatAxis* rows = axes + (s == 0 ? 0 : sides[0].axes);
#pragma GCC unroll 8
    for (int j = 0; j < 8; ++j) {
      if (j == u.axes) break;
      const V8 &lo4 = v[j & 3], &hi4 = v[4 + (j & 3)];
      V8 row = j < 4 ? __builtin_shufflevector(lo4, hi4, 0, 1, 2, 3, 8, 9, 10, 11)
                     : __builtin_shufflevector(lo4, hi4, 4, 5, 6, 7, 12, 13, 14, 15);
      std::memcpy(static_cast<void*>(rows + j), &row, sizeof row);  // (SatAxis is trivially copyable)
    }
  }
  // The widest gap and the least push in every lane, then which axes have them.
  V8 t = __builtin_shufflevector(widest, widest, 4, 5, 6, 7, 0, 1, 2, 3);
  widest = t > widest ? t : widest;
  t = __builtin_shufflevector(widest, widest, 2, 3, 0, 1, 6, 7, 4, 5);
  widest = t > widest ? t : widest;
  t = __builtin_shufflevector(widest, widest, 1, 0, 3, 2, 5, 4, 7, 6);
  widest = t > widest ? t : widest;
  t = __builtin_shufflevector(least, least, 4, 5, 6, 7, 0, 1, 2, 3);
  least = t < least ? t : least;
  t = __builtin_shufflevector(least, least, 2, 3, 0, 1, 6, 7, 4, 5);
  least = t < least ? t : least;
  t = __builtin_shufflevector(least, least, 1, 0, 3, 2, 5, 4, 7, 6);
  least = t < least ? t : least;
  for (int s = 0; s < 2; ++s) {
    words[s] |= gaps[s] == widest ? bit << (8 * kWidest) : none;
    words[s] |= firsts[s] == least ? bit << (8 * kFirstLeast) : none;
    words[s] |= seconds[s] == least ? bit << (8 * kSecondLeast) : none;
  }
  // Both words ORed across their lanes: side 0's in lanes 0 to 3, side 1's in lanes 4 to 7.
  M8 w = __builtin_shufflevector(words[0], words[1], 0, 1, 2, 3, 8, 9, 10, 11) |
         __builtin_shufflevector(words[0], words[1], 4, 5, 6, 7, 12, 13, 14, 15);
  w |= __builtin_shufflevector(w, w, 2, 3, 0, 1, 6, 7, 4, 5);
  w |= __builtin_shufflevector(w, w, 1, 0, 3, 2, 5, 4, 7, 6);
  out.words[0] = static_cast<std::uint64_t>(w[0]), out.words[1] = static_cast<std::uint64_t>(w[4]);
  out.widest = widest[0], out.leastPush = least[0];
}

}  // namespace

bool smallPolygonsSat(const double* dataA, int na, double sizeA, int windingA, const double* dataB, int nb,
                      double sizeB, int windingB, SatFacts& facts, SatResult& out) {
  const int count = na + nb;
  const double M = std::max(sizeA, sizeB);
  const double band = 20 * 0x1p-53 * M + 1e-290;  // as separatingAxes's
  // (Made from the data pointers here, not copied from views: a view's fields read back in wider pieces
  // than they were written would stall store forwarding.)
  const double *xA = dataA + 4 * na, *yA = xA + na + 1, *xB = dataB + 4 * nb, *yB = xB + nb + 1;
  const SmallSide sides[2] = {
      {dataA, dataA + na, dataA + 2 * na, dataA + 3 * na, xB, yB, na, nb, double(windingA)},
      {dataB, dataB + nb, dataB + 2 * nb, dataB + 3 * nb, xA, yA, nb, na, double(windingB)}};
  out.axes.resize(static_cast<std::size_t>(count));
  SmallSatOut k;
  smallSatKernel(sides, band, out.axes.data(), k);
  // A flag of every axis in order (a's, then b's), one bit each.
  auto flags = [&](Flag f) { return (k.words[0] >> 8 * f & 0xff) | (k.words[1] >> 8 * f & 0xff) << na; };
  const std::uint64_t apart = flags(kApart), clear = flags(kClear);
  const std::uint64_t all = (std::uint64_t{1} << count) - 1;
  if ((apart | clear) != all) return false;  // an axis for the exact test: the general path
  facts.size = M;
  if (apart != 0) {
    facts.relation = Relation::Disjoint;
    const int w = std::countr_zero(flags(kWidest));
    const Vec2 n = out.axes[static_cast<std::size_t>(w)].axis;
    facts.apartAxis = flags(kBackwards) >> w & 1 ? -n : n;
  } else {
    facts.relation = Relation::Overlapping;
  }
  // Containment from each shape's own axes (the other's tests inside the band are left to the exact test).
  const std::uint64_t lanesA = (std::uint64_t{1} << na) - 1, lanesB = (std::uint64_t{1} << nb) - 1;
  facts.bNotInA = (k.words[0] >> 8 * kOtherOut & lanesA) != 0;
  facts.aNotInB = (k.words[1] >> 8 * kOtherOut & lanesB) != 0;
  facts.bInA = (k.words[0] >> 8 * kOtherIn & lanesA) == lanesA;
  facts.aInB = (k.words[1] >> 8 * kOtherIn & lanesB) == lanesB;
  facts.leastPush = k.leastPush;
  if (const std::uint64_t at = flags(kFirstLeast) | flags(kSecondLeast);
      at != 0 && k.leastPush < std::numeric_limits<double>::infinity())
    facts.leastPushAxis = std::countr_zero(at);
  out.firstSeparating = apart != 0 ? std::countr_zero(apart) : -1;
  out.mtv.reset();
  return true;
}

}  // namespace hitlab::detail
