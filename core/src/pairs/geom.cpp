// geom.cpp — exact building blocks shared by the pair families.
#include "pairs/geom.h"

#include <algorithm>
#include <cmath>

#include "hitlab/classify.h"

namespace hitlab::detail {

using exact::decide;
using exact::lift;
using exact::V2;

// [SECTION] Shapes as point sets

// Winding from the fan around vertex 0; every certain sign agrees for a valid convex polygon.
int filteredWinding(const Vec2* v, int n) {
  for (int i = 1; i + 1 < n; ++i)
    if (int o = filter::orient(v[0].x, v[0].y, v[i].x, v[i].y, v[i + 1].x, v[i + 1].y)) return o;
  return 0;
}

static int polygonWinding(const std::vector<Vec2>& pts) {
  int n = static_cast<int>(pts.size());
  if (int w = filteredWinding(pts.data(), n))
    return w;  // the filter's fan, certain for all but degenerate starts
  for (int i = 0; i < n; ++i) {
    int o = orient(pts[(i + n - 1) % n], pts[i], pts[(i + 1) % n]);
    if (o != 0) return o;
  }
  return 1;
}

Geom toGeom(const Polygon& p, int knownWinding) {
  Geom g;
  g.kind = Kind::Polygon;
  g.n = static_cast<int>(p.points.size());
  g.ext = p.points.data();
  g.winding = knownWinding != 0 ? knownWinding : polygonWinding(p.points);
  return g;
}

Geom toGeom(const Shape& s, int knownWinding) {
  Geom g;
  switch (typeOf(s)) {
    case ShapeType::Point:
      g.buf[0] = std::get<Point>(s).p;
      break;
    case ShapeType::Segment: {
      const auto& seg = std::get<Segment>(s);
      g.buf[0] = seg.a;
      g.buf[1] = seg.b;
      if (!(seg.a == seg.b)) g.kind = Kind::Segment, g.n = 2;
      break;
    }
    case ShapeType::Circle: {
      const auto& c = std::get<Circle>(s);
      g.buf[0] = c.center;
      if (c.radius > 0) g.kind = Kind::Disk, g.r = c.radius;
      break;
    }
    case ShapeType::Rect: {
      const auto& r = std::get<Rect>(s);
      bool wide = r.max.x > r.min.x, tall = r.max.y > r.min.y;
      g.buf[0] = r.min;
      if (wide && tall) {
        auto c = rectCorners(r);
        std::copy(c.begin(), c.end(), g.buf);
        g.kind = Kind::Polygon, g.n = 4;
      } else if (wide || tall) {
        g.buf[1] = r.max;
        g.kind = Kind::Segment, g.n = 2;
      }
      break;
    }
    case ShapeType::Polygon:
      return toGeom(std::get<Polygon>(s), knownWinding);
  }
  return g;
}

// [SECTION] Exact predicates

int orient(Vec2 a, Vec2 b, Vec2 c) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    V2<T> A = lift<T>(a), B = lift<T>(b), C = lift<T>(c);
    return exact::sign(exact::crossT(B - A, C - A));
  });
}

int dotSign(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    return exact::sign(exact::dotT(lift<T>(b) - lift<T>(a), lift<T>(d) - lift<T>(c)));
  });
}

bool onSegment(Vec2 p, Vec2 a, Vec2 b) {
  if (a == b) return p == a;
  if (orient(a, b, p) != 0) return false;
  // On the line: between a and b when (p - a).(b - a) >= 0 and (p - b).(a - b) >= 0; collinear values
  // make these plain coordinate comparisons.
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}

int circleSide(Vec2 p, Vec2 c, double r) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    V2<T> d = lift<T>(p) - lift<T>(c);
    T R(r);
    return exact::sign(T(exact::dotT(d, d) - R * R));
  });
}

int circlesSide(Vec2 c1, double r1, Vec2 c2, double r2, bool sum) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    V2<T> d = lift<T>(c2) - lift<T>(c1);
    T rr = sum ? T(T(r1) + T(r2)) : T(T(r1) - T(r2));
    return exact::sign(T(exact::dotT(d, d) - rr * rr));
  });
}

int segmentDistanceVsRadius(Vec2 c, double r, Vec2 a, Vec2 b) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    V2<T> A = lift<T>(a), B = lift<T>(b), C = lift<T>(c);
    V2<T> d = B - A, w = C - A;
    T R(r);
    T t = exact::dotT(d, w);
    if (exact::sign(t) <= 0) return exact::sign(T(exact::dotT(w, w) - R * R));
    T L = exact::dotT(d, d);
    if (exact::sign(T(t - L)) >= 0) {
      V2<T> wb = C - B;
      return exact::sign(T(exact::dotT(wb, wb) - R * R));
    }
    T cr = exact::crossT(d, w);
    return exact::sign(T(cr * cr - R * R * L));
  });
}

bool inPolygon(const Geom& g, Vec2 p) {
  for (int i = 0; i < g.n; ++i)
    if (orient(g.at(i), g.edgeTo(i), p) * g.winding < 0) return false;
  return true;
}

bool inPolytope(const Geom& g, Vec2 p) {
  switch (g.kind) {
    case Kind::Point:
      return p == g.at(0);
    case Kind::Segment:
      return onSegment(p, g.at(0), g.at(1));
    case Kind::Polygon:
      return inPolygon(g, p);
    case Kind::Disk:
      return circleSide(p, g.at(0), g.r) <= 0;
  }
  return false;
}

// [SECTION] Projections on an axis

int compareExtremes(const AxisDef& ax, const Extreme& e1, const Extreme& e2) {
  // Ties known from the structure, which no rounded evaluation can certify: the same extreme, and the two
  // ends of the edge whose normal is the axis.
  bool sameOffset = e1.side * e1.r == e2.side * e2.r;
  if (sameOffset && e1.p == e2.p) return 0;
  if (sameOffset && ax.perp && ((e1.p == ax.p && e2.p == ax.q) || (e1.p == ax.q && e2.p == ax.p))) return 0;
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    V2<T> d = lift<T>(ax.q) - lift<T>(ax.p);
    V2<T> n = ax.perp ? V2<T>{d.y, T(-d.x)} : d;
    T X = exact::dotT(n, lift<T>(e1.p) - lift<T>(e2.p));
    T R = T(T(e1.side) * T(e1.r) - T(e2.side) * T(e2.r));
    return exact::signSumRoot(X, R, exact::dotT(n, n));
  });
}

Extreme extremeAlong(const Geom& g, const AxisDef& ax, int side) {
  if (g.kind == Kind::Disk) return {g.at(0), g.r, side};
  Extreme best{g.at(0)};
  for (int i = 1; i < g.n; ++i) {
    Extreme e{g.at(i)};
    if (compareExtremes(ax, e, best) * side > 0) best = e;
  }
  return best;
}

// Projection bounds of a point set on the axis from rounded projections with their error bounds; each bound
// is widened so that its own rounding cannot cross the true value.
struct Bounds {
  double minLo, minHi, maxLo, maxHi;
  bool finite = true;  ///< false when a projection overflowed: the bounds then prove nothing
};

static Bounds projectionBounds(const Geom& g, exact::Fl nx, exact::Fl ny) {
  Bounds b{INFINITY, INFINITY, -INFINITY, -INFINITY};
  for (int i = 0; i < g.n; ++i) {
    Vec2 v = g.at(i);
    exact::Fl x = nx * exact::Fl(v.x) + ny * exact::Fl(v.y);
    double e = x.e * (1 + 0x1p-50) + std::fabs(x.v) * 0x1p-51;
    double lo = x.v - e, hi = x.v + e;
    b.finite = b.finite && std::isfinite(lo) && std::isfinite(hi);
    b.minLo = std::min(b.minLo, lo), b.minHi = std::min(b.minHi, hi);
    b.maxLo = std::max(b.maxLo, lo), b.maxHi = std::max(b.maxHi, hi);
  }
  return b;
}

// The overlap's sign from the exact extremes alone.
static int overlapSignExact(const Geom& a, const Geom& b, const AxisDef& ax) {
  int s1 = compareExtremes(ax, extremeAlong(a, ax, 1), extremeAlong(b, ax, -1));
  if (s1 < 0) return s1;
  int s2 = compareExtremes(ax, extremeAlong(b, ax, 1), extremeAlong(a, ax, -1));
  return std::min(s1, s2);
}

int overlapSign(const Geom& a, const Geom& b, const AxisDef& ax) {
  if (a.kind != Kind::Disk && b.kind != Kind::Disk) {
    // Fast path: both intervals from rounded projections; decided when the bounds do not straddle.
    exact::Fl dx = exact::Fl(ax.q.x) - exact::Fl(ax.p.x), dy = exact::Fl(ax.q.y) - exact::Fl(ax.p.y);
    exact::Fl nx = ax.perp ? dy : dx, ny = ax.perp ? -dx : dy;
    Bounds A = projectionBounds(a, nx, ny), B = projectionBounds(b, nx, ny);
    if (!A.finite || !B.finite) return overlapSignExact(a, b, ax);
    int s1 = A.maxLo > B.minHi ? 1 : (A.maxHi < B.minLo ? -1 : 2);
    int s2 = B.maxLo > A.minHi ? 1 : (B.maxHi < A.minLo ? -1 : 2);
    if (s1 < 0 || s2 < 0) return -1;
    if (s1 == 1 && s2 == 1) return 1;
  }
  return overlapSignExact(a, b, ax);
}

// [SECTION] Rounded distances

double satSize(const Geom& g) {
  const Vec2* v = g.v();
  const int n = g.kind == Kind::Disk ? 1 : g.n;
  double size = std::fabs(v[0].x) + std::fabs(v[0].y) + g.r;
  for (int i = 1; i < n; ++i) size = std::max(size, std::fabs(v[i].x) + std::fabs(v[i].y));
  return size;
}

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

// [SECTION] Outline meeting points of straight pieces

void OutlineMeet::addSegmentPairExact(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
  if (p1 == p2) {
    if (onSegment(p1, q1, q2)) points.push_back(p1);
    return;
  }
  if (q1 == q2) {
    if (onSegment(q1, p1, p2)) points.push_back(q1);
    return;
  }
  int o1 = orient(p1, p2, q1), o2 = orient(p1, p2, q2);
  if (o1 == 0 && o2 == 0) {  // collinear: order the four points along p1 -> p2
    AxisDef along{p1, p2, false};
    auto less = [&](Vec2 u, Vec2 w) { return compareExtremes(along, {u}, {w}) < 0; };
    Vec2 pLo = p1, pHi = p2, qLo = q1, qHi = q2;
    if (less(qHi, qLo)) std::swap(qLo, qHi);
    Vec2 lo = less(pLo, qLo) ? qLo : pLo;
    Vec2 hi = less(pHi, qHi) ? pHi : qHi;
    int c = compareExtremes(along, {lo}, {hi});
    if (c < 0) pieces.emplace_back(lo, hi);
    if (c == 0) points.push_back(lo);
    return;
  }
  int o3 = orient(q1, q2, p1), o4 = orient(q1, q2, p2);
  if (o1 * o2 > 0 || o3 * o4 > 0) return;
  if (o1 == 0)
    points.push_back(q1);
  else if (o2 == 0)
    points.push_back(q2);
  else if (o3 == 0)
    points.push_back(p1);
  else if (o4 == 0)
    points.push_back(p2);
  else
    points.push_back(crossingPoint(p1, p2, q1, q2));
}

void exactCrossingRatio(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2, double& num, double& den) {
  using exact::lift;
  using Q = exact::V2<mpq_class>;
  const Q P1 = lift<mpq_class>(p1), dq = lift<mpq_class>(q2) - lift<mpq_class>(q1);
  const mpq_class n = exact::crossT(lift<mpq_class>(q1) - P1, dq),
                  d = exact::crossT(lift<mpq_class>(p2) - P1, dq);
  num = toDouble(mpq_class(n / d)), den = 1;
}

void OutlineMeet::finish() {
  if (pieces.empty()) {  // the common case: isolated crossing and touching points only
    sortUnique(points);
    return;
  }
  // Collinear pieces that overlap or share an end are one straight piece (a collinear vertex is not listed).
  for (bool merged = true; merged;) {
    merged = false;
    for (size_t i = 0; i < pieces.size() && !merged; ++i) {
      for (size_t j = i + 1; j < pieces.size() && !merged; ++j) {
        auto [a, b] = pieces[i];
        auto [c, d] = pieces[j];
        if (orient(a, b, c) != 0 || orient(a, b, d) != 0) continue;
        if (!onSegment(c, a, b) && !onSegment(d, a, b) && !onSegment(a, c, d)) continue;
        AxisDef along{a, b, false};
        Vec2 lo = a, hi = b;
        for (Vec2 x : {c, d}) {
          if (compareExtremes(along, {x}, {lo}) < 0) lo = x;
          if (compareExtremes(along, {x}, {hi}) > 0) hi = x;
        }
        pieces[i] = {lo, hi};
        pieces.erase(pieces.begin() + static_cast<long>(j));
        merged = true;
      }
    }
  }
  std::vector<Vec2> out;
  out.reserve(points.size() + 2 * pieces.size());
  for (Vec2 p : points) {
    bool covered = false;
    for (auto& [a, b] : pieces) covered = covered || onSegment(p, a, b);
    if (!covered) out.push_back(p);
  }
  for (auto& [a, b] : pieces) out.push_back(a), out.push_back(b);
  sortUnique(out);
  points = std::move(out);
}

// [SECTION] Circle meets segment

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
