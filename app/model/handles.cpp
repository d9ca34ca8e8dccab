// handles.cpp — hit testing and dragging of shape handles.
#include "handles.h"

#include <algorithm>
#include <cmath>

#include "hitlab/broadphase.h"
#include "hitlab/math.h"
#include "hitlab/relation.h"

namespace hitlab::app {

// The distance from p to the segment a-b (a drag's radius: rounded, as any dragged value).
static double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  const double L = dot(d, d), t = L > 0 ? std::clamp(dot(p - a, d) / L, 0.0, 1.0) : 0.0;
  return length(p - (a + t * d));
}

// A rounded shape's convex core: a rect's corners, a polygon's vertices (its twice signed area in `area`).
static std::vector<Vec2> coreOf(const Shape& s, double& area) {
  std::vector<Vec2> v;
  if (auto* r = std::get_if<Rect>(&s)) {
    const auto c = rectCorners(*r);
    v.assign(c.begin(), c.end());
  }
  if (auto* g = std::get_if<Polygon>(&s)) v = g->points;
  area = 0;
  for (std::size_t i = 0; i < v.size(); ++i) area += cross(v[i], v[(i + 1) % v.size()]);
  return v;
}

// The distance from p to a convex core (0 inside: a radius dragged into the core is 0, the plain shape).
static double distanceToCore(Vec2 p, const Shape& s) {
  double area = 0;
  const std::vector<Vec2> v = coreOf(s, area);
  const double side = area < 0 ? -1 : 1;
  bool inside = true;
  double best = INFINITY;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Vec2 a = v[i], b = v[(i + 1) % v.size()];
    inside = inside && side * cross(b - a, p - a) >= 0;
    best = std::min(best, distanceToSegment(p, a, b));
  }
  return inside ? 0 : best;
}

Vec2 roundedRadiusHandle(const Shape& s) {
  if (auto* r = std::get_if<Rect>(&s)) return {0.5 * (r->min.x + r->max.x), r->max.y + r->radius};
  double area = 0;
  const std::vector<Vec2> v = coreOf(s, area);
  const Vec2 d = v[1] - v[0], right{d.y, -d.x};  // (outwards for a counter-clockwise polygon)
  const Vec2 out = d == Vec2{} ? Vec2{0, 1} : normalized(area < 0 ? -1.0 * right : right);
  return 0.5 * (v[0] + v[1]) + roundingOf(s) * out;
}

Vec2 capsuleRadiusHandle(const Capsule& k) {
  const Vec2 d = k.b - k.a;
  const Vec2 across = d == Vec2{} ? Vec2{1, 0} : normalized(Vec2{-d.y, d.x});  // (left of a -> b)
  return 0.5 * (k.a + k.b) + k.radius * across;
}

bool turnable(const Shape& s) {
  return std::holds_alternative<Rect>(s) || std::holds_alternative<Polygon>(s);
}

Polygon asPolygon(const Shape& s) {
  if (auto* r = std::get_if<Rect>(&s)) {
    const auto c = rectCorners(*r);
    return Polygon{{c.begin(), c.end()}, r->radius};
  }
  return std::get<Polygon>(s);
}

Vec2 pivotOf(const Shape& s) {
  const Polygon p = asPolygon(s);
  Vec2 c{0, 0};
  for (Vec2 v : p.points) c = c + (1.0 / p.points.size()) * v;
  return c;
}

Vec2 anchorOf(const Shape& s) {
  if (auto* p = std::get_if<Point>(&s)) return p->p;
  if (auto* g = std::get_if<Segment>(&s)) return 0.5 * (g->a + g->b);
  if (auto* c = std::get_if<Circle>(&s)) return c->center;
  if (auto* k = std::get_if<Capsule>(&s)) return 0.5 * (k->a + k->b);
  return pivotOf(s);
}

const char* handleKindName(HandleKind k) {
  constexpr const char* kNames[] = {"none", "body", "vertex", "center", "radius", "rotate", "motion"};
  return kNames[static_cast<int>(k)];
}

Vec2 motionHandle(const NamedShape& n) {
  if (n.motion != Vec2{0, 0}) return anchorOf(n.shape) + n.motion;
  const Aabb b = boundsOf(n.shape);
  const double reach = 0.25 * std::max(b.max.x - b.min.x, b.max.y - b.min.y);
  return {b.max.x + std::max(reach, 0.5), anchorOf(n.shape).y};
}

Vec2 draggedMotion(const NamedShape& n, Vec2 now) { return now - anchorOf(n.shape); }

Vec2 rotationHandle(const Shape& s) {
  const Aabb b = boundsOf(s);
  return {pivotOf(s).x, b.max.y + 0.25 * std::max(b.max.x - b.min.x, b.max.y - b.min.y)};
}

Polygon turned(const Shape& s, Vec2 grab, Vec2 now) {
  const Vec2 c = pivotOf(s), a = grab - c, b = now - c;
  return turned(s, std::atan2(cross(a, b), dot(a, b)));
}

Polygon turned(const Shape& s, double angle) {
  const Vec2 c = pivotOf(s);
  const double cs = std::cos(angle), sn = std::sin(angle);
  Polygon out = asPolygon(s);
  for (Vec2& v : out.points) {
    const Vec2 d = v - c;
    v = c + Vec2{cs * d.x - sn * d.y, sn * d.x + cs * d.y};
  }
  return out;
}

std::vector<std::pair<Handle, Vec2>> pointHandles(const Shape& s, int index, bool selected) {
  std::vector<std::pair<Handle, Vec2>> out;
  auto vertex = [&](int k, Vec2 p) { out.push_back({{index, HandleKind::Vertex, k}, p}); };
  if (auto* p = std::get_if<Point>(&s)) vertex(0, p->p);
  if (auto* g = std::get_if<Segment>(&s)) vertex(0, g->a), vertex(1, g->b);
  if (auto* c = std::get_if<Circle>(&s)) {
    out.push_back({{index, HandleKind::Center, 0}, c->center});
    out.push_back({{index, HandleKind::Radius, 0}, c->center + Vec2{c->radius, 0}});
  }
  if (auto* r = std::get_if<Rect>(&s)) {
    auto corners = rectCorners(*r);
    for (int k = 0; k < 4; ++k) vertex(k, corners[k]);
  }
  if (auto* g = std::get_if<Polygon>(&s))
    for (int k = 0; k < static_cast<int>(g->points.size()); ++k) vertex(k, g->points[k]);
  if (auto* k = std::get_if<Capsule>(&s)) {
    vertex(0, k->a), vertex(1, k->b);
    out.push_back({{index, HandleKind::Radius, 0}, capsuleRadiusHandle(*k)});
  }
  if (roundingOf(s) > 0) out.push_back({{index, HandleKind::Radius, 0}, roundedRadiusHandle(s)});
  if (selected && turnable(s)) out.push_back({{index, HandleKind::Rotate, 0}, rotationHandle(s)});
  return out;
}

// False when the shape's bounding box is farther than tol from p: no handle or body point can be in reach.
// Hover picking runs every frame, so a 100k scene must not build handles or check polygons for all shapes.
static bool inReach(const Shape& s, Vec2 p, double tol) {
  Aabb b = boundsOf(s);
  return p.x >= b.min.x - tol && p.x <= b.max.x + tol && p.y >= b.min.y - tol && p.y <= b.max.y + tol;
}

Handle pick(const std::vector<NamedShape>& shapes, Vec2 world, double tol, double precise, int selected,
            bool motions) {
  if (precise > 0 && precise < tol) {  // (a fingertip: what lies under it first, then what is near it)
    const Handle under = pick(shapes, world, precise, 0, selected, motions);
    return under.kind != HandleKind::None ? under : pick(shapes, world, tol, 0, selected, motions);
  }
  Handle best;
  double bestDist = tol;
  // (a motion's tip lies away from its shape: every moving shape's is looked at, and the selection's)
  for (int i = 0; motions && i < static_cast<int>(shapes.size()); ++i)
    if (i == selected || shapes[i].motion != Vec2{0, 0})
      if (const double d = length(motionHandle(shapes[i]) - world); d <= bestDist)
        best = {i, HandleKind::Motion, 0}, bestDist = d;
  for (int i = 0; i < static_cast<int>(shapes.size()); ++i)
    // (the rotation handle lies outside the shape's bounds: the selection's handles are always looked at)
    if (i == selected || inReach(shapes[i].shape, world, tol))
      for (auto& [h, p] : pointHandles(shapes[i].shape, i, i == selected)) {
        double d = length(p - world);
        if (d <= bestDist) best = h, bestDist = d;
      }
  if (best.kind != HandleKind::None) return best;
  // Bodies: the closed set within tol of the cursor, topmost first. Invalid polygons are picked by their
  // vertices' bounding box so that they stay editable.
  Circle cursor{world, tol};
  for (int i = static_cast<int>(shapes.size()) - 1; i >= 0; --i) {
    const Shape& s = shapes[i].shape;
    if (!inReach(s, world, tol)) continue;
    bool hit;
    if (auto* g = std::get_if<Polygon>(&s); g && !polygonProblem(*g).empty()) {
      Vec2 lo = g->points[0], hi = g->points[0];
      for (Vec2 p : g->points)
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)}, hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
      hit = world.x >= lo.x && world.x <= hi.x && world.y >= lo.y && world.y <= hi.y;
    } else {
      hit = classify(cursor, s) != Relation::Disjoint;
    }
    if (hit) return {i, HandleKind::Body, 0};
  }
  return {};
}

Shape dragged(const Shape& original, const Handle& h, Vec2 grab, Vec2 now) {
  return draggedBy(original, h, now - grab, now);
}

Vec2 snappedMove(Vec2 d, double step) {
  const int e = static_cast<int>(std::floor(std::log10(step)));
  const double m = std::round(step / std::pow(10.0, e));  // 1, 2, 5 (or 10)
  auto whole = [&](double v) {
    const double k = std::round(v / step) * m;
    return e >= 0 ? k * std::pow(10.0, e) : k / std::pow(10.0, -e);  // (powers of ten to 1e22 are exact)
  };
  return {whole(d.x), whole(d.y)};
}

Shape draggedBy(const Shape& original, const Handle& h, Vec2 d, Vec2 now) {
  if (h.kind == HandleKind::Body || h.kind == HandleKind::Center) return translated(original, d);
  if (h.kind == HandleKind::Rotate) return turnable(original) ? turned(original, now - d, now) : original;
  Shape out = original;
  if (auto* c = std::get_if<Circle>(&out); c && h.kind == HandleKind::Radius) {
    c->radius = length(now - c->center);
    return out;
  }
  if (auto* k = std::get_if<Capsule>(&out)) {
    if (h.kind == HandleKind::Radius)
      k->radius = distanceToSegment(now, k->a, k->b);
    else
      (h.vertex == 0 ? k->a : k->b) = (h.vertex == 0 ? k->a : k->b) + d;
    return out;
  }
  if (h.kind == HandleKind::Radius) {  // (a rounded rect's or polygon's)
    const double r = distanceToCore(now, original);
    if (auto* x = std::get_if<Rect>(&out)) x->radius = r;
    if (auto* x = std::get_if<Polygon>(&out)) x->radius = r;
    return out;
  }
  if (auto* p = std::get_if<Point>(&out)) p->p = p->p + d;
  if (auto* g = std::get_if<Segment>(&out)) (h.vertex == 0 ? g->a : g->b) = (h.vertex == 0 ? g->a : g->b) + d;
  if (auto* g = std::get_if<Polygon>(&out)) g->points[h.vertex] = g->points[h.vertex] + d;
  if (auto* r = std::get_if<Rect>(&out)) {
    // Move the grabbed corner; the opposite corner stays put.
    auto corners = rectCorners(*r);
    Vec2 moved = corners[h.vertex] + d, fixed = corners[(h.vertex + 2) % 4];
    r->min = {std::min(moved.x, fixed.x), std::min(moved.y, fixed.y)};
    r->max = {std::max(moved.x, fixed.x), std::max(moved.y, fixed.y)};
  }
  return out;
}

}  // namespace hitlab::app
