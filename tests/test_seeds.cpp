// The seed algorithms: their worked examples, both boundary conventions, and the edges they get wrong.
#include "helpers.h"
#include "hitlab/seeds.h"

namespace hitlab::test {
namespace {

using seeds::Boundary;

TEST(Seeds, IntervalExamplesOfTheSeparatingHyperplaneArticle) {
  EXPECT_FALSE(seeds::intervalsOverlap(1, 2, 3, 4, Boundary::Inclusive));
  EXPECT_TRUE(seeds::intervalsOverlap(1, 3, 2, 4, Boundary::Inclusive));
  EXPECT_TRUE(seeds::intervalsOverlap(1, 4, 2, 3, Boundary::Inclusive));
  EXPECT_TRUE(seeds::intervalsOverlap(1, 2, 2, 3, Boundary::Inclusive));  // touching counts with <=
  EXPECT_FALSE(seeds::intervalsOverlap(1, 2, 2, 3, Boundary::Strict));
}

TEST(Seeds, EdgeSideSatOnTheArticleExamplesInTheirClockwiseOrder) {
  Polygon tri{{{1, 1}, {1, 2}, {2, 1}}}, sq{{{2, 2}, {2, 3}, {3, 3}, {3, 2}}};
  seeds::EdgeSideTrace t;
  EXPECT_FALSE(seeds::satEdgeSideTest(tri, sq, Boundary::Inclusive, &t));
  EXPECT_EQ(t.owner, 'a');
  EXPECT_EQ(t.separatingEdge, 1);  // the diagonal (1,2) -> (2,1)
  EXPECT_TRUE(seeds::satEdgeSideTest(Polygon{{{1, 1}, {1, 3}, {3, 3}, {3, 1}}},
                                     Polygon{{{2, 2}, {2, 4}, {4, 4}, {4, 2}}}, Boundary::Inclusive));
  EXPECT_TRUE(seeds::satEdgeSideTest(Polygon{{{1, 1}, {1, 4}, {4, 4}, {4, 1}}},
                                     Polygon{{{2, 2}, {2, 3}, {3, 3}, {3, 2}}}, Boundary::Inclusive));
}

TEST(Seeds, EdgeSideSatTouchingSquaresDependsOnTheConvention) {
  Polygon a{{{0, 0}, {1, 0}, {1, 1}, {0, 1}}}, b{{{1, 0}, {2, 0}, {2, 1}, {1, 1}}};
  EXPECT_TRUE(seeds::satEdgeSideTest(a, b, Boundary::Inclusive));
  EXPECT_FALSE(seeds::satEdgeSideTest(a, b, Boundary::Strict));
}

TEST(Seeds, StraddleTraceHoldsTheFourCrossProducts) {
  seeds::StraddleTrace t;
  EXPECT_TRUE(seeds::straddleTest({0, 0}, {2, 2}, {0, 2}, {2, 0}, Boundary::Strict, &t));
  EXPECT_EQ(t.ab, (Vec2{2, 2}));
  EXPECT_EQ(t.cross[0], cross(Vec2{2, 2}, Vec2{0, 2}));
  EXPECT_EQ(t.sign, (std::array<int, 4>{1, -1, -1, 1}));
}

TEST(Seeds, StraddleTouchingAndCollinear) {
  // T-junction: strict misses, inclusive hits.
  EXPECT_FALSE(seeds::straddleTest({0, 0}, {2, 0}, {1, 0}, {1, 1}, Boundary::Strict));
  EXPECT_TRUE(seeds::straddleTest({0, 0}, {2, 0}, {1, 0}, {1, 1}, Boundary::Inclusive));
  // Collinear and apart: seed 001's code says they intersect; all four cross products are zero.
  seeds::StraddleTrace t;
  EXPECT_FALSE(seeds::straddleTest({0, 0}, {1, 0}, {2, 0}, {3, 0}, Boundary::Inclusive, &t));
  EXPECT_TRUE(t.collinear);
  EXPECT_TRUE(seeds::straddleTest({0, 0}, {2, 0}, {1, 0}, {3, 0}, Boundary::Inclusive));
}

TEST(Seeds, StraddleIllusionOfPointOneTwoThree) {
  // (0.1, 0.2) is not on the segment (0, 0.3)-(0.3, 0) in binary; a float evaluation may say it is.
  seeds::StraddleTrace t;
  EXPECT_FALSE(seeds::straddleTest({0, 0.3}, {0.3, 0}, {0.1, 0.2}, {0.2, 0.4}, Boundary::Inclusive, &t));
  EXPECT_EQ(t.sign[0], 1);
}

TEST(Seeds, PointSegmentFootRegions) {
  auto f = seeds::pointSegmentFoot({1, 1}, {0, 0}, {2, 0});
  EXPECT_EQ(f.foot, (Vec2{1, 0}));
  EXPECT_EQ(f.distance, 1);
  EXPECT_EQ(f.signAtA, 1);
  EXPECT_EQ(f.signAtB, 1);
  f = seeds::pointSegmentFoot({-1, 1}, {0, 0}, {2, 0});
  EXPECT_EQ(f.signAtA, -1);
  EXPECT_EQ(f.foot, (Vec2{0, 0}));
  f = seeds::pointSegmentFoot({2, 5}, {0, 0}, {2, 0});  // a right angle at B counts as "acute or right"
  EXPECT_EQ(f.signAtB, 0);
  EXPECT_EQ(f.foot, (Vec2{2, 0}));
}

TEST(Seeds, SegmentCircleDiskVersusCircumference) {
  Circle c{{0, 0}, 5};
  using seeds::CircleAs;
  // Inside: a hit for the disk (seed 002), a miss for the circumference (seed 000).
  EXPECT_TRUE(seeds::segmentCircleTest({-1, -1}, {2, 1}, c, CircleAs::Disk, Boundary::Inclusive));
  EXPECT_FALSE(seeds::segmentCircleTest({-1, -1}, {2, 1}, c, CircleAs::Circumference, Boundary::Inclusive));
  // Tangent: inclusive hits, strict misses.
  EXPECT_TRUE(seeds::segmentCircleTest({-9, 5}, {9, 5}, c, CircleAs::Circumference, Boundary::Inclusive));
  EXPECT_FALSE(seeds::segmentCircleTest({-9, 5}, {9, 5}, c, CircleAs::Circumference, Boundary::Strict));
  seeds::SegmentCircleTrace t;
  EXPECT_FALSE(seeds::segmentCircleTest({6, -1}, {10, -1}, c, CircleAs::Disk, Boundary::Inclusive, &t));
  EXPECT_EQ(t.foot.foot, (Vec2{6, -1}));
  EXPECT_EQ(t.distanceVsRadius, 1);
}

TEST(Seeds, CircleCircleTangentGivesOnePointAndCoincidentNone) {
  seeds::CircleCircleTrace t;
  EXPECT_TRUE(seeds::circleCircleTest({{0, 0}, 1}, {{2, 0}, 1}, Boundary::Inclusive, &t));
  EXPECT_FALSE(seeds::circleCircleTest({{0, 0}, 1}, {{2, 0}, 1}, Boundary::Strict));
  EXPECT_EQ(t.vsSum, 0);
  EXPECT_EQ(t.pointCount, 1);
  EXPECT_EQ(t.points[0], (Vec2{1, 0}));
  EXPECT_TRUE(seeds::circleCircleTest({{0.1, 0.2}, 0.3}, {{0.1, 0.2}, 0.3}, Boundary::Strict, &t));
  EXPECT_EQ(t.pointCount, 0);
  EXPECT_TRUE(seeds::circleCircleTest({{0, 0}, 5}, {{6, 0}, 5}, Boundary::Strict, &t));
  EXPECT_EQ(t.pointCount, 2);
  EXPECT_DOUBLE_EQ(t.along, 3);
  EXPECT_DOUBLE_EQ(t.half, 4);
}

TEST(Seeds, RectanglesFourStatesAndCenterForm) {
  seeds::RectTrace t;
  Rect a{{0, 0}, {1, 1}}, b{{1, 0}, {2, 1}};
  EXPECT_TRUE(seeds::rectTest(a, b, Boundary::Inclusive, &t));
  EXPECT_EQ(t.centerVsHalfSizes[0], 0);  // |ca - cb| == ha + hb on x: touching
  EXPECT_FALSE(seeds::rectTest(a, b, Boundary::Strict, &t));
  EXPECT_TRUE(t.apart[1]);  // b is right of a (with <=)
  Rect c{{0.1, 0.1}, {0.3, 0.3}}, d{{0.3, 0.2}, {0.5, 0.4}};
  EXPECT_TRUE(seeds::rectTest(c, d, Boundary::Inclusive, &t));
  EXPECT_EQ(t.centerVsHalfSizes[0], 0);  // exact although 0.1 and 0.3 are not binary fractions
}

}  // namespace
}  // namespace hitlab::test
