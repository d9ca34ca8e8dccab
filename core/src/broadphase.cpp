// broadphase.cpp — sort and sweep over closed bounding boxes.
#include "hitlab/broadphase.h"

#include <algorithm>
#include <cmath>

namespace hitlab {

Aabb boundsOf(const Shape& s) {
  Aabb b{{INFINITY, INFINITY}, {-INFINITY, -INFINITY}};
  auto add = [&](Vec2 p) {
    b.min = {std::min(b.min.x, p.x), std::min(b.min.y, p.y)};
    b.max = {std::max(b.max.x, p.x), std::max(b.max.y, p.y)};
  };
  if (auto* p = std::get_if<Point>(&s)) add(p->p);
  if (auto* g = std::get_if<Segment>(&s)) add(g->a), add(g->b);
  if (auto* r = std::get_if<Rect>(&s)) add(r->min), add(r->max);
  if (auto* g = std::get_if<Polygon>(&s))
    for (Vec2 p : g->points) add(p);
  if (auto* c = std::get_if<Circle>(&s)) {
    // center +- r rounds: step one ulp outwards so the box holds the whole disk.
    b.min = {std::nextafter(c->center.x - c->radius, -INFINITY),
             std::nextafter(c->center.y - c->radius, -INFINITY)};
    b.max = {std::nextafter(c->center.x + c->radius, INFINITY),
             std::nextafter(c->center.y + c->radius, INFINITY)};
  }
  return b;
}

void boxPairs(const std::vector<Aabb>& boxes, std::vector<IndexPair>& out,
              std::vector<std::uint32_t>& order) {
  order.resize(boxes.size());
  for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(),
            [&](std::uint32_t a, std::uint32_t b) { return boxes[a].min.x < boxes[b].min.x; });
  for (std::size_t k = 0; k < order.size(); ++k) {
    const Aabb& a = boxes[order[k]];
    for (std::size_t m = k + 1; m < order.size(); ++m) {
      const Aabb& b = boxes[order[m]];
      if (b.min.x > a.max.x) break;  // sorted by min.x: nothing further can meet a
      if (b.min.y <= a.max.y && a.min.y <= b.max.y)
        out.emplace_back(std::min(order[k], order[m]), std::max(order[k], order[m]));
    }
  }
}

std::vector<IndexPair> meetingShapePairs(const std::vector<Shape>& shapes) {
  std::vector<Aabb> boxes;
  boxes.reserve(shapes.size());
  for (const Shape& s : shapes) boxes.push_back(boundsOf(s));
  std::vector<IndexPair> candidates, out;
  std::vector<std::uint32_t> order;
  boxPairs(boxes, candidates, order);
  for (auto [i, j] : candidates)
    if (classify(shapes[i], shapes[j]) != Relation::Disjoint) out.emplace_back(i, j);
  return out;
}

}  // namespace hitlab
