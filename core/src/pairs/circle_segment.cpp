// circle_segment.cpp — where a circle meets a segment (circle_segment.h).
#include "pairs/circle_segment.h"

#include <algorithm>
#include <cmath>

#include "exact/exact.h"
#include "pairs/constructions.h"
#include "pairs/predicates.h"
#include "pairs/tiny_lengths.h"

namespace hitlab::detail {

using exact::lift;
using exact::V2;

void circleSegmentPoints(Vec2 c, double r, Vec2 a, Vec2 b, std::vector<Vec2>& out) {
  if (a == b) {
    if (circleSide(a, c, r) == 0) out.push_back(a);
    return;
  }
  int ga = circleSide(a, c, r), gb = circleSide(b, c, r);
  if (ga == 0) out.push_back(a);
  if (gb == 0) out.push_back(b);
  int leaveA = dotSign(a, b, c, a);  // sign of g'(0): > 0 when moving from a goes outward
  int leaveB = dotSign(a, b, c, b);  // sign of g'(1)
  // Which roots of g(t) = |a + t(b - a) - c|^2 - r^2 lie strictly inside (0, 1), decided exactly.
  CircleEdgeRoots roots;
  bool &small = roots.small, &large = roots.large, &tangent = roots.tangent;
  if (ga < 0 && gb > 0)
    large = true;
  else if (ga > 0 && gb < 0)
    small = true;
  else if (ga == 0 && gb > 0 && leaveA < 0)
    large = true;
  else if (gb == 0 && ga > 0 && leaveB > 0)
    small = true;
  else if (ga > 0 && gb > 0 && leaveA < 0 && leaveB > 0) {
    int s = segmentDistanceVsRadius(c, r, a, b);
    if (s == 0) tangent = true;
    if (s < 0) small = large = true;
  }
  circleEdgeRootPoints(c, r, a, b, roots, out);
}

namespace {

// The parameters t (along a -> b) where the line meets the circle, from copies of the inputs: (ad, bd) give
// d = b - a scaled by 2^kd, (aw, cw, rw) give w = a - c and r scaled by 2^kw (kd = kw = 0: the inputs as
// given). L = |d|^2, B = d . w and C = |w|^2 - r^2 scale by 2^2kd, 2^(kd+kw) and 2^2kw, the roots of
// L t^2 + 2 B t + C = 0 by 2^(kw-kd), which the last step undoes.
[[gnu::always_inline]] inline void edgeRootParameters(Vec2 ad, Vec2 bd, Vec2 aw, Vec2 cw, double rw, int kd,
                                                      int kw, bool tangent, double& t1, double& t2) {
  const Vec2 sd = bd - ad;
  const double L = dot(sd, sd);
  const double B = accurate([&](auto tag) {
    using T = typename decltype(tag)::type;
    return exact::dotT(lift<T>(bd) - lift<T>(ad), lift<T>(aw) - lift<T>(cw));
  });
  if (tangent) {
    t1 = t2 = kd == kw ? -B / L : std::ldexp(-B / L, kd - kw);
    return;
  }
  const double C = accurate([&](auto tag) {
    using T = typename decltype(tag)::type;
    exact::V2<T> w = lift<T>(aw) - lift<T>(cw);
    T R(rw);
    return T(exact::dotT(w, w) - R * R);
  });
  // B^2 - L C = r^2 L - cross(d, a - c)^2, exact before rounding: near tangency this is what keeps the points
  // accurate.
  const double disc = accurate([&](auto tag) {
    using T = typename decltype(tag)::type;
    exact::V2<T> dd = lift<T>(bd) - lift<T>(ad);
    T cr = exact::crossT(dd, lift<T>(aw) - lift<T>(cw));
    T R(rw);
    return T(R * R * exact::dotT(dd, dd) - cr * cr);
  });
  const double sq = std::sqrt(std::max(disc, 0.0));
  const double q = -(B + (B >= 0 ? sq : -sq));
  t1 = q / L, t2 = q != 0 ? C / q : 0;
  if (kd != kw) t1 = std::ldexp(t1, kd - kw), t2 = std::ldexp(t2, kd - kw);
}

// In a pair whose coordinates span 2^700 (a small circle on a huge polygon's short edge, or a short edge of
// a huge circle) d, or w and r, would square into underflow: each is worked out from copies of the points
// scaled up by its own power of two (exact).
[[gnu::noinline]] void scaledEdgeRootParameters(Vec2 c, double r, Vec2 a, Vec2 b, double md, double mw,
                                                bool tangent, double& t1, double& t2) {
  const double reach = std::max(
      {std::fabs(a.x), std::fabs(a.y), std::fabs(b.x), std::fabs(b.y), std::fabs(c.x), std::fabs(c.y)});
  auto upscale = [reach](double magnitude) {
    if (magnitude == 0 || magnitude >= 0x1p-400) return 0;
    return std::min(-std::ilogb(magnitude), reach == 0 ? 0 : 1000 - std::ilogb(reach));  // (no overflow)
  };
  const int kd = upscale(md), kw = upscale(mw);
  auto scaled = [](Vec2 p, int k) { return Vec2{std::ldexp(p.x, k), std::ldexp(p.y, k)}; };
  edgeRootParameters(scaled(a, kd), scaled(b, kd), scaled(a, kw), scaled(c, kw), std::ldexp(r, kw), kd, kw,
                     tangent, t1, t2);
}

}  // namespace

void circleEdgeRootPoints(Vec2 c, double r, Vec2 a, Vec2 b, CircleEdgeRoots roots, std::vector<Vec2>& out) {
  const bool small = roots.small, large = roots.large, tangent = roots.tangent;
  if (!small && !large && !tangent) return;
  const Vec2 d = b - a;
  const double md = std::max(std::fabs(d.x), std::fabs(d.y)),
               mw = std::max({std::fabs(a.x - c.x), std::fabs(a.y - c.y), r});
  double t1, t2;
  if ((md >= 0x1p-400 || md == 0) && (mw >= 0x1p-400 || mw == 0))  // (every ordinary pair)
    edgeRootParameters(a, b, a, c, r, 0, 0, tangent, t1, t2);
  else
    scaledEdgeRootParameters(c, r, a, b, md, mw, tangent, t1, t2);
  if (tangent) {
    out.push_back(a + std::clamp(t1, 0.0, 1.0) * d);
    return;
  }
  if (t1 > t2) std::swap(t1, t2);
  if (small) out.push_back(a + std::clamp(t1, 0.0, 1.0) * d);
  if (large) out.push_back(a + std::clamp(t2, 0.0, 1.0) * d);
}

}  // namespace hitlab::detail
