// The broad phase misses no meeting pair (touching included) and reports no pair twice.
#include <random>
#include <set>

#include <cmath>

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

// General position and near misses: rotated boxes, 8-gons, circles and segments packed densely, some scaled
// to within a few ulps of touching their neighbour. The broad phase's disk shortcuts must agree with the
// exact relation of every pair.
TEST(BroadPhase, DenseRandomScenesMatchBruteForce) {
  std::mt19937_64 rng(41);
  std::uniform_real_distribution<double> u(0, 1);
  for (int round = 0; round < 4; ++round) {
    std::vector<Shape> shapes;
    double world = 12 + 4 * round;
    for (int i = 0; i < 300; ++i) {
      Vec2 c{u(rng) * world, u(rng) * world};
      double r = 0.2 + u(rng), rot = u(rng) * 6.283185307179586;
      switch (i % 5) {
        case 0:
          shapes.push_back(circ(c.x, c.y, r));
          break;
        case 1: {
          double hx = r * (0.2 + u(rng)), hy = r * (0.2 + u(rng)), cs = std::cos(rot), sn = std::sin(rot);
          std::vector<Vec2> pts;
          for (auto [sx, sy] : {std::pair{-1, -1}, {1, -1}, {1, 1}, {-1, 1}})
            pts.push_back(c + Vec2{sx * hx * cs - sy * hy * sn, sx * hx * sn + sy * hy * cs});
          shapes.push_back(poly(pts));
          break;
        }
        case 2: {
          std::vector<Vec2> pts;
          int n = 3 + static_cast<int>(u(rng) * 6);
          for (int k = 0; k < n; ++k) {
            double a = rot + (k + 0.6 * (u(rng) - 0.5)) * 6.283185307179586 / n;
            pts.push_back(c + r * Vec2{std::cos(a), std::sin(a)});
          }
          shapes.push_back(poly(pts));
          break;
        }
        case 3:
          shapes.push_back(seg(c.x, c.y, c.x + r * std::cos(rot), c.y + r * std::sin(rot)));
          break;
        default: {  // a circle resting on the previous segment, its radius a few ulps either side of touching
          const Segment& s = std::get<Segment>(shapes.back());
          Vec2 d = s.b - s.a, n = normalized(rightPerp(d)), at = s.a + u(rng) * d;
          double radius = 0.1 + 0.5 * u(rng);
          Vec2 centre = at + radius * n;
          double k = std::floor(u(rng) * 7) - 3;  // -3 .. 3 ulps
          for (; k > 0; --k) radius = std::nextafter(radius, INFINITY);
          for (; k < 0; ++k) radius = std::nextafter(radius, 0.0);
          shapes.push_back(circ(centre.x, centre.y, radius));
          break;
        }
      }
    }
    auto pairs = meetingShapePairs(shapes);
    std::set<IndexPair> got(pairs.begin(), pairs.end()), want;
    ASSERT_EQ(got.size(), pairs.size());
    for (std::uint32_t i = 0; i < shapes.size(); ++i)
      for (std::uint32_t j = i + 1; j < shapes.size(); ++j)
        if (detail::classifyExact(shapes[i], shapes[j]) != Relation::Disjoint) want.insert({i, j});
    EXPECT_EQ(got, want) << "round " << round;
    EXPECT_GT(want.size(), 100u);
  }
}

TEST(BroadPhase, CircleBoxesHoldTheWholeDisk) {
  Aabb b = boundsOf(circ(0.1, 0.2, 0.3));
  EXPECT_LE(b.min.x, 0.1 - 0.3);
  EXPECT_GE(b.max.y, 0.2 + 0.3);
}

}  // namespace
}  // namespace hitlab::test
