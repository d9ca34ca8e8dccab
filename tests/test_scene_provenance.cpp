// test_scene_provenance.cpp — the expectations written in the scene files (tests/scenes, scenes/) were dumped
// from the core when each file was made; here they are held to what is independent of the core: relation
// and containment to the rational reference (reference.h), every expected point to the exact meeting points
// rounded once (rounded_points.h), every expected distance to the exact distance within the contract's 1e-9
// of the pair's size, and every number it holds to its exact value rounded once (rounding_check.h). So a
// scene file cannot enshrine a wrong answer the core once gave (issue 27).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include "hitlab/relation.h"
#include "hitlab/scene_io.h"
#include "reference_expectations.h"
#include "rounding_check.h"

namespace hitlab::test {
namespace {

namespace fs = std::filesystem;

const Shape* shapeById(const Scene& s, const std::string& id) {
  for (const NamedShape& n : s.shapes)
    if (n.id == id) return &n.shape;
  return nullptr;
}

TEST(SceneExpectations, AgreeWithTheIndependentReference) {
  const fs::path tests = HITLAB_SAMPLES_DIR,
                 bundled = fs::path(HITLAB_SAMPLES_DIR).parent_path().parent_path() / "scenes";
  int files = 0, relations = 0, points = 0, distances = 0;
  long numbers = 0;
  for (const fs::path& dir : {tests, bundled})
    for (const auto& entry : fs::directory_iterator(dir)) {
      const std::string name = entry.path().filename().string();
      if (entry.path().extension() != ".json" || name.rfind("stress-", 0) == 0) continue;
      const Scene scene = loadScene(entry.path().string());
      ++files;
      for (const Expectation& e : scene.expect) {
        const Shape *a = shapeById(scene, e.a), *b = shapeById(scene, e.b);
        ASSERT_TRUE(a && b) << name;
        const std::string where = name + " (" + e.a + ", " + e.b + ")";
        EXPECT_EQ(referenceDisagreements(e, *a, *b), std::vector<std::string>{}) << where;
        // Every number the expectation holds, rounded once from its exact value (rounding_check.h): the
        // expectation's own numbers over the printed result's, so that fields it leaves out are not held.
        if (!e.error.value_or(false)) {
          PairResult r = evaluate(*a, *b);
          roundPrinted(*a, *b, r);
          if (e.relation) r.relation = *e.relation;
          if (e.points) r.points = *e.points;
          if (e.distance) r.distance = *e.distance;
          if (e.depth) r.depth = *e.depth;
          if (e.sat) r.sat = *e.sat, r.mtv = e.sat->mtv;
          oracle::Num n;
          oracle::checkEveryNumber(*a, *b, r, n);
          for (const auto& [quantity, cw] : n) {
            // (Points are held above: the oracle also lists edge ends inside a collinear shared piece.)
            if (quantity == "points") continue;
            numbers += cw.first;
            EXPECT_EQ(cw.second, 0) << where << ": " << quantity;
          }
        }
        relations += e.relation.has_value();
        points += e.points && !e.points->empty();
        distances += e.distance && e.relation == Relation::Disjoint;
      }
    }
  EXPECT_GT(files, 50);
  EXPECT_GT(relations, 100);
  EXPECT_GT(points, 30);
  EXPECT_GT(distances, 10);
  EXPECT_GT(numbers, 1000);
  std::printf(
      "%d files: %d relations, %d point sets, %d distances held to the reference, %ld numbers to their "
      "exact values rounded once\n",
      files, relations, points, distances, numbers);
}

}  // namespace
}  // namespace hitlab::test
