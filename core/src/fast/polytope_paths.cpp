// polytope_paths.cpp — two shortcuts of pairs/pair_polytope.cpp's polygon pairs, each equal bit for bit to
// the reference code it replaces (tests/check_fast_equals_reference.sh compares every result of both builds):
//   prunedSquaredDistance  = min(minSquaredVertexToEdge(a, b), minSquaredVertexToEdge(b, a)) for two apart
//                            polygons, measuring only the pairs that can be the closest
//   straddleFromSides      = straddleMasks for two polygons of at most 8 edges, from the vertex sides SAT's
//                            small kernel (sat_small.cpp) found
#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>

#include "fast/fast_paths.h"
#include "hitlab/detail/bounds.h"
#include "pairs/constructions.h"
#include "pairs/sat.h"
#include "pairs/views.h"

namespace hitlab::detail {

// The same minimum over both directions for two disjoint polygons, measuring only the pairs that could be
// the closest. On the unit axis n of SAT's widest gap (from a towards b) every rounded projection t is
// within E = 6u M of the exact one (u = 2^-53, M the largest |x| + |y|), so a vertex p of a lies at least
// bLo - t(p) - 2E from all of b, and an edge of b at least min(t(q), t(q')) - aHi - 2E from all of a (and
// the same the other way round). A measured square is at least (d - 8u M)^2 (1 - 4u) for a pair at distance
// d (the rounded closest point is within 8u M of the edge, then four relative roundings), so a pair whose
// bound exceeds the root of one measured square by 64u M + 2E cannot measure less: it is skipped.
double prunedSquaredDistance(const OutlineColumns& ca, const OutlineColumns& cb, const SatFacts& f) {
  constexpr int kMax = 64;
  if (ca.n > kMax || cb.n > kMax) return -1;
  double ta[kMax], tb[kMax];
  const double nx = f.apartAxis.x, ny = f.apartAxis.y;
  int ia = 0, ib = 0;  // a's vertex furthest along n, b's vertex least far
  double aHi = -std::numeric_limits<double>::infinity(), bLo = std::numeric_limits<double>::infinity();
  for (int i = 0; i < ca.n; ++i) {
    double t = ca.x[i] * nx + ca.y[i] * ny;
    ta[i] = t;
    if (t > aHi) aHi = t, ia = i;
  }
  for (int j = 0; j < cb.n; ++j) {
    double t = cb.x[j] * nx + cb.y[j] * ny;
    tb[j] = t;
    if (t < bLo) bLo = t, ib = j;
  }
  auto next = [](int i, int n) { return i + 1 == n ? 0 : i + 1; };
  auto prev = [](int i, int n) { return i == 0 ? n - 1 : i - 1; };
  // A first measure from the two extreme vertices and the edges at the other's extreme vertex: the closer
  // it is, the more pairs the bound rules out.
  const int pa = prev(ia, ca.n), pb = prev(ib, cb.n);
  double best =
      std::min(std::min(vertexEdgeSquare(ca.x[ia], ca.y[ia], cb.x[ib], cb.y[ib], cb.ex[ib], cb.ey[ib]),
                        vertexEdgeSquare(ca.x[ia], ca.y[ia], cb.x[pb], cb.y[pb], cb.ex[pb], cb.ey[pb])),
               std::min(vertexEdgeSquare(cb.x[ib], cb.y[ib], ca.x[ia], ca.y[ia], ca.ex[ia], ca.ey[ia]),
                        vertexEdgeSquare(cb.x[ib], cb.y[ib], ca.x[pa], ca.y[pa], ca.ex[pa], ca.ey[pa])));
  const double reach = bounds::closestPairReach(best, f.size);
  // Which vertices and edges of each can be closest, and the measure of a pair.
  auto nearOfA = [&](int i) { return bLo - ta[i] <= reach; };
  auto edgeOfA = [&](int i) { return bLo - std::max(ta[i], ta[next(i, ca.n)]) <= reach; };
  auto nearOfB = [&](int j) { return tb[j] - aHi <= reach; };
  auto edgeOfB = [&](int j) { return std::min(tb[j], tb[next(j, cb.n)]) - aHi <= reach; };
  auto measureAB = [&](int i, int j) {  // a's vertex i against b's edge j
    best = std::min(best, vertexEdgeSquare(ca.x[i], ca.y[i], cb.x[j], cb.y[j], cb.ex[j], cb.ey[j]));
  };
  auto measureBA = [&](int j, int i) {
    best = std::min(best, vertexEdgeSquare(cb.x[j], cb.y[j], ca.x[i], ca.y[i], ca.ex[i], ca.ey[i]));
  };
  if (ca.n <= 8 && cb.n <= 8) {
    // The pairs as bit 8i + j of a word per direction (a's vertex i with b's edge j, then b's vertex j with
    // a's edge i), less the four measured already: one loop over set bits, no nested loops of a few steps.
    std::uint64_t nearA = 0, nearB = 0, edgesA = 0, edgesB = 0;
    for (int i = 0; i < ca.n; ++i)
      nearA |= std::uint64_t{nearOfA(i)} << 8 * i, edgesA |= std::uint64_t{edgeOfA(i)} << i;
    for (int j = 0; j < cb.n; ++j)
      nearB |= std::uint64_t{nearOfB(j)} << 8 * j, edgesB |= std::uint64_t{edgeOfB(j)} << j;
    constexpr std::uint64_t kEveryByte = 0x0101010101010101;
    std::uint64_t ab = nearA * 0xff & edgesB * kEveryByte, ba = nearB * 0xff & edgesA * kEveryByte;
    ab &= ~(std::uint64_t{1} << (8 * ia + ib) | std::uint64_t{1} << (8 * ia + pb));
    ba &= ~(std::uint64_t{1} << (8 * ib + ia) | std::uint64_t{1} << (8 * ib + pa));
    for (; ab != 0; ab &= ab - 1) {
      const int bit = std::countr_zero(ab);
      measureAB(bit / 8, bit % 8);
    }
    for (; ba != 0; ba &= ba - 1) {
      const int bit = std::countr_zero(ba);
      measureBA(bit / 8, bit % 8);
    }
    return best;
  }
  // Bigger polygons: the vertices and edges listed once, then every listed pair.
  int nearA[kMax], nearB[kMax], edgesA[kMax], edgesB[kMax];
  int nNearA = 0, nNearB = 0, nEdgesA = 0, nEdgesB = 0;
  for (int i = 0; i < ca.n; ++i)
    nearA[nNearA] = i, nNearA += nearOfA(i), edgesA[nEdgesA] = i, nEdgesA += edgeOfA(i);
  for (int j = 0; j < cb.n; ++j)
    nearB[nNearB] = j, nNearB += nearOfB(j), edgesB[nEdgesB] = j, nEdgesB += edgeOfB(j);
  for (int u = 0; u < nNearA; ++u)
    for (int w = 0; w < nEdgesB; ++w) measureAB(nearA[u], edgesB[w]);
  for (int u = 0; u < nNearB; ++u)
    for (int w = 0; w < nEdgesA; ++w) measureBA(nearB[u], edgesA[w]);
  return best;
}

// The straddle test of every edge pair from the vertex sides SAT found (SatFacts::hasSides; both outlines of
// at most 8 edges): bit 8 i + j of `cross` when a's edge i and b's edge j certainly cross properly, of
// `unsure` when the sides cannot tell (the exact predicates decide), as straddleMasks gives them.
void straddleFromSides(const SatFacts& f, int na, int nb, std::uint64_t& cross, std::uint64_t& unsure) {
  constexpr std::uint64_t kEveryByte = 0x0101010101010101;
  auto bytesBelow = [](int count) {
    return count >= 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << 8 * count) - 1;
  };
  // Byte j becomes vertex j + 1's (the last takes vertex 0's): the end of edge j.
  auto ends = [&](std::uint64_t w, int count) {
    return (w >> 8 & bytesBelow(count - 1)) | (w & 0xff) << 8 * (count - 1);
  };
  // Bit 8 r + c to bit 8 c + r (an 8 x 8 bit matrix transposed in three swaps).
  auto transpose = [](std::uint64_t x) {
    x = (x & 0xAA55AA55AA55AA55) | (x & 0x00AA00AA00AA00AA) << 7 | (x >> 7 & 0x00AA00AA00AA00AA);
    x = (x & 0xCCCC3333CCCC3333) | (x & 0x0000CCCC0000CCCC) << 14 | (x >> 14 & 0x0000CCCC0000CCCC);
    return (x & 0xF0F0F0F00F0F0F0F) | (x & 0x00000000F0F0F0F0) << 28 | (x >> 28 & 0x00000000F0F0F0F0);
  };
  // b's edge j against a's line i (bit 8 j + i), then a's edge i against b's line j (bit 8 i + j).
  const std::uint64_t bOut = f.bOutsideA, bIn = f.bInsideA, bOutEnd = ends(bOut, nb), bInEnd = ends(bIn, nb);
  const std::uint64_t aOut = f.aOutsideB, aIn = f.aInsideB, aOutEnd = ends(aOut, na), aInEnd = ends(aIn, na);
  const std::uint64_t straddles =
      transpose((bOut & bInEnd) | (bIn & bOutEnd)) & ((aOut & aInEnd) | (aIn & aOutEnd));
  const std::uint64_t misses =
      transpose((bOut & bOutEnd) | (bIn & bInEnd)) | (aOut & aOutEnd) | (aIn & aInEnd);
  const std::uint64_t valid = bytesBelow(na) & kEveryByte * ((1u << nb) - 1);
  cross = valid & straddles, unsure = valid & ~straddles & ~misses;
}

}  // namespace hitlab::detail
