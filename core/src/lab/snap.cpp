// snap.cpp — degeneracy on purpose (hitlab/snap.h): every snap is checked by the exact predicates afterwards.
#include "hitlab/snap.h"

#include <gmpxx.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>

#include "hitlab/perturb.h"
#include "hitlab/relation.h"

namespace hitlab::snap {

namespace {

using Q = mpq_class;

// The double equal to x, when one is (get_d truncates, so an exact double comes back as itself).
std::optional<double> asDouble(const Q& x) {
  const double d = x.get_d();
  if (!std::isfinite(d) || Q(d) != x) return std::nullopt;
  return d;
}

std::string number(double x) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", x);
  return buf;
}

// The result says what it did by id; `what` is its English.
void say(Result& r, const char* id, std::vector<std::string> args = {}) {
  r.message = {id, std::move(args)};
  r.what = english(r.message);
}

// The edges of a point set's outline (a segment has one, a rect four, a polygon n).
std::vector<std::pair<Vec2, Vec2>> edgesOf(const Shape& s) {
  std::vector<std::pair<Vec2, Vec2>> edges;
  if (auto* g = std::get_if<Segment>(&s)) edges.push_back({g->a, g->b});
  std::vector<Vec2> v;
  if (auto* r = std::get_if<Rect>(&s)) {
    auto c = rectCorners(*r);
    v.assign(c.begin(), c.end());
  }
  if (auto* p = std::get_if<Polygon>(&s)) v = p->points;
  for (std::size_t i = 0; i < v.size(); ++i) edges.push_back({v[i], v[(i + 1) % v.size()]});
  return edges;
}

Vec2 closestOn(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  const double L = dot(d, d), t = L > 0 ? std::clamp(dot(p - a, d) / L, 0.0, 1.0) : 0;
  return a + t * d;
}

// The edge of `target` nearest to p.
std::pair<Vec2, Vec2> nearestEdge(const Shape& target, Vec2 p) {
  const auto edges = edgesOf(target);
  std::size_t best = 0;
  double bestDistance = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < edges.size(); ++i)
    if (const double d = length(p - closestOn(p, edges[i].first, edges[i].second)); d < bestDistance)
      bestDistance = d, best = i;
  return edges[best];
}

// A point onto the nearest edge of `target`: exactly on the edge's line and between its ends, or an end.
Result pointOnto(const Shape& target, Vec2 p, const std::function<Shape(Vec2)>& place) {
  const auto [a, b] = nearestEdge(target, p);
  const Vec2 foot = closestOn(p, a, b);
  Result r;
  if (foot == a || foot == b || a == b) {  // the nearest point is a vertex: that one is exact
    r.moved = place(foot);
    r.exact = true;
    say(r, "snap.vertex", {number(foot.x), number(foot.y)});
    return r;
  }
  if (const auto q = exactlyOnLine(a, b, foot);
      q && classify(Point{*q}, Segment{a, b}) != Relation::Disjoint) {
    r.moved = place(*q);
    r.exact = true;
    say(r, "snap.edge", {number(q->x), number(q->y)});
    return r;
  }
  r.moved = place(foot);
  say(r, "snap.edge-none");
  return r;
}

// A radius for circle b so that `exactly(r)` holds, searched around `guess`.
template <class Exactly>
std::optional<double> radiusNear(double guess, Exactly exactly) {
  for (int step = 0; step <= 64; ++step)
    for (int sign : {1, -1}) {
      const double r = perturb::moveUlps(guess, sign * step);
      if (r >= 0 && exactly(r)) return r;
      if (step == 0) break;
    }
  return std::nullopt;
}

Result tangent(const Circle& a, const Circle& b, bool outside) {
  const Q dx = Q(b.center.x) - a.center.x, dy = Q(b.center.y) - a.center.y, D = dx * dx + dy * dy;
  const double d = std::sqrt(D.get_d());
  double guess = outside ? d - a.radius : (a.radius > d ? a.radius - d : a.radius + d);
  guess = std::max(guess, 0.0);
  auto exactly = [&](double r) {
    const Q s = outside ? Q(Q(a.radius) + r) : Q(Q(a.radius) - r);
    return s * s == D && (outside || Q(a.radius) != r);
  };
  Result res;
  Circle moved = b;
  if (const auto r = radiusNear(guess, exactly)) {
    moved.radius = *r;
    res.exact = true;
    say(res, outside ? "snap.tangent-outside" : "snap.tangent-inside", {number(*r)});
  } else {
    moved.radius = guess;
    say(res, "snap.tangent-none",
        {number(D.get_d()), number(guess), relationName(classify(Shape{a}, Shape{moved}))});
  }
  res.moved = moved;
  return res;
}

// Rect b moved by whole assignments (its min onto a's max), keeping its size where rounding allows.
Result touchRect(const Rect& a, const Rect& b, bool corner) {
  Rect m = b;
  const double w = b.max.x - b.min.x, h = b.max.y - b.min.y;
  m.min.x = a.max.x, m.max.x = a.max.x + w;
  if (corner) {
    m.min.y = a.max.y, m.max.y = a.max.y + h;
  } else if (m.max.y < a.min.y || m.min.y > a.max.y) {  // no common y: line b up with a
    m.min.y = a.min.y, m.max.y = a.min.y + h;
  }
  Result r;
  r.moved = m;
  r.exact = classify(Shape{a}, Shape{m}) == Relation::Touching;
  const bool rounded = m.max.x - m.min.x != w || m.max.y - m.min.y != h;
  std::string id = std::string(corner ? "snap.corner" : "snap.side") + (r.exact ? "" : "-none");
  std::vector<std::string> args = {number(a.max.x)};
  if (!r.exact) args.emplace_back(relationName(classify(Shape{a}, Shape{m})));
  say(r, (id + (rounded ? "-rounded" : "")).c_str(), std::move(args));
  return r;
}

// Exactly: do segments p and q lie on one line and overlap in a piece of positive length?
bool shareAPiece(Segment p, Segment q) {
  const Q ax(p.a.x), ay(p.a.y), dx = Q(p.b.x) - ax, dy = Q(p.b.y) - ay;
  auto cross = [&](Vec2 v) -> Q { return dx * (Q(v.y) - ay) - dy * (Q(v.x) - ax); };
  auto along = [&](Vec2 v) -> Q {
    return dx * (Q(v.x) - ax) + dy * (Q(v.y) - ay);
  };  // p.a at 0, p.b at |d|^2
  if (p.a == p.b || q.a == q.b || sgn(cross(q.a)) != 0 || sgn(cross(q.b)) != 0) return false;
  const Q lo = std::max(Q(0), std::min(along(q.a), along(q.b)));
  const Q hi = std::min(Q(dx * dx + dy * dy), std::max(along(q.a), along(q.b)));
  return lo < hi;
}

// Segment b laid along a's edge nearest to its middle: its ends onto that edge's line (the first end
// within the edge, so that they share a piece), each the nearest double exactly on the line.
Result segmentAlong(const Shape& a, const Segment& b) {
  const auto [p, q] = nearestEdge(a, 0.5 * (b.a + b.b));
  const Vec2 d = q - p;
  const double L = dot(d, d);
  Vec2 first = closestOn(b.a, p, q), second = p + (dot(b.b - p, d) / L) * d;
  if (length(second - first) < 1e-3 * std::sqrt(L))  // (b across the edge: keep its length, along it)
    second = first + (length(b.b - b.a) / std::sqrt(L)) * (first == q ? -1.0 : 1.0) * d;
  Result r;
  const auto e1 = first == p || first == q ? std::optional<Vec2>(first) : exactlyOnLine(p, q, first);
  const auto e2 = exactlyOnLine(p, q, second);
  r.moved = Segment{e1.value_or(first), e2.value_or(second)};
  r.exact = e1 && e2 && shareAPiece({p, q}, std::get<Segment>(r.moved));
  if (r.exact)
    say(r, "snap.along", {number(p.x), number(p.y), number(q.x), number(q.y)});
  else
    say(r, "snap.along-none", {relationName(classify(a, r.moved))});
  return r;
}

// Rect or polygon b moved so that one of its edges lies on an exactly antiparallel edge of a, from outside:
// b's edge end onto a's edge start, the rest of b moved by the same (rounded) translation.
Result edgeOnEdge(const Shape& a, const Shape& b) {
  auto ccw = [](const Shape& s) {  // the outline counter-clockwise, so that antiparallel means face to face
    auto e = edgesOf(s);
    Q area = 0;
    for (auto [p, q] : e) area += Q(p.x) * q.y - Q(q.x) * p.y;
    if (sgn(area) < 0)
      for (auto& [p, q] : e) std::swap(p, q);
    return e;
  };
  const auto ea = ccw(a), eb = ccw(b);
  Result best;
  double bestMove = std::numeric_limits<double>::infinity();
  for (auto [p, q] : ea)
    for (auto [u, v] : eb) {
      const Q dx = Q(q.x) - p.x, dy = Q(q.y) - p.y, ex = Q(v.x) - u.x, ey = Q(v.y) - u.y;
      if (sgn(dx * ey - dy * ex) != 0 || sgn(dx * ex + dy * ey) >= 0) continue;  // not antiparallel
      const Vec2 t = p - v;  // v onto p: b's edge then runs from p along a's edge
      if (length(t) >= bestMove) continue;
      bestMove = length(t);
      // Moved by t, which may round: v is put on p exactly, and on an axis-aligned line the edge's other
      // end gets the line's coordinate exactly too (a rect stays a rect: its facing side is assigned).
      const bool vertical = sgn(dx) == 0, horizontal = sgn(dy) == 0;
      Shape moved = translated(b, t);
      if (auto* r = std::get_if<Rect>(&moved)) {
        const Rect& o = std::get<Rect>(b);
        if (vertical) {
          const bool leftSide = u.x == o.min.x;  // b's left side faces a's right one, or the other way
          r->min.x = leftSide ? p.x : p.x - (o.max.x - o.min.x);
          r->max.x = leftSide ? p.x + (o.max.x - o.min.x) : p.x;
        } else {
          const bool bottomSide = u.y == o.min.y;
          r->min.y = bottomSide ? p.y : p.y - (o.max.y - o.min.y);
          r->max.y = bottomSide ? p.y + (o.max.y - o.min.y) : p.y;
        }
      } else if (auto* g = std::get_if<Polygon>(&moved)) {
        const auto& o = std::get<Polygon>(b).points;
        for (std::size_t k = 0; k < o.size(); ++k) {
          if (o[k] == v) g->points[k] = p;
          if (o[k] == u && vertical) g->points[k].x = p.x;
          if (o[k] == u && horizontal) g->points[k].y = p.y;
        }
      }
      best.moved = moved;
      const auto me = edgesOf(moved);
      bool shared = false;
      for (auto [e0, e1] : me) shared = shared || shareAPiece({p, q}, {e0, e1});
      best.exact = shared && classify(a, moved) == Relation::Touching;
      if (best.exact)
        say(best, "snap.edge-on-edge", {number(t.x), number(t.y)});
      else
        say(best, "snap.moved-rounds", {number(t.x), number(t.y), relationName(classify(a, moved))});
    }
  if (bestMove == std::numeric_limits<double>::infinity()) {
    best.moved = b;
    say(best, "snap.no-parallel-edge");
  }
  return best;
}

}  // namespace

const char* kindName(Kind kind) {
  switch (kind) {
    case Kind::PointOnEdge:
      return "Put the point on the nearest edge";
    case Kind::Collinear:
      return "Make collinear (b's first end on line a)";
    case Kind::TangentOutside:
      return "Make tangent (outside)";
    case Kind::TangentInside:
      return "Make tangent (inside)";
    case Kind::Concentric:
      return "Make concentric";
    case Kind::TouchEdge:
      return "Touch along an edge";
    case Kind::TouchCorner:
      return "Touch at a corner";
    case Kind::SharePiece:
      return "Make two edges share a piece";
  }
  return "";
}

bool applies(Kind kind, const Shape& a, const Shape& b) {
  const bool edgesA = std::holds_alternative<Segment>(a) || std::holds_alternative<Rect>(a) ||
                      std::holds_alternative<Polygon>(a);
  switch (kind) {
    case Kind::PointOnEdge:
      return edgesA && (std::holds_alternative<Point>(b) || std::holds_alternative<Segment>(b));
    case Kind::Collinear:
      return std::holds_alternative<Segment>(a) && std::holds_alternative<Segment>(b) &&
             std::get<Segment>(a).a != std::get<Segment>(a).b;
    case Kind::TangentOutside:
    case Kind::TangentInside:
    case Kind::Concentric:
      return std::holds_alternative<Circle>(a) && std::holds_alternative<Circle>(b);
    case Kind::TouchEdge:
    case Kind::TouchCorner:
      return std::holds_alternative<Rect>(a) && std::holds_alternative<Rect>(b);
    case Kind::SharePiece:
      return edgesA && !std::holds_alternative<Point>(b) && !std::holds_alternative<Circle>(b) &&
             !edgesOf(b).empty();
  }
  return false;
}

std::optional<Vec2> exactlyOnLine(Vec2 a, Vec2 b, Vec2 p, int reach) {
  if (a == b) return std::nullopt;
  const Q ax(a.x), ay(a.y), dx = Q(b.x) - ax, dy = Q(b.y) - ay;
  std::optional<Vec2> best;
  double bestSquare = std::numeric_limits<double>::infinity();
  auto consider = [&](Vec2 q) {
    const double s = dot(q - p, q - p);
    if (s < bestSquare) bestSquare = s, best = q;
  };
  for (int k = -reach; k <= reach; ++k) {
    if (sgn(dx) != 0) {  // x fixed, y solved exactly
      const double x = perturb::moveUlps(p.x, k);
      if (auto y = asDouble(ay + (Q(x) - ax) * dy / dx)) consider({x, *y});
    }
    if (sgn(dy) != 0) {  // y fixed, x solved exactly
      const double y = perturb::moveUlps(p.y, k);
      if (auto x = asDouble(ax + (Q(y) - ay) * dx / dy)) consider({*x, y});
    }
  }
  return best;
}

std::optional<Result> snap(Kind kind, const Shape& a, const Shape& b) {
  if (!applies(kind, a, b)) return std::nullopt;
  switch (kind) {
    case Kind::PointOnEdge: {
      if (auto* p = std::get_if<Point>(&b)) return pointOnto(a, p->p, [](Vec2 q) { return Shape{Point{q}}; });
      const Segment s = std::get<Segment>(b);
      return pointOnto(a, s.a, [s](Vec2 q) { return Shape{Segment{q, s.b}}; });
    }
    case Kind::Collinear: {
      const Segment &line = std::get<Segment>(a), s = std::get<Segment>(b);
      const Vec2 d = line.b - line.a;
      const Vec2 foot = line.a + (dot(s.a - line.a, d) / dot(d, d)) * d;
      Result r;
      if (const auto q = exactlyOnLine(line.a, line.b, foot)) {
        r.moved = Segment{*q, s.b};
        r.exact = true;
        say(r, "snap.line", {number(q->x), number(q->y)});
      } else {
        r.moved = Segment{foot, s.b};
        say(r, "snap.line-none");
      }
      return r;
    }
    case Kind::TangentOutside:
    case Kind::TangentInside:
      return tangent(std::get<Circle>(a), std::get<Circle>(b), kind == Kind::TangentOutside);
    case Kind::Concentric: {
      Circle m = std::get<Circle>(b);
      m.center = std::get<Circle>(a).center;
      Result r{m, true, {}, {}};
      say(r, "snap.concentric");
      return r;
    }
    case Kind::TouchEdge:
    case Kind::TouchCorner:
      return touchRect(std::get<Rect>(a), std::get<Rect>(b), kind == Kind::TouchCorner);
    case Kind::SharePiece:
      if (auto* s = std::get_if<Segment>(&b)) return segmentAlong(a, *s);
      return edgeOnEdge(a, b);
  }
  return std::nullopt;
}

}  // namespace hitlab::snap
