// test_raycast.cpp — the first hit of each ray (hitlab/raycast.h): hand-checked rays, then random and grid
// scenes of every shape type against every shape tried in turn (timeOfImpact for each, the least exact time
// chosen in rationals, the first listed of equal ones).
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <stdexcept>
#include <vector>

#include "hitlab/motion.h"
#include "hitlab/raycast.h"
#include "motion/filtered_toi.h"

using namespace hitlab;

namespace {

// [SECTION] Hand-checked rays

TEST(RayCast, TheNearestOfARowOfBoxesAndTheFirstListedOfTwoMetAtOnce) {
  const RayScene scene(
      {Rect{{6, -1}, {7, 1}}, Rect{{2, -1}, {3, 1}}, Rect{{4, -1}, {5, 1}}, Rect{{2, 1}, {3, 3}}});
  RayHit hit = scene.cast({0, 0}, {10, 0});
  EXPECT_EQ(hit.shape, 1);
  EXPECT_EQ(hit.t, 0.2);
  EXPECT_EQ(hit.point, (Vec2{2, 0}));
  EXPECT_EQ(hit.normal, (Vec2{1, 0}));
  // Along y = 1, boxes 1 and 3 share the edge the ray enters at x = 2: the first listed.
  hit = scene.cast({0, 1}, {10, 0});
  EXPECT_EQ(hit.shape, 1);
  EXPECT_EQ(hit.t, 0.2);
  // Too short to reach any.
  EXPECT_EQ(scene.cast({0, 0}, {1.5, 0}).shape, -1);
  // Reaching the first box's face at exactly t = 1 (closed sets: touching counts).
  hit = scene.cast({0, 0}, {2, 0});
  EXPECT_EQ(hit.shape, 1);
  EXPECT_EQ(hit.t, 1.0);
}

TEST(RayCast, AnOriginInsideOrOnAShapeIsAHitAtZero) {
  const RayScene scene({Circle{{0, 0}, 2}, Segment{{5, -1}, {5, 1}}});
  RayHit hit = scene.cast({1, 0}, {10, 0});
  EXPECT_EQ(hit.shape, 0);
  EXPECT_EQ(hit.t, 0.0);
  EXPECT_FALSE(hit.normal);           // (inside: no normal to speak of)
  hit = scene.cast({2, 0}, {10, 0});  // on the circle, leaving it
  EXPECT_EQ(hit.shape, 0);
  EXPECT_EQ(hit.t, 0.0);
  // Standing still: a hit only where it stands.
  EXPECT_EQ(scene.cast({5, 0.5}, {0, 0}).shape, 1);
  EXPECT_EQ(scene.cast({4, 0.5}, {0, 0}).shape, -1);
}

TEST(RayCast, ARayAlongACircleTangentGrazesIt) {
  const RayScene scene({Circle{{5, 1}, 1}, Rect{{9, -5}, {10, 5}}});
  const RayHit hit = scene.cast({0, 0}, {20, 0});
  EXPECT_EQ(hit.shape, 0);
  EXPECT_EQ(hit.t, 0.25);
  EXPECT_EQ(hit.point, (Vec2{5, 0}));
  EXPECT_EQ(hit.normal, (Vec2{0, 1}));
}

TEST(RayCast, AnInvalidShapeIsNamed) {
  try {
    const RayScene scene({Circle{{0, 0}, 1}, Polygon{{{0, 0}, {1, 0}, {2, 0}}}});
    FAIL() << "no exception";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "polygon 'shape 1' has zero area");
  }
  EXPECT_THROW(RayScene({Circle{{0, NAN}, 1}}), std::invalid_argument);
  EXPECT_THROW(RayScene({Capsule{{0, 0}, {1, 0}, -1}}), std::invalid_argument);
  EXPECT_EQ(RayScene({}).cast({0, 0}, {1, 1}).shape, -1);
}

// [SECTION] Against every shape tried in turn

// The first hit by trying every shape: the least exact time, the first listed of equal ones.
RayHit everyShape(const std::vector<Shape>& shapes, Vec2 o, Vec2 m) {
  const Shape point = Point{o};
  int best = -1;
  TimeOfImpact bestToi;
  for (int i = 0; i < static_cast<int>(shapes.size()); ++i) {
    TimeOfImpact toi = timeOfImpact(point, m, shapes[static_cast<std::size_t>(i)], {0, 0});
    if (!toi.t) continue;
    if (best < 0 || detail::compareFirstTimes(point, m, shapes[static_cast<std::size_t>(i)],
                                              shapes[static_cast<std::size_t>(best)]) < 0)
      best = i, bestToi = toi;
  }
  RayHit hit;
  if (best < 0) return hit;
  hit.shape = best, hit.t = *bestToi.t, hit.normal = bestToi.normal;
  hit.point = bestToi.points.empty() ? o : bestToi.points.front();  // (inside at t = 0: no outline point)
  return hit;
}

// Shapes of every type with coordinates from `value` (a grid makes shared edges, corners and ties).
template <class Value>
std::vector<Shape> scene(std::mt19937_64& rng, int n, Value value) {
  std::vector<Shape> shapes;
  std::uniform_int_distribution<int> type(0, 6);
  while (static_cast<int>(shapes.size()) < n) {
    const Vec2 c{value(rng), value(rng)};
    const double w = std::fabs(value(rng)) / 4 + 0.25, h = std::fabs(value(rng)) / 4 + 0.25;
    switch (type(rng)) {
      case 0:
        shapes.emplace_back(Point{c});
        break;
      case 1:
        shapes.emplace_back(Segment{c, {c.x + w, c.y - h}});
        break;
      case 2:
        shapes.emplace_back(Circle{c, w});
        break;
      case 3:
        shapes.emplace_back(Rect{c, {c.x + w, c.y + h}});
        break;
      case 4:
        shapes.emplace_back(Polygon{{c, {c.x + w, c.y}, {c.x + w / 2, c.y + h}}});
        break;
      case 5:
        shapes.emplace_back(Capsule{c, {c.x + w, c.y + h}, h / 2});
        break;
      default:
        shapes.emplace_back(Rect{c, {c.x + w, c.y + h}, w / 4});
        break;
    }
  }
  return shapes;
}

template <class Value>
void expectEveryShapesAnswer(std::uint64_t seed, int shapes, int rays, Value value) {
  std::mt19937_64 rng(seed);
  const std::vector<Shape> s = scene(rng, shapes, value);
  const RayScene rs(s);
  int hits = 0;
  for (int k = 0; k < rays; ++k) {
    const Vec2 o{value(rng), value(rng)}, m{4 * value(rng), 4 * value(rng)};
    const RayHit got = rs.cast(o, m), want = everyShape(s, o, m);
    ASSERT_EQ(got.shape, want.shape) << "ray " << k << " from (" << o.x << ", " << o.y << ") by (" << m.x
                                     << ", " << m.y << ")";
    if (want.shape < 0) continue;
    ++hits;
    EXPECT_EQ(got.t, want.t);
    EXPECT_EQ(got.point, want.point);
    EXPECT_EQ(got.normal, want.normal);
  }
  EXPECT_GT(hits, rays / 4);  // (the scenes are dense enough that most rays hit something)
}

TEST(RayCast, RandomScenesAnswerAsEveryShapeTriedInTurn) {
  std::uniform_real_distribution<double> value(-10, 10);
  expectEveryShapesAnswer(1, 60, 400, value);
}

TEST(RayCast, GridScenesAnswerAsEveryShapeTriedInTurnTiesIncluded) {
  const long long before = RayScene::exactTieBreaks();
  std::uniform_int_distribution<int> step(-20, 20);
  expectEveryShapesAnswer(2, 80, 400, [&](std::mt19937_64& rng) { return step(rng) / 2.0; });
  EXPECT_GT(RayScene::exactTieBreaks(), before);  // (shared edges and corners: equal rounded times)
}

// Scaled by 2^k, every coordinate exactly: the same first shape and time, the point scaled (the box tests'
// bounds hold at every scale; the filtered paths leave the far scales to the rationals).
TEST(RayCast, EveryScaleAnswersAsTheUnscaledScene) {
  std::mt19937_64 rng(4);
  std::uniform_int_distribution<int> step(-20, 20);
  const auto value = [&](std::mt19937_64& r) { return step(r) / 2.0; };
  const std::vector<Shape> s = scene(rng, 30, value);
  std::vector<Vec2> origins, motions;
  for (int k = 0; k < 100; ++k)
    origins.push_back({value(rng), value(rng)}), motions.push_back({4 * value(rng), 4 * value(rng)});
  const RayScene unscaled(s);
  for (const int e : {-600, -60, 60, 600}) {
    const double f = std::ldexp(1.0, e);
    std::vector<Shape> scaled;
    for (Shape x : s) {
      forEachValue(x, [&](double& v) { v *= f; });
      scaled.push_back(x);
    }
    const RayScene rs(scaled);
    for (std::size_t k = 0; k < origins.size(); ++k) {
      const RayHit want = unscaled.cast(origins[k], motions[k]),
                   got = rs.cast(f * origins[k], f * motions[k]);
      ASSERT_EQ(got.shape, want.shape) << "2^" << e << ", ray " << k;
      if (want.shape < 0) continue;
      EXPECT_EQ(got.t, want.t) << "2^" << e << ", ray " << k;
      EXPECT_EQ(got.point, f * want.point) << "2^" << e << ", ray " << k;
      EXPECT_EQ(got.normal, want.normal) << "2^" << e << ", ray " << k;
    }
  }
}

// A bigger scene, so that the tree is deep and most boxes are passed over (the sanitizer build: a quarter
// of the rays, HITLAB_PROPERTY_CASES).
TEST(RayCast, ADeepTreeAnswersAsEveryShapeTriedInTurn) {
  std::uniform_real_distribution<double> value(-50, 50);
  expectEveryShapesAnswer(5, 800, 30 * (HITLAB_PROPERTY_CASES / 25000), value);
}

TEST(RayCast, ManyRaysAtOnceAnswerAsOneAtATime) {
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<double> value(-10, 10);
  const RayScene rs(scene(rng, 200, value));
  std::vector<double> ox(100), oy(100), mx(100), my(100);
  for (std::size_t i = 0; i < ox.size(); ++i)
    ox[i] = value(rng), oy[i] = value(rng), mx[i] = 3 * value(rng), my[i] = 3 * value(rng);
  std::vector<RayHit> out(ox.size());
  castRays(rs, ox.data(), oy.data(), mx.data(), my.data(), ox.size(), out.data());
  for (std::size_t i = 0; i < ox.size(); ++i) {
    const RayHit one = rs.cast({ox[i], oy[i]}, {mx[i], my[i]});
    EXPECT_EQ(out[i].shape, one.shape);
    EXPECT_EQ(out[i].t, one.t);
  }
}

}  // namespace
