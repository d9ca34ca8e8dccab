// scaling.h — every pair is evaluated within a comfortable range of magnitudes (internal).
//
// Scaling by a power of two is exact for doubles (while nothing underflows) and commutes with every exact
// decision, so a pair whose largest magnitude M lies outside [2^-64, 2^128) is evaluated scaled by 2^-k
// (so that the scaled M lies in [2^126, 2^127): the most room below it for small results) and its results
// scaled back by 2^k. The pair code then never sees products overflow or underflow wholesale, and the
// results of (2^j a, 2^j b) are those of (a, b) times 2^j bit for bit wherever nothing is subnormal. A
// pair scaled down stops short where bits of its smallest coordinates would be lost; when even that leaves
// it out of range (coordinates spanning more than 2^1200), the decisions (relation, containment,
// separating flags) come from the exact predicates on the pair as given, the constructions from the
// scaled pair. A number that the scaling back would round a second time (into the subnormals) or that kept
// too few bits (a subnormal at the working scale, or a meeting point's coordinate that underflowed to 0
// there) is rounded once from the pair as given (scaling.cpp).
#pragma once

#include "hitlab/relation.h"

namespace hitlab::detail {

/// Pairs whose largest magnitude M satisfies 2^-kLowExponent <= M < 2^kHighExponent (or M == 0) are
/// evaluated as given.
inline constexpr int kLowExponent = 64, kHighExponent = 128;
/// Where a pair outside that range is scaled to: its largest magnitude in [2^126, 2^127).
inline constexpr int kTargetExponent = 126;

/// True when a pair of these largest magnitudes is evaluated as given.
inline bool inComfortableRange(double magnitudeA, double magnitudeB) {
  const double m = magnitudeA > magnitudeB ? magnitudeA : magnitudeB;
  return m == 0 || (m >= 0x1p-64 && m < 0x1p128);
}

/// The k with which evaluate() works on a pair: it evaluates (2^-k a, 2^-k b) and scales the results back by
/// 2^k; 0 for a pair in the comfortable range.
int workingShift(const Shape& a, const Shape& b);
/// s with every coordinate and radius times 2^k; `exact` is cleared when a value loses bits.
Shape scaledShape(const Shape& s, int k, bool& exact);
/// Every length and position of r times 2^k (points, distance, depth, mtv, SAT intervals); a positive
/// distance or depth, or a non-zero mtv, that would round to zero keeps its sign as the smallest double.
void scaleResult(PairResult& r, int k);

/// evaluate() of a pair outside the comfortable range: scaled in, evaluated, scaled back.
PairResult evaluateRescaled(const Shape& a, const Shape& b, std::string_view nameA, std::string_view nameB);

}  // namespace hitlab::detail
