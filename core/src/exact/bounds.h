// bounds.h — the static error bounds of the floating-point filters in core/src, each written once as a
// function of the magnitudes of its inputs (Shewchuk's orient2d bound is the model): a rounded value whose
// magnitude exceeds its bound has the sign of the exact value, so a filter that says "certain" is right and
// only the rest goes to the exact predicates (exact.h). No bound is an epsilon: each follows from IEEE 754
// rounding (every operation within u = 2^-53 relative, products exact below the underflow guard).
//
// The three constants come from hitlab/classify.h, whose inline filters (public, for hot loops) use them too.
#pragma once

#include <cmath>

#include "hitlab/classify.h"

namespace hitlab::bounds {

/// The unit roundoff of double: every rounded operation is within kU of its exact result, relatively.
inline constexpr double kU = filter::kU;
/// Below this magnitude products may have underflowed (lost relative accuracy): nothing is certain there.
inline constexpr double kUnderflowGuard = filter::kUnderflowGuard;

/// a b - c d (a cross or dot product of rounded differences): within 8u (|a b| + |c d|) of the exact value.
inline constexpr double kProductDifference = filter::kProductBound;
/// A sum of two rounded products or squares (a squared distance, dot(e, w)): within 8u of the exact terms'
/// magnitudes (6u from the roundings, 2u for the bound's own rounding).
inline constexpr double kSumOfProducts = 8 * kU;

/// The sign of a sum of two products whose magnitudes add to `absTerms` is certain beyond this.
inline double sumOfProducts(double absTerms) { return kSumOfProducts * absTerms + kUnderflowGuard; }

/// The orientation of three points with every coordinate within [-S, S] (the straddle test of a whole pair
/// of outlines): the differences are within 2S, so each product is below 4 S^2, and the rounded orientation
/// is within kProductDifference (|a b| + |c d|) <= 8u 4 S^2 of the exact one; the margins absorb the
/// bound's own roundings. An overflowing S^2 gives infinity: nothing is certified (slow but right).
inline double orientForMagnitude(double S) {
  constexpr double kMargin = 1 + 0x1p-40;
  return (4 * kProductDifference * (S * S) * kMargin + kUnderflowGuard) * kMargin;
}

/// A rounded projection dot(v, n) on a unit axis rounded from an exact direction, for |x| + |y| <= M: within
/// 6u M of the exact projection on the exact axis (the unit axis within 4u, the dot product 2u).
inline double projection(double M) { return 6 * kU * M; }

/// SAT's band on the gap between two rounded intervals (M bounds |x| + |y| + r over both shapes): each end
/// is within projection(M) and the gap subtracts two ends, so a gap wider than 20u M (ample room for the
/// sums) decides the axis's `separating` flag; inside the band the exact test decides.
inline double satGap(double M) { return 20 * kU * M + kUnderflowGuard; }

/// Two apart polygons' closest pair, pruned on SAT's widest-gap axis (pair_polytope.cpp,
/// prunedSquaredDistance): a pair whose lower bound on the axis exceeds this reach cannot measure less than
/// the square already measured (`bestSquare`): its root, plus 64u M for the rounded closest point and the
/// squares, plus both projections' errors.
inline double closestPairReach(double bestSquare, double M) {
  return std::sqrt(bestSquare) * (1 + 0x1p-40) + 64 * kU * M + 2 * projection(M);
}

/// Squared distances within this relative window of the least one may round to the same square root (a
/// root is correctly rounded and monotone: outside the window the roots differ).
inline constexpr double kRootTieWindow = 0x1p-50;

/// A bounding or inscribed disk of a polygon from rounded distances (each within a few ulps of the
/// polygon's size): widened or narrowed by this fraction of the size, it certainly holds (or lies in) the
/// polygon.
inline constexpr double kDiskSlack = 0x1p-40;

}  // namespace hitlab::bounds
