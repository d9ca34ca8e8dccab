// test_scene_provenance.cpp — the expectations written in the scene files (tests/scenes, scenes/) were dumped
// from the core when each file was made; here they are held to what is independent of the core: relation
// and containment to the rational reference (reference.h), every expected point to the exact meeting points
// rounded once (rounded_points.h), and every expected distance to the exact distance within the contract's
// 1e-9 of the pair's size. So a scene file cannot enshrine a wrong answer the core once gave (issue 27).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include "hitlab/scene_io.h"
#include "reference.h"
#include "rounded_points.h"

namespace hitlab::test {
namespace {

namespace fs = std::filesystem;

const Shape* shapeById(const Scene& s, const std::string& id) {
  for (const NamedShape& n : s.shapes)
    if (n.id == id) return &n.shape;
  return nullptr;
}

// The largest magnitude among a shape's coordinates and radius.
double magnitudeOf(const Shape& s) {
  double m = 0;
  auto take = [&](Vec2 p) { m = std::max({m, std::fabs(p.x), std::fabs(p.y)}); };
  std::visit(
      [&](const auto& x) {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point>) take(x.p);
        if constexpr (std::is_same_v<S, Segment>) take(x.a), take(x.b);
        if constexpr (std::is_same_v<S, Circle>) take(x.center), m = std::max(m, x.radius);
        if constexpr (std::is_same_v<S, Rect>) take(x.min), take(x.max);
        if constexpr (std::is_same_v<S, Polygon>)
          for (Vec2 p : x.points) take(p);
      },
      s);
  return m;
}

TEST(SceneExpectations, AgreeWithTheIndependentReference) {
  const fs::path tests = HITLAB_SAMPLES_DIR,
                 bundled = fs::path(HITLAB_SAMPLES_DIR).parent_path().parent_path() / "scenes";
  int files = 0, relations = 0, points = 0, distances = 0;
  for (const fs::path& dir : {tests, bundled})
    for (const auto& entry : fs::directory_iterator(dir)) {
      const std::string name = entry.path().filename().string();
      if (entry.path().extension() != ".json" || name.rfind("stress-", 0) == 0) continue;
      const Scene scene = loadScene(entry.path().string());
      ++files;
      for (const Expectation& e : scene.expect) {
        const Shape *a = shapeById(scene, e.a), *b = shapeById(scene, e.b);
        ASSERT_TRUE(a && b) << name;
        if (e.error.value_or(false) || e.errorMessage) continue;  // (an invalid polygon: no answer to hold)
        const std::string where = name + " (" + e.a + ", " + e.b + ")";
        if (e.relation) {
          EXPECT_EQ(*e.relation, ref::relation(*a, *b)) << where;
          ++relations;
        }
        if (e.containment) {
          EXPECT_EQ(*e.containment, ref::containment(*a, *b)) << where;
        }
        if (e.points && !e.points->empty()) {
          const std::vector<Vec2> exact = oracle::meetingPoints(*a, *b);
          for (Vec2 p : *e.points)
            EXPECT_NE(std::find(exact.begin(), exact.end(), p), exact.end())
                << where << ": " << p.x << " " << p.y;
          ++points;
        }
        if (e.distance && e.relation == Relation::Disjoint) {
          const double size = std::max(magnitudeOf(*a), magnitudeOf(*b));
          EXPECT_LE(std::fabs(*e.distance - ref::distance(*a, *b)), 1e-9 * size) << where;
          ++distances;
        }
      }
    }
  EXPECT_GT(files, 50);
  EXPECT_GT(relations, 100);
  EXPECT_GT(points, 30);
  EXPECT_GT(distances, 10);
  std::printf("%d files: %d relations, %d point sets, %d distances held to the reference\n", files, relations,
              points, distances);
}

}  // namespace
}  // namespace hitlab::test
