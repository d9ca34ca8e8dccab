// constructions.h — rounded constructions (internal; constructions.cpp): quantities (a + b sqrt(c)) / d
// rounded once, the closest point and distance on a segment, the crossing point of two segments (rounded
// once).
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

#include "exact/exact.h"
#include "exact/rounding.h"
#include "hitlab/math.h"

namespace hitlab::detail {

/// How often a correctly rounded construction needed the rationals on this thread (tests hold the fast tiers
/// to general-position inputs with it).
inline thread_local long long tRoundingFallbacks = 0;

/// The crossing point from the rationals, each coordinate rounded once (crossingPoint's fallback).
[[gnu::noinline]] Vec2 exactCrossing(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2);

/// A quantity of the form (an + bn sqrt(c)) / den (c >= 0, den != 0), written once over its number type.
template <class T>
struct SumRoot {
  T an, bn, c, den;
};
/// The double nearest to such a quantity (ties to even): double-doubles with their bounds
/// (exact::sumRootInDoubleDoubles) where their interval rounds to one double, else the rationals
/// (exact::nearestSumRoot). f(Tag<T>) returns SumRoot<T>. (The rational tier out of line.)
template <class F>
[[gnu::noinline]] double roundedSumRootExactly(const F& f) {
  ++tRoundingFallbacks;
  const SumRoot<mpq_class> q = f(exact::Tag<mpq_class>{});
  return exact::nearestSumRoot(mpq_class(q.an / q.den), mpq_class(q.bn / q.den), q.c);
}
template <class F>
double roundedSumRoot(const F& f) {
  const SumRoot<exact::DD> q = f(exact::Tag<exact::DD>{});
  double out;
  if (exact::sumRootInDoubleDoubles(q.an, q.bn, q.c, q.den, out)) return out;
  return roundedSumRootExactly(f);
}

/// The double nearest to a rational (a SumRoot without its root): f(Tag<T>) returns {num, den}, den != 0.
template <class F>
double roundedRational(const F& f) {
  return roundedSumRoot([&](auto tag) {
    using T = typename decltype(tag)::type;
    const auto [num, den] = f(tag);
    return SumRoot<T>{T(num), T(0), T(0), T(den)};
  });
}
/// (u - o) x (v - o) and (b - a) . (d - c), each rounded once (what Explain prints of the seeds' cross and
/// dot products).
inline double roundedCross(Vec2 o, Vec2 u, Vec2 v) {
  return roundedRational([&](auto tag) {
    using T = typename decltype(tag)::type;
    const exact::V2<T> O = exact::lift<T>(o);
    return std::pair<T, T>{exact::crossT(exact::lift<T>(u) - O, exact::lift<T>(v) - O), T(1)};
  });
}
inline double roundedDot(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  return roundedRational([&](auto tag) {
    using T = typename decltype(tag)::type;
    return std::pair<T, T>{
        exact::dotT(exact::lift<T>(b) - exact::lift<T>(a), exact::lift<T>(d) - exact::lift<T>(c)), T(1)};
  });
}

/// The squared distance from p to the edge a-b, rounded exactly as pointSegmentDistance rounds it before its
/// square root (closestOnSegment, then the squared length). (closest_small-inl.h has it in vector lanes.)
inline double vertexEdgeSquare(double px, double py, double ax, double ay, double bx, double by) {
  const double dx = bx - ax, dy = by - ay, L = dx * dx + dy * dy;
  const double u = (px - ax) * dx + (py - ay) * dy;
  // L == 0 (a point's outline) makes s NaN, which picks a, as closestOnSegment's L == 0 test does; a + 0 * d
  // is a itself, so the clamp at 0 needs no select of its own.
  const double s = u / L, w = s > 0 ? s : 0.0;
  const bool past = s >= 1;
  const double cx = past ? bx : ax + w * dx, cy = past ? by : ay + w * dy;
  const double vx = px - cx, vy = py - cy;
  return vx * vx + vy * vy;
}

/// Distance from p to the closed segment a-b (rounded).
double pointSegmentDistance(Vec2 p, Vec2 a, Vec2 b);

/// sign (dist(p, a-b) - r) rounded once to the nearest double (ties to even), sign +-1: the distance (r = 0),
/// a disk's gap to an edge (sign 1) or its reach past it (sign -1); a negative r adds |r| (a depth past a
/// line). The nearest feature (an end or the inside of the edge) is decided by exact signs; the length,
/// sqrt(|p - e|^2) or |d x (p - a)| / sqrt(|d|^2) with d = b - a, comes from segmentLengthEstimate, or from
/// double-doubles with their bounds (exact::squareRoot, exact::quotient), kept when the interval rounds to
/// one double (exact::roundsToOne); else from the rationals (exact::nearestSumRoot).
double roundedSegmentDistance(Vec2 p, Vec2 a, Vec2 b, double r = 0, int sign = 1);
/// The same with the nearest feature known (certain signs at hand): -1 the end a, 1 the end b, 0 the inside.
double roundedSegmentDistance(Vec2 p, Vec2 a, Vec2 b, double r, int sign, int feature);
/// sign (dist(p, a-b) - (r1 + r2)) rounded once: two grown shapes' gap (sign 1) or reach (-1) between a
/// vertex of one core and an edge of the other. The tiers above when r1 + r2 is a double, else the rationals.
double roundedSegmentDistance(Vec2 p, Vec2 a, Vec2 b, double r1, double r2, int sign);
/// Its first tier: dist(p, a) (inside false) or the distance from p to a-b's line (true) as q + dq within e;
/// false outside the ranges it covers (constructions.cpp derives the bound).
bool segmentLengthEstimate(Vec2 p, Vec2 a, Vec2 b, bool inside, double& q, double& dq, double& e);

/// The window that holds every edge that can be the nearest: vertexEdgeSquare's root is within 128u M of the
/// exact distance (M the largest |coordinate| of p and the edge: the rounded foot is within 32u M, its
/// difference and square add 3u of the distance <= 4M), so an edge whose rounded square s_i has sqrt(s_i) >
/// sqrt(least) + 2^-44 M is farther than the nearest one, exactly. Returns the largest square to measure.
inline double nearestSquareWindow(double least, double M) {
  const double reach = std::sqrt(least) + M * 0x1p-44;
  return reach * reach * (1 + 0x1p-50);
}
/// Closest point to p on the closed segment a-b (rounded).
Vec2 closestOnSegment(Vec2 p, Vec2 a, Vec2 b);

/// The least distance over measured vertex-edge pairs (a vertex p against an edge a-b, with its rounded
/// square from vertexEdgeSquare), correctly rounded: every pair whose square lies within nearestSquareWindow
/// of the least square is kept and measured by roundedSegmentDistance (rounding is monotonic: the least
/// rounded distance is the rounded least distance); a vertex pair that is the nearest ends of several
/// measured pairs is measured once. The measured pairs must include one at the exact least distance (every
/// pair, or the pairs a pruning keeps: a pruned pair is farther, exactly, than a measured one).
class NearestPairs {
 public:
  /// M: at least every |coordinate| of the pairs (the window's scale); r1 + r2: the radii of two grown
  /// shapes, whose gap dist - (r1 + r2) is rounded instead (monotonic in dist as well).
  explicit NearestPairs(double M, double r1 = 0, double r2 = 0) : M_(M), r1_(r1), r2_(r2) {}
  /// A measured pair (those outside the window of the least square so far are dropped at once).
  void add(double square, Vec2 p, Vec2 a, Vec2 b) {
    if (square > limit_) return;
    if (square < best_) {
      best_ = square;
      limit_ = best_ > 0x1p-900 && best_ < 0x1p899 && M_ < 0x1p1000 ? nearestSquareWindow(best_, M_)
                                                                    : std::numeric_limits<double>::infinity();
    }
    if (count_ == kCapacity && !compact()) return;
    kept_[count_++] = {square, p, a, b};
  }
  /// The least distance (or gap) rounded once; NaN when more pairs lay within the window than it holds (the
  /// caller measures every pair then).
  double rounded() const;

 private:
  struct Kept {
    double square;
    Vec2 p, a, b;
  };
  static constexpr int kCapacity = 16;
  bool compact();  // drops the kept pairs now outside the window; false (overflowed) when still full
  double M_, r1_, r2_, best_ = std::numeric_limits<double>::infinity(),
                       limit_ = std::numeric_limits<double>::infinity();
  int count_ = 0;
  bool overflowed_ = false;
  Kept kept_[kCapacity];
};

/// The proper crossing of p1-p2 and q1-q2 (interiors cross at one point), each coordinate the double nearest
/// to its exact value p1 + t (p2 - p1), t = num / den, num = (q1 - p1) x (q2 - q1), den = (p2 - p1) x (q2 -
/// q1) (ties to even). Correctly rounded, the point does not depend on which segment is named first or on
/// their directions, and two crossings at one exact point are one rounded point. A first tier in
/// double-doubles with a certified bound (crossingRatio, crossingCoordinate), kept when the bound's interval
/// rounds to one double (exact::roundsToOne); else the rationals (exactCrossing). Inline: the candidate loops
/// call it with their coordinates in registers; fast/crossing_points.cpp computes the same tier in vector
/// lanes (both coordinates at once), which, correctly rounded as well, gives the same bits.
inline Vec2 crossingPoint(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2);

/// t = num / den as th + tl within et, from num and den as exact::crossOfDifferences leaves them (hi + lo
/// within 2^-101 mag each, when certain), with one division: inv = 1 / den and th = num inv, rounded. The
/// remainder num - th den is r1 + r2: r1 = n.hi - th d.hi rounded once (`remainder`: by a fused
/// multiply-add, or twoProduct's p + q with n.hi - p exact by Sterbenz, since certain values differ from
/// their hi by under 1/8, so th d.hi is within a factor 2 of n.hi), r2 = n.lo - th d.lo (two roundings), r =
/// r1 + r2 (one), and the two parts' 2^-101 mag. Then tl = r inv rounded: |r / D - tl| <= eR / |D| + |r| |den
/// - D| / |den D| + |r / den - tl|, where |den - D| <= u |den| + 2^-101 d.mag <= 2^-52 |den| (certain) and
/// the last term is at most 2u |tl| (inv and the product), so the two are below 2^-50 |tl| together, and eR /
/// |D| <= eR |inv| (1 + 2^-50); the factor 1 + 2^-45 covers those and the bound's own roundings. A tl below
/// the normal doubles is off by up to 2^-1075 absolutely, hence the 2^-1074: t lies within a tiny fraction
/// of a long edge's length (t subnormal), whose length multiplies that error in the coordinate.
struct CrossingRatio {
  double th, tl, et, ec;  // ec: crossingEstimate's error per unit of |b - a|
};
/// crossingEstimate's error per unit of |b - a| for t = th + tl within et (its derivation below).
inline double crossingCoefficient(double th, double tl, double et) {
  return (et + (std::fabs(tl) * 4 + std::fabs(th) * 0x1p-51) * exact::kUnit) * (1 + 0x1p-45);
}
template <class Remainder>
inline bool crossingRatio(const exact::CrossOfDifferences& n, const exact::CrossOfDifferences& d,
                          CrossingRatio& t, Remainder remainder) {
  // (A huge den would make inv subnormal, off by more than u of itself: exact.)
  if (!(n.certain && d.certain) || !(std::fabs(d.value) < 0x1p1000)) return false;
  const double inv = 1 / d.value, th = n.value * inv;
  const double r1 = remainder(th, d.hi, n.hi), m = th * d.lo, r2 = n.lo - m, r = r1 + r2;
  const double eR = (std::fabs(r1) + std::fabs(m) + std::fabs(r2) + std::fabs(r)) * exact::kUnit +
                    (n.mag + std::fabs(th) * d.mag) * 0x1p-101;
  const double tl = r * inv;
  const double et = (eR * std::fabs(inv) + std::fabs(tl) * 0x1p-50 + 0x1p-1074) * (1 + 0x1p-45);
  t = {th, tl, et, crossingCoefficient(th, tl, et)};
  return true;
}
inline bool crossingRatio(const exact::CrossOfDifferences& n, const exact::CrossOfDifferences& d,
                          CrossingRatio& t) {
  return crossingRatio(n, d, t, [](double th, double dh, double nh) {
    double p, q;
    exact::twoProduct(th, dh, p, q);
    return (nh - p) - q;
  });
}
/// One coordinate a + t (b - a), correctly rounded when the tier's bound allows. b - a = eh + el exactly
/// (|el| <= u |eh|), th eh = ph + pe exactly (|pe| <= u |ph|), and the rest of t (eh + el) is m1 = th el, m2
/// = tl eh (rounded), their sum m and pl = pe + m (rounded), leaving out tl el (at most u |tl| |eh|); a + ph
/// = sh + se exactly, and x = sh + lo with lo = se + pl rounded. Every error but lo's rounding is a multiple
/// of |eh|: m1's rounding and its share of m's (2u^2 |th| |eh|), m2's and its share (2u |tl| |eh|), the
/// dropped term (u |tl| |eh|), pl's rounding (u (2u |th| + |tl|) |eh|), and t's et |b - a|; crossingRatio
/// sums their factors once as `ec`, so e = ec |eh| + u |lo| (1 + 2^-45 the bound's own roundings) + 2^-1000
/// any underflow (a coordinate below 2^-900 goes exact). (crossingEstimate: x = hi + lo within e.)
inline void crossingEstimate(double a, double b, const CrossingRatio& t, double& hi, double& lo, double& e) {
  double eh, el, ph, pe, se;
  exact::twoDiff(b, a, eh, el);
  exact::twoProduct(t.th, eh, ph, pe);
  const double m1 = t.th * el, m2 = t.tl * eh, pl = pe + (m1 + m2);
  exact::twoSum(a, ph, hi, se);
  lo = se + pl;
  e = (t.ec * std::fabs(eh) + std::fabs(lo) * exact::kUnit) * (1 + 0x1p-45) + 0x1p-1000;
}
inline bool crossingCoordinate(double a, double b, const CrossingRatio& t, double& out) {
  double hi, lo, e;
  crossingEstimate(a, b, t, hi, lo, e);
  return exact::roundsToOne(hi, lo, e, out);
}
inline Vec2 crossingPoint(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
  const exact::CrossOfDifferences n =
      exact::crossOfDifferences(q1.x, p1.x, q1.y, p1.y, q2.x, q1.x, q2.y, q1.y);
  const exact::CrossOfDifferences d =
      exact::crossOfDifferences(p2.x, p1.x, p2.y, p1.y, q2.x, q1.x, q2.y, q1.y);
  CrossingRatio t;
  Vec2 out;
  if (crossingRatio(n, d, t) && crossingCoordinate(p1.x, p2.x, t, out.x) &&
      crossingCoordinate(p1.y, p2.y, t, out.y))
    return out;
  return exactCrossing(p1, p2, q1, q2);
}

/// Sorts points lexicographically and removes exact duplicates.
void sortUnique(std::vector<Vec2>& pts);

}  // namespace hitlab::detail
