// Polygon validity: convex in either winding, collinear vertices between neighbours allowed.
#include "helpers.h"

namespace hitlab::test {
namespace {

std::string problem(std::vector<Vec2> p) { return polygonProblem(Polygon{std::move(p)}); }

TEST(PolygonCheck, ConvexEitherWinding) {
  EXPECT_EQ(problem({{0, 0}, {1, 0}, {0, 1}}), "");
  EXPECT_EQ(problem({{0, 0}, {0, 1}, {1, 0}}), "");
}
TEST(PolygonCheck, CollinearVertexBetweenNeighboursIsFine) {
  EXPECT_EQ(problem({{0, 0}, {1, 0}, {2, 0}, {1, 1}}), "");
}
TEST(PolygonCheck, SpikeReversalIsReflex) {
  EXPECT_EQ(problem({{0, 0}, {4, 0}, {4, 2}, {4, 1}, {0, 2}}), "is not convex (reflex vertex 2)");
}
TEST(PolygonCheck, ReflexVertexIndex) {
  EXPECT_EQ(problem({{0, 0}, {4, 0}, {4, 4}, {2, 1}, {0, 4}}), "is not convex (reflex vertex 3)");
  EXPECT_EQ(problem({{0, 4}, {2, 1}, {4, 4}, {4, 0}, {0, 0}}), "is not convex (reflex vertex 1)");
}
TEST(PolygonCheck, BowtieAndPentagramSelfIntersect) {
  EXPECT_EQ(problem({{0, 0}, {2, 2}, {2, 0}, {0, 2}}), "is not convex (self-intersecting)");
  EXPECT_EQ(problem({{0, 0}, {3, 3}, {3, 0}, {0, 2}}), "is not convex (self-intersecting)");
  EXPECT_EQ(problem({{0, 3}, {2, -3}, {-3, 1}, {3, 1}, {-2, -3}}), "is not convex (self-intersecting)");
}
TEST(PolygonCheck, DoublyWoundSquareSelfIntersects) {
  // Every turn is left and no two edges cross properly, but the edges go round twice.
  EXPECT_EQ(problem({{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0, 0}, {1, 0}, {1, 1}, {0, 1}}),
            "is not convex (self-intersecting)");
}
TEST(PolygonCheck, ZeroAreaAndRepeatedVertex) {
  EXPECT_EQ(problem({{0, 0}, {1, 1}, {3, 3}}), "has zero area");
  EXPECT_EQ(problem({{0, 0}, {1, 0}, {1, 0}, {0, 1}}), "has a repeated vertex 1");
  EXPECT_EQ(problem({{0, 0}, {1, 0}, {0, 1}, {0, 0}}), "has a repeated vertex 3");
}
TEST(PolygonCheck, OneUlpOffALineIsNotZeroArea) {
  EXPECT_EQ(problem({{0, 0}, {1, std::nextafter(1.0, 2.0)}, {2, 2}}), "");
}

}  // namespace
}  // namespace hitlab::test
