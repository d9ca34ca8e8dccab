// reference.h — an independent rational reference for relation and containment (tests only).
//
// Written from the definitions with GMP rationals and different algorithms from the core: clipping
// (Sutherland-Hodgman / Cyrus-Beck) for polytopes, exact closest points for disks. No filter, no shortcuts.
#pragma once

#include <gmpxx.h>

#include <cmath>
#include <vector>

#include "hitlab/relation.h"

namespace hitlab::ref {

struct Q2 {
  mpq_class x, y;
};
inline Q2 q(Vec2 p) { return {mpq_class(p.x), mpq_class(p.y)}; }
/// The exact sign of the orientation of (a, b, c): +1 counter-clockwise, 0 on one line, -1 clockwise.
inline int orientExact(Vec2 a, Vec2 b, Vec2 c) {
  return sgn((mpq_class(b.x) - a.x) * (mpq_class(c.y) - a.y) -
             (mpq_class(b.y) - a.y) * (mpq_class(c.x) - a.x));
}
inline Q2 sub(const Q2& a, const Q2& b) { return {a.x - b.x, a.y - b.y}; }
inline mpq_class crs(const Q2& a, const Q2& b) { return a.x * b.y - a.y * b.x; }
inline mpq_class dt(const Q2& a, const Q2& b) { return a.x * b.x + a.y * b.y; }
inline bool eq(const Q2& a, const Q2& b) { return a.x == b.x && a.y == b.y; }
inline Q2 lerp(const Q2& a, const Q2& b, const mpq_class& t) {
  return {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
}

// A shape as its point set: vertices (1 = point, 2 = segment, >= 3 = CCW polygon) or a disk; a capsule is
// its segment's vertices grown by `grow` (every point within it of them).
struct Set {
  bool disk = false;
  Q2 c;
  mpq_class r;
  std::vector<Q2> v;
  mpq_class grow = 0;
};

inline Set toSet(const Shape& s) {
  Set out;
  if (auto* p = std::get_if<Point>(&s)) out.v = {q(p->p)};
  if (auto* g = std::get_if<Segment>(&s))
    out.v = g->a == g->b ? std::vector<Q2>{q(g->a)} : std::vector<Q2>{q(g->a), q(g->b)};
  if (auto* c = std::get_if<Circle>(&s)) {
    if (c->radius > 0)
      out.disk = true, out.c = q(c->center), out.r = c->radius;
    else
      out.v = {q(c->center)};
  }
  if (auto* r = std::get_if<Rect>(&s)) {
    bool w = r->max.x > r->min.x, h = r->max.y > r->min.y;
    if (w && h)
      for (Vec2 p : rectCorners(*r)) out.v.push_back(q(p));
    else if (w || h)
      out.v = {q(r->min), q(r->max)};
    else
      out.v = {q(r->min)};
  }
  if (auto* k = std::get_if<Capsule>(&s)) {
    out.v = k->a == k->b ? std::vector<Q2>{q(k->a)} : std::vector<Q2>{q(k->a), q(k->b)};
    out.grow = k->radius;
  }
  if (auto* g = std::get_if<Polygon>(&s)) {
    for (Vec2 p : g->points) out.v.push_back(q(p));
    mpq_class area = 0;
    for (size_t i = 0; i < out.v.size(); ++i) area += crs(out.v[i], out.v[(i + 1) % out.v.size()]);
    if (area < 0) std::reverse(out.v.begin(), out.v.end());
  }
  out.grow = std::max(out.grow, mpq_class(roundingOf(s)));  // (a rounded rect or polygon: its core grown)
  return out;
}

// Squared distance from p to the closed segment a-b (exact).
inline mpq_class dist2Segment(const Q2& p, const Q2& a, const Q2& b) {
  Q2 d = sub(b, a);
  mpq_class L = dt(d, d);
  mpq_class t = L == 0 ? mpq_class(0) : mpq_class(dt(sub(p, a), d) / L);
  if (t < 0) t = 0;
  if (t > 1) t = 1;
  Q2 f = sub(p, lerp(a, b, t));
  return dt(f, f);
}

// Membership of p in a polytope set: -1 outside, 0 on the relative boundary, 1 in the relative interior.
inline int member(const Set& s, const Q2& p) {
  if (s.v.size() == 1) return eq(s.v[0], p) ? 1 : -1;
  if (s.v.size() == 2) {
    Q2 d = sub(s.v[1], s.v[0]);
    if (crs(d, sub(p, s.v[0])) != 0) return -1;
    mpq_class t = dt(sub(p, s.v[0]), d) / dt(d, d);
    return (t < 0 || t > 1) ? -1 : ((t == 0 || t == 1) ? 0 : 1);
  }
  int worst = 1;
  for (size_t i = 0; i < s.v.size(); ++i) {
    int o = sgn(crs(sub(s.v[(i + 1) % s.v.size()], s.v[i]), sub(p, s.v[i])));
    worst = std::min(worst, o);
  }
  return worst;
}

inline mpq_class dist2Polytope(const Set& s, const Q2& p) {
  if (s.v.size() >= 3 && member(s, p) >= 0) return 0;
  if (s.v.size() == 1) return dt(sub(p, s.v[0]), sub(p, s.v[0]));
  mpq_class best = -1;
  size_t n = s.v.size() == 2 ? 1 : s.v.size();
  for (size_t i = 0; i < n; ++i) {
    mpq_class d = dist2Segment(p, s.v[i], s.v[(i + 1) % s.v.size()]);
    if (best < 0 || d < best) best = d;
  }
  return best;
}

// Sutherland-Hodgman: the polygon `poly` clipped by the closed half-plane left of a->b.
inline std::vector<Q2> clip(const std::vector<Q2>& poly, const Q2& a, const Q2& b) {
  std::vector<Q2> out;
  Q2 d = sub(b, a);
  for (size_t i = 0; i < poly.size(); ++i) {
    const Q2 &p = poly[i], &n = poly[(i + 1) % poly.size()];
    mpq_class sp = crs(d, sub(p, a)), sn = crs(d, sub(n, a));
    if (sp >= 0) out.push_back(p);
    if ((sp > 0 && sn < 0) || (sp < 0 && sn > 0)) out.push_back(lerp(p, n, sp / (sp - sn)));
  }
  return out;
}

inline Relation polytopeRelation(const Set& A, const Set& B) {
  const Set& big = A.v.size() >= B.v.size() ? A : B;
  const Set& small = A.v.size() >= B.v.size() ? B : A;
  if (small.v.size() == 1) {
    int m = member(big, small.v[0]);
    return m < 0 ? Relation::Disjoint : (m == 0 ? Relation::Touching : Relation::Overlapping);
  }
  if (big.v.size() == 2) {  // two segments
    Q2 a = small.v[0], b = small.v[1], c = big.v[0], d = big.v[1];
    mpq_class den = crs(sub(b, a), sub(d, c));
    if (den != 0) {
      mpq_class t = crs(sub(c, a), sub(d, c)) / den, u = crs(sub(c, a), sub(b, a)) / den;
      if (t < 0 || t > 1 || u < 0 || u > 1) return Relation::Disjoint;
      return (t > 0 && t < 1 && u > 0 && u < 1) ? Relation::Overlapping : Relation::Touching;
    }
    if (crs(sub(b, a), sub(c, a)) != 0) return Relation::Disjoint;
    Q2 dir = sub(b, a);
    mpq_class L = dt(dir, dir), sc = dt(sub(c, a), dir) / L, sd = dt(sub(d, a), dir) / L;
    mpq_class lo = std::max(mpq_class(0), mpq_class(std::min(sc, sd))),
              hi = std::min(mpq_class(1), mpq_class(std::max(sc, sd)));
    return lo < hi ? Relation::Overlapping : (lo == hi ? Relation::Touching : Relation::Disjoint);
  }
  if (small.v.size() == 2) {  // Cyrus-Beck clipping of the segment by the polygon
    Q2 a = small.v[0], b = small.v[1];
    mpq_class t0 = 0, t1 = 1;
    for (size_t i = 0; i < big.v.size(); ++i) {
      Q2 e0 = big.v[i], e1 = big.v[(i + 1) % big.v.size()];
      mpq_class f0 = crs(sub(e1, e0), sub(a, e0)), f1 = crs(sub(e1, e0), sub(b, e0));
      if (f0 < 0 && f1 < 0) return Relation::Disjoint;
      if (f0 < 0) t0 = std::max(t0, mpq_class(f0 / (f0 - f1)));
      if (f1 < 0) t1 = std::min(t1, mpq_class(f0 / (f0 - f1)));
    }
    if (t0 > t1) return Relation::Disjoint;
    if (t0 == t1) return Relation::Touching;
    Q2 mid = lerp(a, b, (t0 + t1) / 2);
    return member(big, mid) == 1 ? Relation::Overlapping : Relation::Touching;
  }
  std::vector<Q2> in = small.v;
  for (size_t i = 0; i < big.v.size() && !in.empty(); ++i)
    in = clip(in, big.v[i], big.v[(i + 1) % big.v.size()]);
  if (in.empty()) return Relation::Disjoint;
  mpq_class area = 0;
  for (size_t i = 0; i < in.size(); ++i) area += crs(in[i], in[(i + 1) % in.size()]);
  return area > 0 ? Relation::Overlapping : Relation::Touching;
}

// A disk as a point grown by its radius (the form of a grown pair).
inline Set grownForm(Set s) {
  if (s.disk) s.v = {s.c}, s.grow = s.r, s.disk = false;
  return s;
}
inline bool grownPair(const Set& A, const Set& B) { return A.grow > 0 || B.grow > 0; }

// The squared distance between two polytopes that do not meet: the least over each one's vertices against
// the other (disjoint convex sets are nearest at a vertex and the other's outline).
inline mpq_class polytopesSquare(const Set& A, const Set& B) {
  mpq_class best = -1;
  for (const auto& [X, Y] : {std::pair{&A, &B}, std::pair{&B, &A}})
    for (const Q2& p : X->v) {
      mpq_class d = dist2Polytope(*Y, p);
      if (best < 0 || d < best) best = d;
    }
  return best;
}

// Grown shapes: their cores meeting (the grown ones then share interior points), else the cores' squared
// distance against the squared sum of the growths.
inline Relation grownRelation(const Set& A0, const Set& B0) {
  const Set A = grownForm(A0), B = grownForm(B0);
  if (polytopeRelation(A, B) != Relation::Disjoint) return Relation::Overlapping;
  const mpq_class R = A.grow + B.grow, s = polytopesSquare(A, B) - R * R;
  return s < 0 ? Relation::Overlapping : (s == 0 ? Relation::Touching : Relation::Disjoint);
}

inline Relation relation(const Shape& a, const Shape& b) {
  Set A = toSet(a), B = toSet(b);
  if (grownPair(A, B)) return grownRelation(A, B);
  if (A.disk && B.disk) {
    Q2 d = sub(B.c, A.c);
    mpq_class s = dt(d, d) - (A.r + B.r) * (A.r + B.r);
    return s < 0 ? Relation::Overlapping : (s == 0 ? Relation::Touching : Relation::Disjoint);
  }
  if (A.disk || B.disk) {
    const Set& D = A.disk ? A : B;
    const Set& X = A.disk ? B : A;
    mpq_class s = dist2Polytope(X, D.c) - D.r * D.r;
    return s < 0 ? Relation::Overlapping : (s == 0 ? Relation::Touching : Relation::Disjoint);
  }
  return polytopeRelation(A, B);
}

// Is every point of X in Y?
inline bool inside(const Set& X, const Set& Y) {
  if (Y.disk) {
    if (X.disk) {
      Q2 d = sub(X.c, Y.c);
      return Y.r >= X.r && dt(d, d) <= (Y.r - X.r) * (Y.r - X.r);
    }
    for (const Q2& p : X.v)
      if (dt(sub(p, Y.c), sub(p, Y.c)) > Y.r * Y.r) return false;
    return true;
  }
  if (X.disk) {
    if (Y.v.size() < 3) return false;
    for (size_t i = 0; i < Y.v.size(); ++i) {
      Q2 e = sub(Y.v[(i + 1) % Y.v.size()], Y.v[i]);
      mpq_class s = crs(e, sub(X.c, Y.v[i]));
      if (s < 0 || s * s < X.r * X.r * dt(e, e)) return false;
    }
    return true;
  }
  for (const Q2& p : X.v)
    if (member(Y, p) < 0) return false;
  return true;
}

// Grown shapes: X is the hull of its vertices' disks (radius gx), each in Y (its core grown by gy) when every
// direction's support of the disk is within Y's (the support of a convex set grown by g is its own plus g):
// for gx <= gy that is the vertex within gy - gx of Y's core; for gx > gy the vertex at least gx - gy inside
// each edge line of a polygon core (a point or segment core holds no disk).
inline bool grownInside(const Set& X0, const Set& Y0) {
  const Set X = grownForm(X0), Y = grownForm(Y0);
  for (const Q2& p : X.v) {
    if (X.grow <= Y.grow) {
      const mpq_class room = Y.grow - X.grow;
      if (dist2Polytope(Y, p) > room * room) return false;
      continue;
    }
    if (Y.v.size() < 3) return false;
    const mpq_class need = X.grow - Y.grow;
    for (size_t i = 0; i < Y.v.size(); ++i) {
      Q2 e = sub(Y.v[(i + 1) % Y.v.size()], Y.v[i]);
      mpq_class s = crs(e, sub(p, Y.v[i]));
      if (s < 0 || s * s < need * need * dt(e, e)) return false;
    }
  }
  return true;
}

inline Containment containment(const Shape& a, const Shape& b) {
  Set A = toSet(a), B = toSet(b);
  bool ab = grownPair(A, B) ? grownInside(A, B) : inside(A, B),
       ba = grownPair(A, B) ? grownInside(B, A) : inside(B, A);
  return ab && ba ? Containment::Equal : ab ? Containment::AInB : ba ? Containment::BInA : Containment::None;
}

// A non-negative real given as mpf, rounded to double at any magnitude (subnormal results included).
inline double toDouble(const mpf_class& x) {
  if (x == 0) return 0;
  long e = 0;
  double m = mpf_get_d_2exp(&e, x.get_mpf_t());
  return std::ldexp(m, static_cast<int>(e));
}

// The exact distance between the two point sets (a long mpf computation: cancellation next to a radius).
inline double distance(const Shape& a, const Shape& b) {
  constexpr int kBits = 4096;
  Set A = toSet(a), B = toSet(b);
  auto root = [&](const mpq_class& q) {
    mpf_class f(q, kBits);
    return mpf_class(sqrt(f), kBits);
  };
  auto polytopeSquare = [](const Set& X, const Set& Y) {
    mpq_class best = -1;
    for (const Q2& p : X.v) {
      mpq_class d = dist2Polytope(Y, p);
      if (best < 0 || d < best) best = d;
    }
    return best;
  };
  mpf_class d(0, kBits);
  if (grownPair(A, B)) {
    if (grownRelation(A, B) != Relation::Disjoint) return 0.0;
    const Set GA = grownForm(A), GB = grownForm(B);
    d = root(polytopesSquare(GA, GB)) - mpf_class(GA.grow + GB.grow, kBits);
  } else if (A.disk && B.disk) {
    Q2 v = sub(B.c, A.c);
    d = root(dt(v, v)) - mpf_class(A.r + B.r, kBits);
  } else if (A.disk || B.disk) {
    const Set &D = A.disk ? A : B, &X = A.disk ? B : A;
    d = root(dist2Polytope(X, D.c)) - mpf_class(D.r, kBits);
  } else {
    mpq_class s = std::min(polytopeSquare(A, B), polytopeSquare(B, A));
    d = root(s);
  }
  return d > 0 ? toDouble(d) : 0.0;
}

}  // namespace hitlab::ref
