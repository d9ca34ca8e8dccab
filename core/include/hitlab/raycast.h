// hitlab/raycast.h — the first shape each ray meets, exactly: many rays through one scene of still shapes,
// with a tree of bounding boxes over them.
//
// A ray is a moving point: from `origin` by `motion` over t in [0, 1] (timeOfImpact's point; a ray of length
// |motion|). Its first hit is the shape it meets at the least exact time, touching included (closed sets);
// of shapes met at exactly the same time, the one listed first. Which shape is first is decided exactly,
// never by comparing rounded times; the time, point and normal reported are timeOfImpact's for the point and
// that shape, bit for bit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "hitlab/broadphase.h"
#include "hitlab/shapes.h"

namespace hitlab {

struct RayHit {
  std::int32_t shape = -1;  ///< the index of the shape met first; -1: none within the step
  double t = 0;             ///< when (rounded once); 0 where the origin is in or on the shape
  Vec2 point;               ///< where: the ray's point at t (each coordinate rounded once)
  /// The contact normal, unit, from the ray's point towards the shape, as timeOfImpact gives it: the
  /// normal of the edge it meets, the line to a disk's centre, or, where the ray crosses a segment or meets
  /// a corner head on, the ray's own direction; none where the origin is inside the shape at t = 0.
  std::optional<Vec2> normal;
};

/// A scene of still shapes, ready for rays: a tree of their bounding boxes (built once, in O(n log n)).
class RayScene {
 public:
  /// Throws std::invalid_argument naming the first invalid shape ("shape 12: polygon is not convex
  /// (reflex vertex 2)") or a value that is not finite.
  explicit RayScene(std::vector<Shape> shapes);

  const std::vector<Shape>& shapes() const { return shapes_; }

  /// The first hit of the ray from `origin` by `motion` (both finite; otherwise no hit).
  RayHit cast(Vec2 origin, Vec2 motion) const;

  /// How many pairs the last casts on this thread decided in rationals because two times rounded alike
  /// (tests read it to see the exact tie-break exercised).
  static long long exactTieBreaks();

  struct Node {
    Aabb box;
    std::int32_t first = 0;  // a leaf's first entry in order_; an inner node's right child
    std::int32_t count = 0;  // a leaf's number of shapes; 0: an inner node, whose left child follows it
  };

 private:
  void build(std::int32_t from, std::int32_t to, const std::vector<Aabb>& boxes);

  std::vector<Shape> shapes_;
  std::vector<Node> nodes_;          // depth first
  std::vector<std::int32_t> order_;  // the shapes' indices, leaf by leaf
  std::vector<Aabb> boxes_;          // the shapes' boxes in order_'s order
};

/// The first hit of each of n rays (origin i: (ox[i], oy[i]), motion i: (mx[i], my[i])) into out[i].
void castRays(const RayScene& scene, const double* ox, const double* oy, const double* mx, const double* my,
              std::size_t n, RayHit* out);

}  // namespace hitlab
