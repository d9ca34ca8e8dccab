// grown_oracle.h — an oracle for the pairs of shapes grown by a radius (capsules, rounded rects and
// polygons), independent of the core: 2000-bit floats with their own formulas (every outline a set of edges
// and circle arcs, met piece by piece) for the points, the distance and the depth, each rounded to the
// nearest double by comparing with the midpoints between doubles; the rational reference (reference.h) for
// the cores' squared distance.
#pragma once

#include <gmpxx.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <vector>

#include "hitlab/expectations.h"
#include "hitlab/shapes.h"
#include "reference.h"

namespace hitlab::test::grown_oracle {

inline constexpr int kBits = 2000;
using F = mpf_class;
struct FV {
  F x{0, kBits}, y{0, kBits};
};
inline FV fv(Vec2 p) { return {F(p.x, kBits), F(p.y, kBits)}; }
inline FV operator+(const FV& a, const FV& b) { return {F(a.x + b.x, kBits), F(a.y + b.y, kBits)}; }
inline FV operator-(const FV& a, const FV& b) { return {F(a.x - b.x, kBits), F(a.y - b.y, kBits)}; }
inline FV operator*(const F& s, const FV& a) { return {F(s * a.x, kBits), F(s * a.y, kBits)}; }
inline F dotF(const FV& a, const FV& b) { return F(a.x * b.x + a.y * b.y, kBits); }
inline F crossF(const FV& a, const FV& b) { return F(a.x * b.y - a.y * b.x, kBits); }

// The nearest double to x, or none when x lies too near a midpoint between doubles to tell at this precision;
// a midpoint exactly (a sum of doubles, as an axis-aligned side's offset line: 2000 bits hold it whole)
// rounds to the even one of its neighbours.
inline std::optional<double> nearestOf(const F& x) {
  const double d = x.get_d();  // (truncated: d or its neighbour away from zero is the nearest)
  double best = d;
  F bestGap(abs(x - F(d, kBits)), kBits);
  for (double c : {std::nextafter(d, -INFINITY), std::nextafter(d, INFINITY)}) {
    F gap(abs(x - F(c, kBits)), kBits);
    if (gap < bestGap) best = c, bestGap = gap;
  }
  const double other = std::nextafter(best, x > F(best, kBits) ? INFINITY : -INFINITY);
  const F mid((F(best, kBits) + F(other, kBits)) / 2, kBits);
  if (x == mid) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &best, sizeof bits);
    return bits % 2 == 0 ? best : other;
  }
  const F margin(abs(mid) * F(std::ldexp(1.0, -1500), kBits) + F(std::ldexp(1.0, -1074), kBits) / 1024,
                 kBits);
  if (abs(x - mid) < margin) return std::nullopt;
  return best;
}

// An outline piece: an edge p-q, or a circle (c, r), all of it or the part where (X - c) . dir <= 0 (and
// (X - c) . dir2 <= 0 for a rounded polygon's corner: the arc between its two edges' normals).
struct Piece {
  bool arc = false;
  FV p, q;
  F r{0, kBits};
  FV dir, dir2;
  bool half = false, corner = false;
};

// The outline of a shape as pieces; nothing for a point.
inline std::vector<Piece> piecesOf(const Shape& s) {
  std::vector<Piece> out;
  auto edge = [&](FV p, FV q) {
    Piece e;
    e.p = p, e.q = q;
    out.push_back(e);
  };
  auto circle = [&](Vec2 c, double r, std::optional<Vec2> away) {
    Piece a;
    a.arc = true, a.p = fv(c), a.r = F(r, kBits);
    if (away) a.half = true, a.dir = fv(*away) - fv(c);
    out.push_back(a);
  };
  if (auto* g = std::get_if<Segment>(&s); g && !(g->a == g->b)) edge(fv(g->a), fv(g->b));
  if (auto* c = std::get_if<Circle>(&s); c && c->radius > 0) circle(c->center, c->radius, std::nullopt);
  std::vector<Vec2> v;
  if (auto* r = std::get_if<Rect>(&s)) {
    const auto c = rectCorners(*r);
    v.assign(c.begin(), c.end());
  }
  if (auto* g = std::get_if<Polygon>(&s)) v = counterClockwise(*g).points;
  const double rounding = roundingOf(s);
  if (rounding > 0) {  // a rounded rect or polygon
    // (flat: its segment or point, grown as a capsule or a disk)
    if (auto* r = std::get_if<Rect>(&s); r && !(r->max.x > r->min.x && r->max.y > r->min.y))
      return piecesOf(Capsule{r->min, r->max, rounding});
    // Each edge moved out by r along its right normal (counter-clockwise), each corner's arc between them.
    const std::size_t n = v.size();
    for (std::size_t i = 0; i < n; ++i) {
      const FV a = fv(v[i]), b = fv(v[(i + 1) % n]), d = b - a;
      const F len(sqrt(dotF(d, d)), kBits);
      // (an axis-aligned edge moves by r exactly: its offset line is a sum of doubles, perhaps a midpoint)
      const F rr(rounding, kBits), zero(0, kBits);
      const FV push = d.x == 0   ? FV{d.y > 0 ? rr : F(-rr, kBits), zero}
                      : d.y == 0 ? FV{zero, d.x > 0 ? F(-rr, kBits) : rr}
                                 : F(rr / len, kBits) * FV{d.y, F(-d.x, kBits)};
      edge(a + push, b + push);
      Piece c;
      c.arc = c.half = c.corner = true, c.p = a, c.r = F(rounding, kBits);
      c.dir = d, c.dir2 = fv(v[(i + n - 1) % n]) - a;  // (X - a) . (b - a) <= 0 and . (prev - a) <= 0
      out.push_back(c);
    }
    return out;
  }
  for (std::size_t i = 0; i < v.size(); ++i)
    if (!(v[i] == v[(i + 1) % v.size()])) edge(fv(v[i]), fv(v[(i + 1) % v.size()]));
  if (auto* k = std::get_if<Capsule>(&s)) {
    if (k->radius == 0) {
      if (!(k->a == k->b)) edge(fv(k->a), fv(k->b));
    } else if (k->a == k->b) {
      circle(k->a, k->radius, std::nullopt);
    } else {
      const FV a = fv(k->a), b = fv(k->b), d = b - a;
      const F len(sqrt(dotF(d, d)), kBits);
      const FV n =
          F(F(k->radius, kBits) / len, kBits) * FV{F(-d.y, kBits), d.x};  // (r times the left normal)
      edge(a + n, b + n);
      edge(a - n, b - n);
      circle(k->a, k->radius, k->b);
      circle(k->b, k->radius, k->a);
    }
  }
  return out;
}

// Where two pieces' carriers meet, in floats; `eps` decides tangency and membership (far below any gap that
// a pair of doubles of these sizes can leave, far above the floats' rounding).
inline std::vector<FV> carriersMeet(const Piece& u, const Piece& v, const F& eps) {
  std::vector<FV> out;
  if (u.arc && !v.arc) return carriersMeet(v, u, eps);
  if (!u.arc && !v.arc) {
    const FV e = u.q - u.p, f = v.q - v.p;
    const F den = crossF(e, f);
    if (abs(den) > eps) {
      const F t(crossF(v.p - u.p, f) / den, kBits);
      out.push_back(u.p + t * e);
    } else if (abs(crossF(e, v.p - u.p)) <= eps * F(sqrt(dotF(e, e)), kBits)) {
      out = {u.p, u.q, v.p, v.q};  // (one line: the ends of both, kept where they lie on the other)
    }
    return out;
  }
  if (!u.arc) {  // an edge's line against a circle
    const FV e = u.q - u.p, w = u.p - v.p;
    const F A = dotF(e, e), B = dotF(e, w), C(dotF(w, w) - v.r * v.r, kBits), D(B * B - A * C, kBits);
    if (D < -eps * A) return out;
    if (abs(D) <= eps * A) return {u.p + F(-B / A, kBits) * e};
    const F root(sqrt(D), kBits);
    for (int s : {1, -1}) out.push_back(u.p + F((-B + s * root) / A, kBits) * e);
    return out;
  }
  const FV d = v.p - u.p;
  const F D = dotF(d, d);
  if (D <= eps) return out;
  const F along((D + u.r * u.r - v.r * v.r) / (2 * D), kBits);
  const F h2(u.r * u.r / D - along * along, kBits);
  if (h2 < -eps) return out;
  const FV foot = u.p + along * d, across{F(-d.y, kBits), d.x};
  if (abs(h2) <= eps) return {foot};
  const F h(sqrt(h2), kBits);
  for (int s : {1, -1}) out.push_back(foot + F(s * h, kBits) * across);
  return out;
}

inline bool onPiece(const Piece& p, const FV& x, const F& eps) {
  if (p.arc) return !p.half || (dotF(x - p.p, p.dir) <= eps && (!p.corner || dotF(x - p.p, p.dir2) <= eps));
  const FV e = p.q - p.p;
  const F t(dotF(x - p.p, e) / dotF(e, e), kBits);
  return t >= -eps && t <= 1 + eps;
}

// The meeting points of two outlines, each coordinate rounded to the nearest double; none when a point lay
// too near a midpoint to round (then the caller skips the pair).
inline std::optional<std::vector<Vec2>> oraclePoints(const Shape& a, const Shape& b) {
  const double scale = std::max(pairScale(a, b), 1e-300);
  const F eps(F(scale, kBits) * F(std::ldexp(1.0, -900), kBits), kBits);
  std::vector<Vec2> out;
  for (const Piece& u : piecesOf(a))
    for (const Piece& v : piecesOf(b))
      for (const FV& x : carriersMeet(u, v, eps)) {
        if (!onPiece(u, x, eps) || !onPiece(v, x, eps)) continue;
        const auto px = nearestOf(x.x), py = nearestOf(x.y);
        if (!px || !py) return std::nullopt;
        out.push_back({*px, *py});
      }
  std::sort(out.begin(), out.end(), [](Vec2 p, Vec2 q) { return p.x < q.x || (p.x == q.x && p.y < q.y); });
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// The distance of two disjoint shapes with a capsule: the cores' (reference.h's exact square, its root in
// floats) less the radii.
inline std::optional<double> oracleDistance(const Shape& a, const Shape& b) {
  const ref::Set A = ref::grownForm(ref::toSet(a)), B = ref::grownForm(ref::toSet(b));
  const mpq_class square = ref::polytopesSquare(A, B);
  const F d(sqrt(F(square, kBits)) - F(A.grow + B.grow, kBits), kBits);
  return nearestOf(d);
}

// The depth of two capsules whose cores are apart: the radii less the cores' distance.
inline std::optional<double> oracleDepthApart(const Shape& a, const Shape& b) {
  const ref::Set A = ref::grownForm(ref::toSet(a)), B = ref::grownForm(ref::toSet(b));
  const F d(F(A.grow + B.grow, kBits) - sqrt(F(ref::polytopesSquare(A, B), kBits)), kBits);
  return nearestOf(d);
}

}  // namespace hitlab::test::grown_oracle
