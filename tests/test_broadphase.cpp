// The broad phase misses no meeting pair (touching included) and reports no pair twice.
#include <random>
#include <set>

#include "helpers.h"
#include "hitlab/broadphase.h"

namespace hitlab::test {
namespace {

TEST(BroadPhase, FindsExactlyTheMeetingPairsOfBruteForce) {
  std::mt19937_64 rng(23);
  std::uniform_int_distribution<int> g(-20, 20);  // a grid: touching boxes and shapes are common
  std::vector<Shape> shapes;
  for (int i = 0; i < 400; ++i) {
    double x = g(rng), y = g(rng);
    switch (i % 5) {
      case 0:
        shapes.push_back(circ(x, y, 1 + i % 3));
        break;
      case 1:
        shapes.push_back(rect(x, y, x + 2, y + 1));
        break;
      case 2:
        shapes.push_back(seg(x, y, x + 3, y - 2));
        break;
      case 3:
        shapes.push_back(pt(x, y));
        break;
      default:
        shapes.push_back(poly({{x, y}, {x + 2, y}, {x, y + 2}}));
        break;
    }
  }
  auto pairs = meetingShapePairs(shapes);
  std::set<IndexPair> got(pairs.begin(), pairs.end());
  EXPECT_EQ(got.size(), pairs.size()) << "a pair was reported twice";
  std::set<IndexPair> want;
  for (std::uint32_t i = 0; i < shapes.size(); ++i)
    for (std::uint32_t j = i + 1; j < shapes.size(); ++j)
      if (classify(shapes[i], shapes[j]) != Relation::Disjoint) want.insert({i, j});
  EXPECT_EQ(got, want);
  EXPECT_GT(want.size(), 100u);
}

TEST(BroadPhase, CircleBoxesHoldTheWholeDisk) {
  Aabb b = boundsOf(circ(0.1, 0.2, 0.3));
  EXPECT_LE(b.min.x, 0.1 - 0.3);
  EXPECT_GE(b.max.y, 0.2 + 0.3);
}

}  // namespace
}  // namespace hitlab::test
