// hitlab/detail/bounds.h — every static error bound of the floating-point filters, in one place (internal:
// installed only because the inline filters of hitlab/classify.h read it).
//
// Each bound is written once, as a function of the magnitudes of its inputs (Shewchuk's orient2d bound is
// the model): a rounded value whose magnitude exceeds its bound has the sign of the exact value, so a filter
// that says "certain" is right and only the rest goes to the exact predicates (core/src/exact). No bound is
// an epsilon: each follows from IEEE 754 rounding (every operation within u = 2^-53 relative, products exact
// below the underflow guard). The vector kernels of core/src/fast compute the same expressions lane by lane
// from the constants here.
#pragma once

#include <cmath>

namespace hitlab::bounds {

// [SECTION] The rounding model

/// The unit roundoff of double: every rounded operation is within kU of its exact result, relatively.
inline constexpr double kU = 0x1p-53;
/// Below this magnitude products may have underflowed (lost relative accuracy): nothing is certain there.
inline constexpr double kUnderflowGuard = 1e-290;

// [SECTION] Signs of small expressions (the filters of hitlab/detail/filters.h and core/src/fast)

/// s = a b - c d (a cross or dot product of rounded differences), with r = c d rounded, is off by less
/// than 4u|s| + 6u|r| (fused multiply-subtract or not), so |s| beyond 8u|r| + guard certifies its sign: one
/// product enters the bound instead of both (Shewchuk's ccwerrboundA form).
inline constexpr double kProductDifference = 8 * kU;
inline double productDifference(double absSecondProduct) {
  return kProductDifference * absSecondProduct + kUnderflowGuard;
}

/// A sum of two rounded products or squares of rounded differences (a squared distance, dot(e, w), a cross
/// product): each difference and product add u and u of a term (3u with the other difference), the sum u of
/// the result, so 4u of the exact terms' magnitudes `absTerms`; one more subtraction of two such (t - |e|^2,
/// |w|^2 - r^2) adds u of both: 5u of all the terms. The factor 1 + 2^-40 covers the second-order terms, the
/// terms being rounded, and the bound's own rounding. Not loose: mixed-scale inputs reach 3.6u (a dot
/// product) and 4.2u (t - |e|^2), so a halved bound fails
/// (FilterEdges.SumOfProductsBoundHoldsAndHalvedItFails).
inline constexpr double kSumOfProducts = 5 * kU * (1 + 0x1p-40);
inline double sumOfProducts(double absTerms) { return kSumOfProducts * absTerms + kUnderflowGuard; }

/// |p - c|^2 - r^2 from rounded differences (r possibly the rounded sum r1 + r2 of two radii, R its exact
/// value): dx = Dx (1 + a) and its square add 2u + u of Dx^2, likewise dy, and their sum u of D2 (4u D2 in
/// all); r^2 adds 2u + u of R^2 (3u R2); the last subtraction u |d2 - r2| <= u (D2 + R2). So the rounded
/// difference is within 5u D2 + 4u R2 <= 5u (D2 + R2), to first order; the factor 1 + 2^-40 covers the
/// second-order terms, d2 + r2 being rounded, and the bound's own rounding. Not loose: adversarial
/// near-tangent pairs at mixed scales reach 3.2u, where half the bound certifies wrong signs
/// (FilterEdges.CircleBoundHoldsAtMixedScalesAndHalvedItFails).
inline constexpr double kSquaresDifference = 5 * kU * (1 + 0x1p-40);
inline double squaresDifference(double d2PlusR2) { return kSquaresDifference * d2PlusR2 + kUnderflowGuard; }

/// The rounded cross product q1 - q2 of a segment's direction and a point's offset: within 5u (|q1| + |q2|)
/// (two differences, two products, one subtraction).
inline double crossProductError(double absTerms) { return 5 * kU * absTerms; }

/// cross^2 - r^2 L, a segment line's distance from a disk's center against its radius (as squares, scaled
/// by L = |b - a|^2), from a rounded cross within crossError of the exact one: its square is within
/// crossError (2 |cross| + crossError) of the exact square, and rounds once (u of cross^2); r^2 (u), L (a sum
/// of squares of rounded differences, 4u) and their product (u) put r^2 L within 6u; the subtraction adds u
/// of both. So kSquareAndDifference (2u) of cross^2 and kSquaredCrossRounding (7u) of r^2 L, to first order;
/// kSquaredCrossMargin covers the rest and the bound's own roundings. The disk-polygon signs kernel
/// (fast/circle_polygon_signs.cpp) computes the same expression lane by lane, over its own cross error (the
/// sumOfProducts bound). Not loose: at mixed scales r^2 L alone comes within 5.2u, and the whole within 0.64
/// of this bound, either way (FilterEdges.SquaredCrossBoundsHoldAndHalvedTheyFail).
inline constexpr double kSquareAndDifference = 2 * kU;
inline constexpr double kSquaredCrossRounding = 7 * kU;
inline constexpr double kSquaredCrossMargin = 1 + 0x1p-40;
inline double squaredCrossVsRadius(double absCross, double crossError, double crossSquared,
                                   double radiusTerm) {
  return (2 * absCross * crossError + crossError * crossError + kSquareAndDifference * crossSquared +
          kSquaredCrossRounding * radiusTerm) *
             kSquaredCrossMargin +
         kUnderflowGuard;
}

/// r^2 L is a product of two rounded values, r^2 and L = |b - a|^2, and the relative model above holds for it
/// only when neither underflowed: an underflowed factor is off by up to 2^-1075 absolutely, which the other
/// factor (up to 2^256 and beyond) multiplies past any fixed guard. So a filter comparing with r^2 L decides
/// only when both are normal numbers (r = 0 is exact: its square is 0 with no error).
inline constexpr double kSmallestNormal = 0x1p-1022;
inline bool squaredRadiusTimesLengthIsSafe(double r, double rr, double L) {
  return (rr >= kSmallestNormal || r == 0) && L >= kSmallestNormal;
}

/// The orientation of three points with every coordinate within [-S, S] (the straddle test of a whole pair
/// of outlines): the differences are within 2S, so each product is below 4 S^2, and the rounded orientation
/// is within kProductDifference (|a b| + |c d|) <= 8u 4 S^2 of the exact one; the margins absorb the
/// bound's own roundings. An overflowing S^2 gives infinity: nothing is certified (slow but right).
inline double orientForMagnitude(double S) {
  constexpr double kMargin = 1 + 0x1p-40;
  return (4 * kProductDifference * (S * S) * kMargin + kUnderflowGuard) * kMargin;
}

// [SECTION] Comparing rounded squared lengths

/// A rounded squared distance (a sum of two squares of rounded differences) lies in [lowerSquare(s),
/// upperSquare(s)] around the exact one: a vertex whose lower end exceeds the least upper end is certainly
/// farther (the nearest vertex of sat.cpp's circle axis).
inline double upperSquare(double square) { return square * (1 + kSumOfProducts) + kUnderflowGuard; }
inline double lowerSquare(double square) { return square * (1 - kSumOfProducts); }

/// Squared distances within this relative window of the least one may round to the same square root (a
/// root is correctly rounded and monotone: outside the window the roots differ).
inline constexpr double kRootTieWindow = 0x1p-50;

// [SECTION] SAT's projections

/// A rounded projection dot(v, n) on a unit axis rounded from an exact direction, for |x| + |y| <= M: within
/// 6u M of the exact projection on the exact axis (the unit axis within 4u, the dot product 2u).
inline double projection(double M) { return 6 * kU * M; }

/// SAT's band on the gap between two rounded intervals (M bounds |x| + |y| + r over both shapes): each end
/// is within projection(M) and the gap subtracts two ends, so a gap wider than 20u M (ample room for the
/// sums) decides the axis's `separating` flag; inside the band the exact test decides.
inline double satGap(double M) { return 20 * kU * M + kUnderflowGuard; }

// [SECTION] The closest pair of two apart polygons

/// The closest pair, pruned on SAT's widest-gap axis (pair_polytope.cpp, prunedSquaredDistance): a pair
/// whose lower bound on the axis exceeds this reach cannot measure less than the square already measured
/// (`bestSquare`): its root, plus 64u M for the rounded closest point and the squares, plus both
/// projections' errors.
inline double closestPairReach(double bestSquare, double M) {
  return std::sqrt(bestSquare) * (1 + 0x1p-40) + 64 * kU * M + 2 * projection(M);
}

/// The same pruning in squares, for the small-polygon kernel (fast/closest_small-inl.h), with M = size:
/// an upper bound on the distance from the widest gap's edge and the other's extreme vertex q. q's foot
/// certainly falls inside the edge when `along` clears this slack from both ends (the rounded dot product
/// and |e|^2, each within 8u of products below 4 M^2) ...
inline double closestFootSlack(double M) { return 32 * kU * M * M; }
/// ... and then q's distance from the edge's line is at most the rounded gap plus this (the rounded axis,
/// both rounded projections, and the edge's ends reaching the extreme projection only within rounding);
inline double closestGapSlack(double M) { return 64 * kU * M; }
/// the rounded squares are within 6u of the exact ones (this factor, with room).
inline constexpr double kClosestSquareMargin = 1 + 16 * kU;
/// A pair is kept while its lower bound on the axis, less this margin (64u M + the projections' 2 x 6u M),
/// squared and shrunk by kClosestKeep (the square's rounding), stays within that upper bound.
inline double closestLowerMargin(double M) { return (64 + 12) * kU * M; }
inline constexpr double kClosestKeep = 1 - 8 * kU;

// [SECTION] Disks around polygons

/// A bounding or inscribed disk of a polygon from rounded distances (each within a few ulps of the
/// polygon's size): widened or narrowed by this fraction of the size, it certainly holds (or lies in) the
/// polygon.
inline constexpr double kCircleSlack = 0x1p-40;

// [SECTION] Shapes grown by a radius (capsules)

/// The root of a rounded vertex-to-edge square (vertexEdgeSquare, pairs/constructions.h) lies within 128u M
/// of the exact distance, M the largest |coordinate| of the vertex and the edge (nearestSquareWindow derives
/// it: the rounded foot within 32u M, its difference and square 3u of a distance <= 4M), and its rounded root
/// within u more of its own value: the least over a pair's vertex-edge pairs is the cores' distance within
/// kGrownDistance M + kGrownRoot d, four times over; the radii's sum ra + rb, rounded once, within kGrownRoot
/// of itself.
inline constexpr double kGrownDistance = 0x1p-44;
inline constexpr double kGrownRoot = 0x1p-51;

/// A grown pair's outline pieces sketched in doubles (pair_capsule.cpp, piecesApart): an edge as its
/// segment, a side as its core segment moved by s r n / |n| (n the core's normal: |n|^2 rounded, its root,
/// the quotient, the product and the sum, six roundings on terms of at most M + R), an arc as its circle
/// within its half-planes' unit normals (a difference over its rounded length: within 4u) and, at most 139
/// degrees wide, as the triangle of its ends and its tangents' meeting point (c + r e_k, c + r (e_1 + e_2) /
/// (1 + e_1 . e_2) with 1 + e_1 . e_2 >= 1/4: within 64u (M + R)). Each sketch is within 64u (M + R) of its
/// exact piece's segment, circle or triangle, M the largest |coordinate| of both cores and R the largest
/// radius; and each test's distance or projection (a point against a line, a segment, a circle or an edge's
/// unit normal: rounded differences of terms of at most 8 (M + R), a dot or cross product over a rounded
/// length, a clamped foot) within 64u (M + R) more. Two pieces are taken as apart when their sketches are
/// farther apart than kPieceApart (M + R), which exceeds both errors many times over; with M + R in
/// [2^-400, 2^400] and each side's |n|^2 above 2^-800 (no product underflows or overflows).
inline constexpr double kPieceApart = 0x1p-40;

/// A grown pair's least push over its cores' edge normals in plain doubles (pair_capsule.cpp,
/// leastPushRounded): with n an edge's normal of rounded differences (each within u of its own), a vertex's
/// projection n . v is within 3.01u (|nx vx| + |ny vy|) <= 4.26u |n| M of the exact one, a push P (a largest
/// projection less a least one, rounded) within 11.4u |n| M, and P / sqrt(|n|^2) (|n|^2 within 4u, its root
/// 3u, the quotient u) within 26u M of its exact value, M the largest |coordinate| of both cores: 32u M
/// taken. An axis is the least push's when it is ahead of every other candidate by more than both bounds.
inline constexpr double kPushRounded = 0x1p-48;

/// Capsules in bulk (the capsule batch: filter::capsuleRelation and fast/batch_simd.cpp's lanes): a point's
/// squared distance from a segment, from rounded differences as |p - a|^2 (before a), |p - b|^2 (past b) or
/// cross(b - a, p - a)^2 / |b - a|^2 (beside it), is within 16u M^2 of the exact one, M^2 the larger of
/// |p - a|^2 and |p - b|^2: each branch rounds at most six times on terms of at most M^2 (the cross product's
/// error 5u |e| |w| enters its square over |e|^2 as at most 10u M^2), and a branch taken wrongly (the sign of
/// dot(p - a, e) or of dot(p - b, e) misread within its 4u M^2) differs from the right one by at most 16u^2
/// M^2 there. The vector lanes compare cross^2 with (R^2 -+ bound) |e|^2 instead of dividing: 6u more of
/// R^2. The least of four such against R^2 (R = r1 + r2 rounded, then squared: 3u of R^2) is compared within
/// kCapsuleDistance of M^2 + R^2: 8192u, loose by 400 times on purpose (one simple bound for a vector lane;
/// the filter still decides all but pairs within 2^-40 of touching). Range: while every difference's square,
/// each |e|^2 and R^2 are at most kCapsuleSquares (no product overflows), and each |e|^2 is 0 or at least
/// kCapsuleShortest, an underflowed product (off by 2^-1075) moves a squared distance by less than 2^-670
/// even over |e|^2: kCapsuleGuard covers twenty of them. Beyond that the exact path decides.
inline constexpr double kCapsuleDistance = 0x1p-40;
inline constexpr double kCapsuleGuard = 0x1p-600;
inline constexpr double kCapsuleSquares = 0x1p500;
inline constexpr double kCapsuleShortest = 0x1p-300;
inline double capsuleDistance(double m2PlusR2) { return kCapsuleDistance * m2PlusR2 + kCapsuleGuard; }

// [SECTION] The time of impact of two polygons (core/src/motion/filtered_toi.cpp and its lanes)

/// Coordinates are taken relative to a's first vertex (each difference within u of itself) and an axis is
/// an edge's normal from differences too, so a projection n.r rounded is within 4u (|nx rx| + |ny ry|) of
/// the exact one (two input errors and three roundings per term: 5u taken); s = n.v alike. Products that
/// may underflow add kSweptUnderflow.
inline constexpr double kSweptProjection = 5 * kU;
inline constexpr double kSweptUnderflow = 0x1p-1000;
/// A projection's bound on the axis (nx, ny), the frame's coordinates at most largestX and largestY.
inline double sweptProjection(double nx, double ny, double largestX, double largestY) {
  return kSweptProjection * (std::fabs(nx) * largestX + std::fabs(ny) * largestY) + kSweptUnderflow;
}
/// The relative motion's s = n.v (0 when each product has a zero factor: s is an exact zero).
inline double sweptMotion(double nx, double ny, double vx, double vy) {
  const bool exactZero = (nx == 0 || vx == 0) && (ny == 0 || vy == 0);
  return exactZero ? 0 : kSweptProjection * (std::fabs(nx * vx) + std::fabs(ny * vy)) + kSweptUnderflow;
}
/// An axis's time t = num fl(1 / s) from num's bound en, |t|, s's bound es and invMin = 1 / sMin rounded (the
/// least |s| within es): |N / S - n / s| <= (en + |n / s| es) / |S|, and t is within 2.01u |t| of n / s.
inline double sweptTime(double en, double at, double es, double invMin) {
  return ((en + at * es * (1 + 0x1p-50)) * invMin + 3 * kU * at) * (1 + 0x1p-40) + kSweptUnderflow;
}

// [SECTION] A disk's time of impact against a polygon (core/src/motion/filtered_disk_toi.cpp)

/// Where a disk's centre crosses an edge's offset line, along the edge: along = (q . d) + t (d . w) with q,
/// d and w rounded differences of inputs (the centre less the edge's start, the edge, the relative motion)
/// and t within te of the crossing's exact time. q . d and d . w are sums of two rounded products, within
/// kSumOfProducts of their terms' magnitudes sa and sb; t (d . w) adds |t| times d . w's error, te |d . w|
/// (at most te sb to first order) and u of itself (u |t| sb, doubled for d . w's own error); the last sum
/// adds u |along|. The factor 1 + 2^-40 on te sb covers |d . w| <= sb (1 + 5u), 1 + 2^-48 the bound's own
/// rounding; products that may underflow add kSweptUnderflow each, scaled by t where they are.
inline double bandAlong(double along, double sa, double sb, double t, double te) {
  const double at = std::fabs(t);
  return (kU * std::fabs(along) + kSumOfProducts * sa + (kSumOfProducts + 2 * kU) * at * sb +
          (1 + 0x1p-40) * te * sb) *
             (1 + 0x1p-48) +
         (3 + at) * kSweptUnderflow;
}
/// The same crossing's distance from the edge's end, |d|^2 - along: |d|^2 a sum of two rounded squares
/// (kSumOfProducts of itself), along within eAlong, the difference u of itself.
inline double bandRest(double rest, double lengthSquared, double eAlong) {
  return (kU * std::fabs(rest) + kSumOfProducts * lengthSquared + eAlong) * (1 + 0x1p-48) + kSweptUnderflow;
}

}  // namespace hitlab::bounds
