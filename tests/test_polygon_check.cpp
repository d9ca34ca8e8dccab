// Polygon validity: convex in either winding, collinear vertices between neighbours allowed.
#include <numeric>
#include <random>
#include <tuple>

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
// Each problem by id (hitlab/message.h's polygon.* family), its vertex as the argument, and the English that
// polygonProblem and a pair's error say; a valid polygon has no id.
TEST(PolygonCheck, EachProblemHasItsIdAndItsVertex) {
  const std::vector<std::tuple<std::vector<Vec2>, std::string, std::vector<std::string>>> cases = {
      {{{0, 0}, {1, 0}}, "polygon.too-few-vertices", {}},
      {{{0, 0}, {1, 0}, {1, 0}, {0, 1}}, "polygon.repeated-vertex", {"1"}},
      {{{0, 0}, {1, 1}, {3, 3}}, "polygon.zero-area", {}},
      {{{0, 0}, {2, 2}, {2, 0}, {0, 2}}, "polygon.self-intersecting", {}},
      {{{0, 0}, {4, 0}, {4, 4}, {2, 1}, {0, 4}}, "polygon.reflex-vertex", {"3"}},
      {{{0, 0}, {4, 0}, {0, 4}}, "", {}},
  };
  for (const auto& [points, id, args] : cases) {
    const Message why = polygonProblemMessage(Polygon{points});
    EXPECT_EQ(why.id, id);
    EXPECT_EQ(why.args, args) << id;
    EXPECT_EQ(problem(points), id.empty() ? "" : english(why));
    if (id.empty()) continue;
    EXPECT_EQ(evaluate(Polygon{points}, Circle{{9, 9}, 1}, "g", "c").error, "polygon 'g' " + english(why));
  }
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

namespace hitlab::test {
namespace {

// Star polygons {n/k} turn the same way at every vertex but wind k times: the float certificate must not
// pass them, and the exact checks must call them self-intersecting; the same points in convex order pass.
TEST(PolygonCheck, StarPolygonsWindingMoreThanOnceAreRejected) {
  std::mt19937_64 rng(9);
  std::uniform_real_distribution<double> u(0, 1);
  for (int trial = 0; trial < 400; ++trial) {
    int n = 5 + trial % 7, k = 2 + trial % ((n - 1) / 2);
    if (std::gcd(n, k) != 1) continue;
    Vec2 c{u(rng) * 100 - 50, u(rng) * 100 - 50};
    double r = 0.5 + u(rng) * 10, rot = u(rng) * 6.283185307179586;
    std::vector<Vec2> convex, star;
    for (int i = 0; i < n; ++i) {
      double a = rot + i * 6.283185307179586 / n;
      convex.push_back(c + r * Vec2{std::cos(a), std::sin(a)});
    }
    for (int i = 0; i < n; ++i) star.push_back(convex[(i * k) % n]);
    if (trial % 2) std::reverse(star.begin(), star.end()), std::reverse(convex.begin(), convex.end());
    EXPECT_EQ(polygonProblem(Polygon{convex}), "") << trial;
    EXPECT_EQ(polygonProblem(Polygon{star}), "is not convex (self-intersecting)")
        << trial << " n " << n << " k " << k;
  }
}

}  // namespace
}  // namespace hitlab::test
