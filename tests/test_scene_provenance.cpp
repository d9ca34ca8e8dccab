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
#include "reference_expectations.h"

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
        relations += e.relation.has_value();
        points += e.points && !e.points->empty();
        distances += e.distance && e.relation == Relation::Disjoint;
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
