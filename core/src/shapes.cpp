// shapes.cpp — shape helpers and the exact convexity check of polygons.
#include <algorithm>
#include <cmath>

#include "exact/exact.h"
#include "hitlab/classify.h"
#include "pairs/predicates.h"
#include "shape_checks.h"

namespace hitlab {

using detail::orient;

const char* typeName(ShapeType t) {
  static constexpr const char* kNames[] = {"point", "segment", "circle", "rect", "polygon", "capsule"};
  return kNames[static_cast<int>(t)];
}

std::vector<std::string> valueNames(const Shape& s) {
  std::vector<std::string> names;
  auto vec = [&](const std::string& n) { names.push_back(n + ".x"), names.push_back(n + ".y"); };
  if (std::holds_alternative<Point>(s)) vec("p");
  if (std::holds_alternative<Segment>(s)) vec("a"), vec("b");
  if (std::holds_alternative<Circle>(s)) vec("center"), names.push_back("radius");
  if (std::holds_alternative<Rect>(s)) vec("min"), vec("max");
  if (auto* p = std::get_if<Polygon>(&s))
    for (std::size_t i = 0; i < p->points.size(); ++i) vec("v" + std::to_string(i));
  if (roundingOf(s) != 0) names.push_back("radius");
  if (std::holds_alternative<Capsule>(s)) vec("a"), vec("b"), names.push_back("radius");
  return names;
}

std::array<Vec2, 4> rectCorners(const Rect& r) {
  return {r.min, {r.max.x, r.min.y}, r.max, {r.min.x, r.max.y}};
}

double roundingOf(const Shape& s) {
  if (auto* r = std::get_if<Rect>(&s)) return r->radius;
  if (auto* p = std::get_if<Polygon>(&s)) return p->radius;
  return 0;
}

double magnitude(const Shape& s) {
  // (Independent maxima in locals, two points a step, no visitor: every plain pair computes this twice, and
  // a chain of dependent maxima through memory cost 8-gon pairs 20 ns.)
  auto largest = [](const Vec2* p, std::size_t n) {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
      const double a = std::fabs(p[i].x), b = std::fabs(p[i].y), c = std::fabs(p[i + 1].x),
                   d = std::fabs(p[i + 1].y);
      x0 = std::max(x0, a), y0 = std::max(y0, b), x1 = std::max(x1, c), y1 = std::max(y1, d);
    }
    if (i < n) {
      const double a = std::fabs(p[i].x), b = std::fabs(p[i].y);
      x0 = std::max(x0, a), y0 = std::max(y0, b);
    }
    return std::max(std::max(x0, y0), std::max(x1, y1));
  };
  switch (typeOf(s)) {
    case ShapeType::Point:
      return largest(&std::get<Point>(s).p, 1);
    case ShapeType::Segment: {
      const Vec2 ends[2] = {std::get<Segment>(s).a, std::get<Segment>(s).b};
      return largest(ends, 2);
    }
    case ShapeType::Circle: {
      const Circle& c = std::get<Circle>(s);
      return std::max(largest(&c.center, 1), std::fabs(c.radius));
    }
    case ShapeType::Rect: {
      const Rect& r = std::get<Rect>(s);
      const Vec2 corners[2] = {r.min, r.max};
      return std::max(largest(corners, 2), std::fabs(r.radius));
    }
    case ShapeType::Polygon: {
      const Polygon& p = std::get<Polygon>(s);
      return std::max(largest(p.points.data(), p.points.size()), std::fabs(p.radius));
    }
    case ShapeType::Capsule: {
      const Capsule& c = std::get<Capsule>(s);
      const Vec2 ends[2] = {c.a, c.b};
      return std::max(largest(ends, 2), std::fabs(c.radius));
    }
  }
  return 0;
}

Shape shapeFromValues(ShapeType t, const double* v, int count) {
  switch (t) {
    case ShapeType::Point:
      return Point{{v[0], v[1]}};
    case ShapeType::Segment:
      return Segment{{v[0], v[1]}, {v[2], v[3]}};
    case ShapeType::Circle:
      return Circle{{v[0], v[1]}, v[2]};
    case ShapeType::Rect:
      return Rect{{v[0], v[1]}, {v[2], v[3]}, count > 4 ? v[4] : 0};
    case ShapeType::Capsule:
      return Capsule{{v[0], v[1]}, {v[2], v[3]}, v[4]};
    case ShapeType::Polygon:
      break;
  }
  Polygon p;
  for (int k = 0; k + 1 < count; k += 2) p.points.push_back({v[k], v[k + 1]});
  if (count % 2 != 0) p.radius = v[count - 1];
  return p;
}

Polygon rotatedBox(Vec2 center, Vec2 half, double angle, double radius) {
  const double c = std::cos(angle), s = std::sin(angle);
  Polygon p;
  p.radius = radius;
  for (const Vec2 k : {Vec2{-half.x, -half.y}, Vec2{half.x, -half.y}, half, Vec2{-half.x, half.y}})
    p.points.push_back({center.x + (c * k.x - s * k.y), center.y + (s * k.x + c * k.y)});
  return p;
}

Shape translated(const Shape& s, Vec2 d) {
  Shape out = s;
  std::visit(
      [&](auto& x) {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point>) {
          x.p = x.p + d;
        } else if constexpr (std::is_same_v<S, Segment>) {
          x.a = x.a + d, x.b = x.b + d;
        } else if constexpr (std::is_same_v<S, Circle>) {
          x.center = x.center + d;
        } else if constexpr (std::is_same_v<S, Rect>) {
          x.min = x.min + d, x.max = x.max + d;
        } else if constexpr (std::is_same_v<S, Polygon>) {
          for (Vec2& p : x.points) p = p + d;
        } else if constexpr (std::is_same_v<S, Capsule>) {
          x.a = x.a + d, x.b = x.b + d;
        } else {
          static_assert(kUntaughtShape<S>, "translated: a shape type it does not move");
        }
      },
      out);
  return out;
}

namespace {

// Proper crossing (interiors cross at one point) of two edges.
bool properlyCross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  return orient(a, b, c) * orient(a, b, d) < 0 && orient(c, d, a) * orient(c, d, b) < 0;
}

// Exact sign of the shoelace sum.
int areaSign(const std::vector<Vec2>& p) {
  return exact::decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    T sum(0.0);
    for (size_t i = 0; i < p.size(); ++i) {
      Vec2 u = p[i], w = p[(i + 1) % p.size()];
      sum = T(sum + T(u.x) * T(w.y) - T(w.x) * T(u.y));
    }
    return exact::sign(sum);
  });
}

// Upper half-plane of directions (angle in [0, pi)) is 0, lower is 1: exact, as signs of differences.
int half(Vec2 from, Vec2 to) { return (to.y > from.y || (to.y == from.y && to.x > from.x)) ? 0 : 1; }

}  // namespace

// A certificate of validity from the float filter alone: every turn certainly the same way (so no repeated
// vertex, no straight or reflex vertex, non-zero area) and the edge directions wind exactly once (they cross
// the +x direction once; the sign of an edge's y difference is exact), which makes the polygon simple and
// convex. 0 means "not certified": the exact checks below decide and name the problem.
int detail::certainWinding(const std::vector<Vec2>& v) {
  const int n = static_cast<int>(v.size());
  if (n < 3) return 0;
  int turn = 0, crossings = 0;
  for (int i = 0, j = 1, k = 2; i < n; ++i, j = k, k = (k + 1 == n ? 0 : k + 1)) {  // no division per step
    Vec2 p = v[i], q = v[j], r = v[k];
    int t = detail::filter::orient(p.x, p.y, q.x, q.y, r.x, r.y);
    if (t == 0 || (turn != 0 && t != turn)) return 0;
    turn = t;
    bool down = q.y < p.y, nextDown = r.y < q.y;  // the sign of the edge's y difference, exactly
    crossings += turn > 0 ? (down && !nextDown) : (!down && nextDown);
  }
  return crossings == 1 ? turn : 0;
}

Polygon counterClockwise(Polygon p) {
  // (The winding the float certificate proves, else the sign of the area decided exactly: the same sign,
  // without rationals for the polygons the hunt's judges and generators turn by the million.)
  int winding = detail::certainWinding(p.points);
  if (winding == 0) winding = areaSign(p.points);
  if (winding < 0) std::reverse(p.points.begin(), p.points.end());
  return p;
}

Message polygonProblemMessage(const Polygon& poly) {
  const auto& v = poly.points;
  int n = static_cast<int>(v.size());
  if (n < 3) return {"polygon.too-few-vertices", {}};
  if (detail::certainWinding(v) != 0) return {};
  for (int i = 0; i < n; ++i)
    if (v[i] == v[(i + 1) % n]) return {"polygon.repeated-vertex", {std::to_string(i)}};
  bool collinear = true;
  for (int i = 2; i < n && collinear; ++i) collinear = orient(v[0], v[1], v[i]) == 0;
  if (collinear) return {"polygon.zero-area", {}};

  // Turn at each vertex; a collinear vertex is fine when it lies between its neighbours.
  std::vector<int> turn(n);
  int lefts = 0, rights = 0;
  for (int i = 0; i < n; ++i) {
    Vec2 prev = v[(i + n - 1) % n], cur = v[i], next = v[(i + 1) % n];
    turn[i] = orient(prev, cur, next);
    if (turn[i] == 0 && detail::dotSign(prev, cur, cur, next) <= 0) turn[i] = 2;  // 180-degree spike
    lefts += turn[i] == 1;
    rights += turn[i] == -1;
  }
  int want = lefts > 0 && rights == 0 ? 1 : (rights > 0 && lefts == 0 ? -1 : 0);
  bool spikes = std::count(turn.begin(), turn.end(), 2) > 0;
  if (want != 0 && !spikes) {
    // One turning direction: convex exactly when the edge directions go round once.
    int wraps = 0;
    for (int i = 0; i < n; ++i) {
      int h0 = half(v[i], v[(i + 1) % n]), h1 = half(v[(i + 1) % n], v[(i + 2) % n]);
      wraps += want > 0 ? (h0 == 1 && h1 == 0) : (h0 == 0 && h1 == 1);
    }
    if (wraps == 1) return {};
  }
  for (int i = 0; i < n; ++i)
    for (int j = i + 2; j < n; ++j) {
      if (i == 0 && j == n - 1) continue;  // adjacent through the closing edge
      if (properlyCross(v[i], v[(i + 1) % n], v[j], v[(j + 1) % n])) return {"polygon.self-intersecting", {}};
    }
  int orientation = areaSign(v);
  if (orientation == 0) return {"polygon.self-intersecting", {}};
  for (int i = 0; i < n; ++i)
    if (turn[i] == 2 || turn[i] == -orientation) return {"polygon.reflex-vertex", {std::to_string(i)}};
  return {"polygon.self-intersecting", {}};
}

std::string polygonProblem(const Polygon& poly) {
  const Message why = polygonProblemMessage(poly);
  return why.id.empty() ? std::string() : english(why);
}

}  // namespace hitlab
