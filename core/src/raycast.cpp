// raycast.cpp — the first hit of each ray (hitlab/raycast.h): a tree of bounding boxes, walked nearest box
// first, and timeOfImpact for the shapes a ray's box test cannot rule out.
//
// The box tests are conservative: a box is passed over only where the ray certainly misses it, or certainly
// reaches it later than the best hit found so far. So every shape the ray meets first is tried, and which
// one is first is decided exactly (rounded times first: rounding to nearest keeps a strict order; equal
// rounded times in rationals).
#include "hitlab/raycast.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "hitlab/motion.h"
#include "hitlab/relation.h"
#include "motion/filtered_toi.h"

namespace hitlab {

namespace {

constexpr int kLeafSize = 4;
constexpr int kMaxDepth = 64;  // (a median split halves the count: 2^64 shapes)

thread_local long long tTieBreaks = 0;

// [SECTION] A ray against a box, conservatively
//
// The times the ray is within the slab lo <= x <= hi are between (lo - o) / m and (hi - o) / m; each is
// computed as (lo - o) * (1 / m), three roundings, so within 3.01u of itself (u = 2^-53) while 1 / m is a
// normal double (a larger m divides instead: two roundings), or within a subnormal's reach of 0; stepping
// 4u outwards and by the smallest normal double covers both (below, above: monotonic, so the latest
// entering time of the two slabs is widened once). A time that overflows stands for one far beyond the
// step on the right side of it; widened it becomes NaN, and the comparisons below then take the step's
// own end instead (wider still).

constexpr double kWiden = 4 * std::numeric_limits<double>::epsilon() / 2;
constexpr double kTiny = std::numeric_limits<double>::min();

double below(double t) { return t - (std::fabs(t) * kWiden + kTiny); }
double above(double t) { return t + (std::fabs(t) * kWiden + kTiny); }

// One axis of the ray: the time at coordinate x is (x - o) / m.
struct Axis {
  double o = 0, m = 0, inv = 0;
  bool divide = false, negative = false;
  Axis(double o_, double m_)
      : o(o_), m(m_), inv(m_ != 0 ? 1 / m_ : 0), divide(!std::isnormal(inv)), negative(m_ < 0) {}
  double at(double x) const { return divide ? (x - o) / m : (x - o) * inv; }
};
struct Ray {
  Axis x, y;
  bool plain = false;  // neither coordinate still, both reciprocals normal: the quick path
};

// A time no later than the ray's first point in the box, or +infinity where it certainly misses the box
// before `until` (the step's end, or a time the best hit is certainly before). (std::max(0, NaN) is 0 and
// std::min(until, NaN) until: an overflowed time widens the interval, never narrows it.)
double entering(const Ray& r, const Aabb& b, double until) {
  double nearest, farthest;
  if (r.plain) {
    const double x0 = ((r.x.negative ? b.max.x : b.min.x) - r.x.o) * r.x.inv,
                 x1 = ((r.x.negative ? b.min.x : b.max.x) - r.x.o) * r.x.inv,
                 y0 = ((r.y.negative ? b.max.y : b.min.y) - r.y.o) * r.y.inv,
                 y1 = ((r.y.negative ? b.min.y : b.max.y) - r.y.o) * r.y.inv;
    nearest = std::max(x0, y0), farthest = std::min(x1, y1);
  } else {
    nearest = -INFINITY, farthest = INFINITY;
    for (const auto& [a, lo, hi] : {std::tuple{r.x, b.min.x, b.max.x}, std::tuple{r.y, b.min.y, b.max.y}}) {
      if (a.m == 0) {
        if (a.o < lo || a.o > hi) return INFINITY;  // (the ray keeps this coordinate: exactly in or out)
        continue;
      }
      const double t0 = a.at(a.negative ? hi : lo), t1 = a.at(a.negative ? lo : hi);
      nearest = std::max(nearest, t0), farthest = std::min(farthest, t1);
    }
  }
  const double enter = std::max(0.0, below(nearest)), leave = std::min(until, above(farthest));
  return enter <= leave ? enter : INFINITY;
}

bool finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }

}  // namespace

// [SECTION] Building the tree

RayScene::RayScene(std::vector<Shape> shapes) : shapes_(std::move(shapes)) {
  if (shapes_.size() >= static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max()))
    throw std::invalid_argument("too many shapes for one ray scene");
  std::vector<Aabb> boxes(shapes_.size());
  for (std::size_t i = 0; i < shapes_.size(); ++i) {
    const Shape& s = shapes_[i];
    const std::string name = "shape " + std::to_string(i);
    bool finiteValues = true;
    forEachValue(s, [&](double v) { finiteValues = finiteValues && std::isfinite(v); });
    if (!finiteValues) throw std::invalid_argument(name + ": a value is not a finite number");
    double radius = roundingOf(s);
    if (const auto* c = std::get_if<Circle>(&s)) radius = c->radius;
    if (const auto* c = std::get_if<Capsule>(&s)) radius = c->radius;
    if (radius < 0) throw std::invalid_argument(name + ": the radius is negative");
    if (std::string why = shapeProblem(s, name); !why.empty()) throw std::invalid_argument(why);
    boxes[i] = boundsOf(s);
  }
  order_.resize(shapes_.size());
  std::iota(order_.begin(), order_.end(), 0);
  if (!shapes_.empty()) build(0, static_cast<std::int32_t>(order_.size()), boxes);
  boxes_.resize(order_.size());
  for (std::size_t k = 0; k < order_.size(); ++k) boxes_[k] = boxes[static_cast<std::size_t>(order_[k])];
}

// Top down: a node's box holds its shapes' boxes; more than a leaf's worth split at the median of their
// boxes' centres along the box's longer side (deterministic: ties in centre keep the shapes' order).
void RayScene::build(std::int32_t from, std::int32_t to, const std::vector<Aabb>& boxes) {
  Aabb box{{INFINITY, INFINITY}, {-INFINITY, -INFINITY}};
  for (std::int32_t k = from; k < to; ++k) {
    const Aabb& b = boxes[static_cast<std::size_t>(order_[static_cast<std::size_t>(k)])];
    box.min = {std::min(box.min.x, b.min.x), std::min(box.min.y, b.min.y)};
    box.max = {std::max(box.max.x, b.max.x), std::max(box.max.y, b.max.y)};
  }
  const std::size_t self = nodes_.size();
  nodes_.push_back({box, from, to - from});
  if (to - from <= kLeafSize) return;
  const bool alongX = box.max.x - box.min.x >= box.max.y - box.min.y;
  const auto centre = [&](std::int32_t i) {
    const Aabb& b = boxes[static_cast<std::size_t>(i)];
    return alongX ? b.min.x / 2 + b.max.x / 2 : b.min.y / 2 + b.max.y / 2;
  };
  const std::int32_t mid = from + (to - from) / 2;
  std::nth_element(order_.begin() + from, order_.begin() + mid, order_.begin() + to,
                   [&](std::int32_t i, std::int32_t j) {
                     const double ci = centre(i), cj = centre(j);
                     return ci < cj || (ci == cj && i < j);
                   });
  nodes_[self].count = 0;
  build(from, mid, boxes);
  nodes_[self].first = static_cast<std::int32_t>(nodes_.size());
  build(mid, to, boxes);
}

// [SECTION] One ray

RayHit RayScene::cast(Vec2 origin, Vec2 motion) const {
  RayHit hit;
  if (nodes_.empty() || !finite(origin) || !finite(motion)) return hit;
  Ray ray{Axis(origin.x, motion.x), Axis(origin.y, motion.y)};
  ray.plain = motion.x != 0 && motion.y != 0 && !ray.x.divide && !ray.y.divide;
  const Shape point = Point{origin};
  // The best hit so far: its shape, its result, and a time its exact time is certainly below.
  std::int32_t best = -1;
  TimeOfImpact bestToi;
  double until = above(1);  // (a box entered at exactly 1 counts)
  const auto tryShape = [&](std::int32_t i) {
    const Shape& s = shapes_[static_cast<std::size_t>(i)];
    TimeOfImpact toi = timeOfImpact(point, motion, s, Vec2{0, 0});
    if (!toi.t) return;
    if (best >= 0) {
      // (rounding to nearest never reverses a strict order, and a later or equal time needs a lower index
      // to win)
      if (*toi.t > *bestToi.t) return;
      if (*toi.t == *bestToi.t) {
        ++tTieBreaks;
        const int c = detail::compareFirstTimes(point, motion, s, shapes_[static_cast<std::size_t>(best)]);
        if (c > 0 || (c == 0 && i > best)) return;
      }
    }
    best = i, bestToi = std::move(toi);
    until = std::nextafter(*bestToi.t, INFINITY);
  };

  // Nearest box first: of an inner node's children, the one the ray enters first is walked first.
  std::pair<std::int32_t, double> stack[2 * kMaxDepth];
  int top = 0;
  if (const double t = entering(ray, nodes_[0].box, until); t != INFINITY) stack[top++] = {0, t};
  while (top > 0) {
    const auto [index, enteredAt] = stack[--top];
    if (enteredAt > until) continue;  // (a hit found since it was pushed is certainly earlier)
    const Node& node = nodes_[static_cast<std::size_t>(index)];
    if (node.count > 0) {
      for (std::int32_t k = node.first; k < node.first + node.count; ++k)
        if (entering(ray, boxes_[static_cast<std::size_t>(k)], until) != INFINITY)
          tryShape(order_[static_cast<std::size_t>(k)]);
      continue;
    }
    const std::int32_t left = index + 1, right = node.first;
    const double tl = entering(ray, nodes_[static_cast<std::size_t>(left)].box, until),
                 tr = entering(ray, nodes_[static_cast<std::size_t>(right)].box, until);
    // (the farther one below the nearer one on the stack)
    const bool leftFirst = tl <= tr;
    const std::pair<std::int32_t, double> near{leftFirst ? left : right, leftFirst ? tl : tr},
        far{leftFirst ? right : left, leftFirst ? tr : tl};
    if (far.second != INFINITY) stack[top++] = far;
    if (near.second != INFINITY) stack[top++] = near;
  }
  if (best < 0) return hit;
  hit.shape = best;
  hit.t = *bestToi.t;
  hit.point = bestToi.points.empty() ? origin : bestToi.points.front();
  hit.normal = bestToi.normal;
  return hit;
}

long long RayScene::exactTieBreaks() { return tTieBreaks; }

void castRays(const RayScene& scene, const double* ox, const double* oy, const double* mx, const double* my,
              std::size_t n, RayHit* out) {
  for (std::size_t i = 0; i < n; ++i) out[i] = scene.cast({ox[i], oy[i]}, {mx[i], my[i]});
}

}  // namespace hitlab
