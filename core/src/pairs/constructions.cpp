// constructions.cpp — rounded constructions (constructions.h).
#include "pairs/constructions.h"

#include <gmpxx.h>

#include "pairs/predicates.h"

namespace hitlab::detail {

Vec2 closestOnSegment(Vec2 p, Vec2 a, Vec2 b) {
  Vec2 d = b - a;
  double L = dot(d, d);
  if (L == 0) return a;
  double t = dot(p - a, d) / L;
  if (!(t > 0)) return a;
  if (t >= 1) return b;
  return a + t * d;
}

double pointSegmentDistance(Vec2 p, Vec2 a, Vec2 b) { return length(p - closestOnSegment(p, a, b)); }

// roundedSegmentDistance's first tier: the length as q + dq within e, from a double estimate q and one
// correction from the exact residual, dist - q = (dist^2 - q^2) / (dist + q), which needs no second root.
// An end: Q = |p - a|^2 = Qh + Ql within 11u^2 Qh (the differences exact by twoDiff, their squares by
// twoProduct, the cross terms and their sum rounded, the lo^2 terms dropped), q = sqrt(Qh) rounded, the
// residual Q - q^2 = (Qh - q^2) + Ql (Sterbenz, then two roundings) within 21u^2 Qh, and dq = R / 2q within
// ~20u^2 q of dist - q. The inside: dist = |c| / sqrt(L), c = d x (p - a) from crossOfDifferences
// (normalized to ch + cl, within 2^-101 mag), L as Q above, q = |ch| / sqrt(Lh) rounded; the residual c^2 -
// q^2 L from exact products (P - M exact by Sterbenz: both are ch^2 within 4u) within 48u^2 ch^2 + 2.01 |ch|
// 2^-101 mag, and dq = R / (2 q Lh) within 52u^2 q + 2^-101 mag / sqrt(Lh) (1.01) of dist - q. The bound
// kept, 2^-99 q + 2^-100 mag / sqrt(Lh), is 2.5 times the first term's and twice the second's. Outside the
// ranges that keep every product normal and finite: false (the generic double-doubles, then rationals).
bool segmentLengthEstimate(Vec2 p, Vec2 a, Vec2 b, bool inside, double& q, double& dq, double& e) {
  using exact::twoDiff, exact::twoProduct, exact::twoSum;
  if (!inside) {  // (a is the nearest end)
    double xh, xl, yh, yl, X, Xe, Y, Ye, Qh, t;
    twoDiff(p.x, a.x, xh, xl), twoDiff(p.y, a.y, yh, yl);
    twoProduct(xh, xh, X, Xe), twoProduct(yh, yh, Y, Ye);
    twoSum(X, Y, Qh, t);
    if (!(Qh >= 0x1p-900 && Qh < 0x1p1000)) return false;
    const double Ql = (t + (Xe + Ye)) + 2 * (xh * xl + yh * yl);
    q = std::sqrt(Qh);
    double S, Se;
    twoProduct(q, q, S, Se);
    dq = (((Qh - S) - Se) + Ql) / (2 * q);
    e = q * 0x1p-99;
  } else {
    const exact::CrossOfDifferences c = exact::crossOfDifferences(b.x, a.x, b.y, a.y, p.x, a.x, p.y, a.y);
    if (!c.certain) return false;
    double ch, cl, dxh, dxl, dyh, dyl, X, Xe, Y, Ye, Lh, t;
    twoSum(std::fabs(c.hi), c.hi < 0 ? -c.lo : c.lo, ch, cl);
    twoDiff(b.x, a.x, dxh, dxl), twoDiff(b.y, a.y, dyh, dyl);
    twoProduct(dxh, dxh, X, Xe), twoProduct(dyh, dyh, Y, Ye);
    twoSum(X, Y, Lh, t);
    if (!(Lh >= 0x1p-900 && Lh < 0x1p900 && ch >= 0x1p-400 && ch < 0x1p500)) return false;
    const double Ll = (t + (Xe + Ye)) + 2 * (dxh * dxl + dyh * dyl);
    const double root = std::sqrt(Lh);
    q = ch / root;
    double P, Pe, Q2, Q2e, M, Me;
    twoProduct(ch, ch, P, Pe), twoProduct(q, q, Q2, Q2e), twoProduct(Q2, Lh, M, Me);
    const double R = (P - M) + ((Pe + 2 * ch * cl) - ((Me + Q2e * Lh) + Q2 * Ll));
    dq = R / (2 * q * Lh);
    e = q * 0x1p-99 + c.mag * 0x1p-100 / root;
  }
  return true;
}
static bool segmentDistanceFirstTier(Vec2 p, Vec2 a, Vec2 b, bool inside, double r, int sign, double& out) {
  double q, dq, e, h, t;  // the length is q + dq within e
  if (!segmentLengthEstimate(p, a, b, inside, q, dq, e)) return false;
  exact::twoSum(q, -r, h, t);
  const double lo = t + dq;
  e = (e + std::fabs(lo) * exact::kUnit) * (1 + 0x1p-45) + 0x1p-1060;  // (the last: no subnormal result here)
  return exact::roundsToOne(sign * h, sign * lo, e, out);
}

// The double-double tier of roundedSegmentDistance: the length from the nearest feature, then sign (length
// - r), its bound carried by the operations (exact.h, rounding.h). r = rHi + rLo exactly (two radii's sum
// and its rounding error).
static bool segmentDistanceInDoubleDoubles(Vec2 p, Vec2 a, Vec2 b, bool inside, double rHi, double rLo,
                                           int sign, double& out) {
  const double r = rHi;
  using exact::DD;
  DD length;
  if (!inside) {  // (a is the nearest end)
    double xh, xl, yh, yl;
    exact::twoDiff(p.x, a.x, xh, xl), exact::twoDiff(p.y, a.y, yh, yl);
    const DD x(xh, xl, 0), y(yh, yl, 0), square = x * x + y * y;
    if (square.exactZero()) {
      if (rLo != 0) return false;  // (p on the end: -sign r, which needs rounding; the rationals take it)
      out = -sign * r;             // (exact)
      return true;
    }
    if (!exact::squareRoot(square, length)) return false;
  } else {
    const exact::CrossOfDifferences c = exact::crossOfDifferences(b.x, a.x, b.y, a.y, p.x, a.x, p.y, a.y);
    if (!c.certain) return false;
    double dxh, dxl, dyh, dyl;
    exact::twoDiff(b.x, a.x, dxh, dxl), exact::twoDiff(b.y, a.y, dyh, dyl);
    const DD dx(dxh, dxl, 0), dy(dyh, dyl, 0);
    DD root;
    if (!exact::squareRoot(dx * dx + dy * dy, root)) return false;
    const double s = c.hi < 0 ? -1 : 1;
    double hi, lo, e;
    if (!exact::quotient(DD(s * c.hi, s * c.lo, c.mag * 0x1p-101), root, hi, lo, e)) return false;
    length = DD(hi, lo, e);
  }
  const DD radius(rHi, rLo, 0);
  const DD v = sign > 0 ? length - radius : radius - length;
  return exact::roundsToOne(v.hi, v.lo, v.e, out);
}

// The rational tier: the squared length exactly, then nearestSumRoot.
[[gnu::noinline]] static double segmentDistanceExactly(Vec2 p, Vec2 a, Vec2 b, bool inside,
                                                       const mpq_class& r, int sign) {
  ++tRoundingFallbacks;
  using exact::lift;
  using Q = exact::V2<mpq_class>;
  const Q P = lift<mpq_class>(p), A = lift<mpq_class>(a), w = P - A;
  mpq_class square = exact::dotT(w, w);
  if (inside) {
    const Q d = lift<mpq_class>(b) - A;
    const mpq_class c = exact::crossT(d, w);
    square = c * c / exact::dotT(d, d);
  }
  return exact::nearestSumRoot(mpq_class(-sign * r), mpq_class(sign), square);
}

double roundedSegmentDistance(Vec2 p, Vec2 a, Vec2 b, double r, int sign) {
  int feature = -1;
  if (a != b && dotSign(a, p, a, b) > 0) feature = dotSign(b, p, a, b) >= 0 ? 1 : 0;
  return roundedSegmentDistance(p, a, b, r, sign, feature);
}

double roundedSegmentDistance(Vec2 p, Vec2 a, Vec2 b, double r, int sign, int feature) {
  const bool inside = feature == 0;
  if (feature > 0) a = b;  // (the tiers measure from a)
  double out;
  if (segmentDistanceFirstTier(p, a, b, inside, r, sign, out) ||
      segmentDistanceInDoubleDoubles(p, a, b, inside, r, 0, sign, out))
    return out;
  return segmentDistanceExactly(p, a, b, inside, mpq_class(r), sign);
}

double roundedSegmentDistance(Vec2 p, Vec2 a, Vec2 b, double r1, double r2, int sign) {
  double sum, error;
  exact::twoSum(r1, r2, sum, error);
  if (error == 0 && std::isfinite(sum)) return roundedSegmentDistance(p, a, b, sum, sign);
  int feature = -1;
  if (a != b && dotSign(a, p, a, b) > 0) feature = dotSign(b, p, a, b) >= 0 ? 1 : 0;
  double out;
  if (std::isfinite(sum) &&
      segmentDistanceInDoubleDoubles(p, feature > 0 ? b : a, b, feature == 0, sum, error, sign, out))
    return out;
  return segmentDistanceExactly(p, feature > 0 ? b : a, b, feature == 0,
                                mpq_class(mpq_class(r1) + mpq_class(r2)), sign);
}

bool NearestPairs::compact() {
  int kept = 0;
  for (int i = 0; i < count_; ++i)
    if (!(kept_[i].square > limit_)) kept_[kept++] = kept_[i];
  count_ = kept;
  overflowed_ = overflowed_ || count_ == kCapacity;
  return !overflowed_;
}

double NearestPairs::rounded() const {
  if (overflowed_) return std::numeric_limits<double>::quiet_NaN();
  double least = std::numeric_limits<double>::infinity();
  Vec2 ends[2 * kCapacity];  // the vertex pairs measured as (p, end)
  int measured = 0;
  for (int i = 0; i < count_; ++i) {
    const Kept& k = kept_[i];
    if (k.square > limit_) continue;
    int feature = -1;
    if (k.a != k.b && dotSign(k.a, k.p, k.a, k.b) > 0) feature = dotSign(k.b, k.p, k.a, k.b) >= 0 ? 1 : 0;
    if (feature != 0) {
      const Vec2 end = feature < 0 ? k.a : k.b;
      bool seen = false;
      for (int j = 0; j < measured && !seen; j += 2)
        seen = (ends[j] == k.p && ends[j + 1] == end) || (ends[j] == end && ends[j + 1] == k.p);
      if (seen) continue;
      ends[measured++] = k.p, ends[measured++] = end;
    }
    least = std::min(least, r1_ == 0 && r2_ == 0 ? roundedSegmentDistance(k.p, k.a, k.b, 0, 1, feature)
                                                 : roundedSegmentDistance(k.p, k.a, k.b, r1_, r2_, 1));
  }
  return least;
}

void sortUnique(std::vector<Vec2>& pts) {
  auto less = [](Vec2 u, Vec2 w) { return u.x < w.x || (u.x == w.x && u.y < w.y); };
  // Two convex outlines usually cross twice: what sort and unique do, without the calls.
  if (pts.size() == 2) {
    // (Selects, not a branch: which of the two comes first is a coin toss no predictor learns.)
    const Vec2 a = pts[0], b = pts[1];
    const bool swap = less(b, a);
    pts[0] = {swap ? b.x : a.x, swap ? b.y : a.y}, pts[1] = {swap ? a.x : b.x, swap ? a.y : b.y};
    if (a == b) pts.pop_back();
    return;
  }
  std::sort(pts.begin(), pts.end(), less);
  pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
}

Vec2 exactCrossing(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
  ++tRoundingFallbacks;
  using exact::lift;
  using Q = exact::V2<mpq_class>;
  const Q P1 = lift<mpq_class>(p1), dq = lift<mpq_class>(q2) - lift<mpq_class>(q1),
          e = lift<mpq_class>(p2) - P1;
  const mpq_class t = exact::crossT(lift<mpq_class>(q1) - P1, dq) / exact::crossT(e, dq);
  return {exact::nearest(P1.x + t * e.x), exact::nearest(P1.y + t * e.y)};
}

}  // namespace hitlab::detail
