// broadphase.cpp — candidate pairs from closed bounding boxes: strips swept along x.
#include "hitlab/broadphase.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "build_config.h"
#include "hitlab/classify.h"
#include "pairs/point_set.h"
#include "pairs/relation.h"
#if HITLAB_FAST
#include "fast/fast_paths.h"
#endif

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
  // A disk's, capsule's or rounded box's ends +- r round: step one ulp outwards so the box holds the whole
  // shape.
  auto grown = [&](Vec2 p, Vec2 q, double r) {
    b.min = {std::nextafter(std::min(p.x, q.x) - r, -INFINITY),
             std::nextafter(std::min(p.y, q.y) - r, -INFINITY)};
    b.max = {std::nextafter(std::max(p.x, q.x) + r, INFINITY),
             std::nextafter(std::max(p.y, q.y) + r, INFINITY)};
  };
  if (auto* c = std::get_if<Circle>(&s)) grown(c->center, c->center, c->radius);
  if (auto* c = std::get_if<Capsule>(&s)) grown(c->a, c->b, c->radius);
  if (const double r = roundingOf(s); r > 0) grown(b.min, b.max, r);  // (a rounded rect or polygon)
  return b;
}

// [SECTION] Strips, each swept along x
//
// Horizontal strips about as tall as the mean box; a box goes into every strip it covers, each strip is
// sorted by min x and swept, so a box is only tested against boxes of its strip whose x ranges reach it.
// A pair is tested in every strip both boxes cover but reported only in the strip holding the bottom of
// their intersection: the strip index is monotonic in y even with rounding, so that strip is the larger of
// the two boxes' first strips and lies in both boxes' ranges. Boxes that would cover more than kMaxSpan
// strips (a few huge shapes) are tested against all boxes instead.

namespace {

constexpr int kMaxSpan = 8;

struct Strips {
  double y0 = 0, inv = 0;
  int count = 1;
  int of(double y) const { return std::clamp(static_cast<int>(std::floor((y - y0) * inv)), 0, count - 1); }
};

// One box as stored in a strip: its bounds, its shape and the first strip it covers.
struct Entry {
  double minX, maxX, minY, maxY;
  std::uint32_t id;
  int firstStrip;
};

// Working arrays kept per thread between calls: a scene queried every frame reuses their memory instead of
// faulting in fresh pages each time.
struct Scratch {
  std::vector<std::uint32_t> start, fill, big;
  std::vector<std::pair<int, int>> span;
  std::vector<Entry> entries;
  std::vector<char> isBig;
  std::vector<Aabb> boxes;
#if HITLAB_FAST
  std::vector<detail::Geom> geoms;
  std::vector<detail::EnclosingDisks> disks;
  std::vector<Vec2> vertices;  // the polygons' vertices, copied in the geoms' order
#endif
  std::vector<IndexPair> candidates;
  std::vector<std::uint32_t> order, first;
  std::vector<Aabb> sorted;
};
thread_local Scratch tScratch;

bool meet(const Aabb& a, const Aabb& b) {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;
}

Strips makeStrips(const std::vector<Aabb>& boxes) {
  Strips st;
  double minY = INFINITY, maxY = -INFINITY, extent = 0;
  for (const Aabb& b : boxes) {
    minY = std::min(minY, b.min.y), maxY = std::max(maxY, b.max.y);
    extent += std::max(b.max.x - b.min.x, b.max.y - b.min.y);
  }
  double n = static_cast<double>(boxes.size());
  double height = std::max(extent / n, (maxY - minY) / n);  // the mean size, at most n strips
  if (!(height > 0) || !std::isfinite(height) || !std::isfinite(minY)) return st;  // one strip
  st.y0 = minY, st.inv = 1 / height;
  st.count = std::clamp(static_cast<int>((maxY - minY) * st.inv) + 1, 1, static_cast<int>(n));
  return st;
}

}  // namespace

void boxPairs(const std::vector<Aabb>& boxes, std::vector<IndexPair>& out) {
  const std::uint32_t n = static_cast<std::uint32_t>(boxes.size());
  if (n < 2) return;
  const Strips st = makeStrips(boxes);
  // Counting sort of (strip, box) entries into one array, strip by strip.
  Scratch& w = tScratch;
  auto& start = w.start;
  auto& big = w.big;
  auto& span = w.span;
  start.assign(static_cast<std::size_t>(st.count) + 1, 0);
  big.clear();
  span.resize(n);
  for (std::uint32_t i = 0; i < n; ++i) {
    span[i] = {st.of(boxes[i].min.y), st.of(boxes[i].max.y)};
    if (span[i].second - span[i].first >= kMaxSpan) {
      big.push_back(i);
      continue;
    }
    for (int k = span[i].first; k <= span[i].second; ++k) ++start[k + 1];
  }
  for (int k = 0; k < st.count; ++k) start[k + 1] += start[k];
  auto& entries = w.entries;
  auto& fill = w.fill;
  auto& isBig = w.isBig;
  entries.resize(start[st.count]);
  fill.assign(start.begin(), start.end() - 1);
  isBig.assign(n, 0);
  for (std::uint32_t i : big) isBig[i] = 1;
  for (std::uint32_t i = 0; i < n; ++i) {
    if (isBig[i]) continue;
    const Aabb& b = boxes[i];
    Entry e{b.min.x, b.max.x, b.min.y, b.max.y, i, span[i].first};
    for (int k = span[i].first; k <= span[i].second; ++k) entries[fill[k]++] = e;
  }
  for (int k = 0; k < st.count; ++k) {
    Entry* first = entries.data() + start[k];
    Entry* last = entries.data() + start[k + 1];
    std::sort(first, last, [](const Entry& a, const Entry& b) { return a.minX < b.minX; });
    for (const Entry* a = first; a != last; ++a)
      for (const Entry* b = a + 1; b != last && b->minX <= a->maxX; ++b)
        if (a->minY <= b->maxY && b->minY <= a->maxY && std::max(a->firstStrip, b->firstStrip) == k)
          out.emplace_back(std::min(a->id, b->id), std::max(a->id, b->id));
  }
  // Huge boxes against every box (a pair of two huge boxes once).
  for (std::uint32_t i : big)
    for (std::uint32_t j = 0; j < n; ++j)
      if (j != i && (!isBig[j] || j > i) && meet(boxes[i], boxes[j]))
        out.emplace_back(std::min(i, j), std::max(i, j));
}

void meetingShapePairs(const std::vector<Shape>& shapes, std::vector<IndexPair>& out) {
  out.clear();
  const std::uint32_t n = static_cast<std::uint32_t>(shapes.size());
  // These scratch arrays are this function's; boxPairs uses the others.
  Scratch& w = tScratch;
  auto &boxes = w.boxes, &sorted = w.sorted;
  auto &order = w.order, &first = w.first;
  boxes.clear();
  for (const Shape& s : shapes) boxes.push_back(boundsOf(s));
  // Shapes renumbered strip by strip (a counting sort on the strip of each box's bottom), so the narrow
  // phase reads the views of neighbouring shapes from neighbouring memory.
  const Strips st = makeStrips(boxes);
  first.assign(static_cast<std::size_t>(st.count) + 1, 0);
  for (const Aabb& b : boxes) ++first[st.of(b.min.y) + 1];
  for (int k = 0; k < st.count; ++k) first[k + 1] += first[k];
  order.resize(n);
  for (std::uint32_t i = 0; i < n; ++i) order[first[st.of(boxes[i].min.y)]++] = i;
  sorted.resize(n);
  for (std::uint32_t k = 0; k < n; ++k) sorted[k] = boxes[order[k]];
#if HITLAB_FAST
  // Each shape's point set and enclosing disks once, not once per candidate pair; the polygons' vertices
  // copied side by side in strip order, so neighbouring shapes' vertices are neighbours in memory too.
  w.geoms.resize(n);
  w.disks.resize(n);
  std::size_t polygonVertices = 0;
  for (const Shape& s : shapes)
    if (const auto* p = std::get_if<Polygon>(&s)) polygonVertices += p->points.size();
  w.vertices.resize(polygonVertices);
  Vec2* next = w.vertices.data();
  for (std::uint32_t k = 0; k < n; ++k) {
    detail::Geom& g = w.geoms[k];
    g = detail::toGeom(shapes[order[k]]);
    if (g.ext) {
      std::copy(g.ext, g.ext + g.n, next);
      g.ext = next, next += g.n;
    }
    w.disks[k] = detail::enclosingDisks(g);
  }
#endif
  w.candidates.clear();
  boxPairs(sorted, w.candidates);
  for (auto [p, q] : w.candidates) {
    std::uint32_t i = order[p], j = order[q];
    std::uint8_t r;
#if HITLAB_FAST
    r = detail::fastRelation(w.geoms[p], w.disks[p], w.geoms[q], w.disks[q]);
    if (r == detail::kUndecided) r = static_cast<std::uint8_t>(detail::exactRelation(w.geoms[p], w.geoms[q]));
#else
    r = static_cast<std::uint8_t>(detail::classifyExact(shapes[i], shapes[j]));
#endif
    if (r != 0) out.emplace_back(std::min(i, j), std::max(i, j));
  }
}

std::vector<IndexPair> meetingShapePairs(const std::vector<Shape>& shapes) {
  std::vector<IndexPair> out;
  meetingShapePairs(shapes, out);
  return out;
}

}  // namespace hitlab
