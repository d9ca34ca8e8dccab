// SAT detail: axis order, unit normals, intervals, exact separation flags, the circle's vertex axis.
#include <algorithm>
#include <cmath>
#include <random>

#include <gmpxx.h>

#include "helpers.h"

namespace hitlab::test {
namespace {

TEST(Sat, RectAxesAreFixedNormalsInContractOrder) {
  SatResult s = separatingAxes(rect(0, 0, 2, 1), rect(3, 0, 4, 1));
  ASSERT_EQ(s.axes.size(), 8u);
  Vec2 normals[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
  for (int i = 0; i < 8; ++i) {
    EXPECT_EQ(s.axes[i].owner, i < 4 ? 'a' : 'b');
    EXPECT_EQ(s.axes[i].edge, i % 4);
    EXPECT_EQ(s.axes[i].axis, normals[i % 4]);
  }
  EXPECT_EQ(s.firstSeparating, 1);  // the x axis (1, 0): [0, 2] vs [3, 4]
  EXPECT_DOUBLE_EQ(s.axes[1].overlap, -1);
  EXPECT_TRUE(s.axes[1].separating);
  EXPECT_FALSE(s.axes[0].separating);
}

TEST(Sat, SeedTriangleSquareSeparatedByTheDiagonal) {
  // Seed 004, example 1 (vertices clockwise as in the article): the normal of edge (1,2)->(2,1) separates.
  SatResult s = separatingAxes(poly({{1, 1}, {1, 2}, {2, 1}}), poly({{2, 2}, {2, 3}, {3, 3}, {3, 2}}));
  ASSERT_EQ(s.axes.size(), 7u);
  EXPECT_EQ(s.firstSeparating, 1);
  const SatAxis& d = s.axes[1];
  EXPECT_NEAR(d.axis.x, std::sqrt(0.5), 1e-15);  // outward normal of a clockwise triangle's diagonal
  EXPECT_NEAR(d.axis.y, std::sqrt(0.5), 1e-15);
  EXPECT_NEAR(d.aMax, 3 * std::sqrt(0.5), 1e-14);
  EXPECT_NEAR(d.bMin, 4 * std::sqrt(0.5), 1e-14);
  EXPECT_TRUE(d.separating);
  // The x and y axes alone only touch (seed: A's x-range [1,2] touches B's [2,3]).
  for (const SatAxis& a : s.axes)
    if (a.axis.x == 0 || a.axis.y == 0) {
      EXPECT_FALSE(a.separating);
    }
}

TEST(Sat, SeedOverlapAndContainmentHaveNoSeparatingAxis) {
  for (auto [a, b] :
       {std::pair{poly({{1, 1}, {1, 3}, {3, 3}, {3, 1}}), poly({{2, 2}, {2, 4}, {4, 4}, {4, 2}})},
        std::pair{poly({{1, 1}, {1, 4}, {4, 4}, {4, 1}}), poly({{2, 2}, {2, 3}, {3, 3}, {3, 2}})}}) {
    SatResult s = separatingAxes(a, b);
    EXPECT_EQ(s.firstSeparating, -1);
    for (const SatAxis& x : s.axes) EXPECT_GT(x.overlap, 0);
  }
}

// Every flag of random polygon pairs against exact rational projections on the exact edge normals, with
// pairs moved to within a few ulps of touching so that the rounded intervals' decision band is exercised.
TEST(Sat, FlagsMatchExactProjectionsOnRandomPolygons) {
  std::mt19937_64 rng(77);
  std::uniform_real_distribution<double> u(0, 1);
  auto ngon = [&](Vec2 c, double r, int n) {
    std::vector<Vec2> pts;
    double rot = u(rng) * 6.283185307179586;
    for (int k = 0; k < n; ++k) {
      double a = rot + (k + 0.6 * (u(rng) - 0.5)) * 6.283185307179586 / n;
      pts.push_back(c + r * Vec2{std::cos(a), std::sin(a)});
    }
    if (u(rng) < 0.5) std::reverse(pts.begin(), pts.end());  // either winding
    return pts;
  };
  int separatedFlags = 0, nearFlags = 0;
  for (int i = 0; i < 3000; ++i) {
    auto pa = ngon({u(rng) * 4, u(rng) * 4}, 0.5 + u(rng), 3 + i % 6);
    auto pb = ngon({u(rng) * 4, u(rng) * 4}, 0.5 + u(rng), 3 + (i / 6) % 6);
    if (i % 3 == 0) {  // slide b along the normal of a's edge 0 until the two just meet, up to rounding
      Vec2 n = normalized(rightPerp(pa[1] - pa[0]));
      double aHi = -INFINITY, aLo = INFINITY, bLo = INFINITY;
      for (Vec2 p : pa) aHi = std::max(aHi, dot(p, n)), aLo = std::min(aLo, dot(p, n));
      for (Vec2 p : pb) bLo = std::min(bLo, dot(p, n));
      if (aHi - dot(pa[0], n) > dot(pa[0], n) - aLo) n = -n, aHi = -aLo, bLo = INFINITY;  // the far side
      if (bLo == INFINITY)
        for (Vec2 p : pb) bLo = std::min(bLo, dot(p, n));
      for (Vec2& p : pb) p = p + (aHi - bLo) * n;
    }
    Shape a = poly(pa), b = poly(pb);
    if (!polygonProblem(std::get<Polygon>(a)).empty() || !polygonProblem(std::get<Polygon>(b)).empty())
      continue;
    SatResult s = separatingAxes(a, b);
    ASSERT_EQ(s.axes.size(), pa.size() + pb.size());
    for (const SatAxis& ax : s.axes) {
      const auto& own = ax.owner == 'a' ? pa : pb;
      Vec2 p = own[ax.edge], q = own[(ax.edge + 1) % own.size()];
      mpq_class nx = mpq_class(q.y) - p.y, ny = mpq_class(p.x) - q.x;  // rightPerp(q - p), either sign
      auto project = [&](const std::vector<Vec2>& pts, mpq_class& lo, mpq_class& hi) {
        for (size_t k = 0; k < pts.size(); ++k) {
          mpq_class v = nx * pts[k].x + ny * pts[k].y;
          if (k == 0 || v < lo) lo = v;
          if (k == 0 || v > hi) hi = v;
        }
      };
      mpq_class aLo, aHi, bLo, bHi;
      project(pa, aLo, aHi);
      project(pb, bLo, bHi);
      bool want = aHi < bLo || bHi < aLo;
      ASSERT_EQ(ax.separating, want) << "case " << i << " axis " << ax.owner << ax.edge;
      separatedFlags += want;
      nearFlags += std::fabs(std::min(ax.aMax, ax.bMax) - std::max(ax.aMin, ax.bMin)) < 1e-12;
    }
  }
  EXPECT_GT(separatedFlags, 1000);
  EXPECT_GT(nearFlags, 100);
}

TEST(Sat, TouchingIsNotSeparated) {
  SatResult s = separatingAxes(rect(0, 0, 1, 1), rect(1, 0, 2, 1));
  EXPECT_EQ(s.firstSeparating, -1);
  EXPECT_DOUBLE_EQ(s.axes[1].overlap, 0);
}

TEST(Sat, OneUlpGapIsSeparatedExactly) {
  SatResult s = separatingAxes(rect(0, 0, 1, 1), rect(std::nextafter(1.0, 2.0), 0, 2, 1));
  EXPECT_EQ(s.firstSeparating, 1);
}

TEST(Sat, CircleAxisPointsAtTheNearestVertexAndComesLast) {
  SatResult s = separatingAxes(circ(5, 3, 1), rect(0, 0, 4, 2));
  ASSERT_EQ(s.axes.size(), 5u);
  const SatAxis& c = s.axes.back();
  EXPECT_EQ(c.owner, 'a');
  EXPECT_EQ(c.edge, -1);
  EXPECT_NEAR(c.axis.x, -std::sqrt(0.5), 1e-15);  // from (5,3) towards the corner (4,2)
  EXPECT_NEAR(c.axis.y, -std::sqrt(0.5), 1e-15);
  EXPECT_TRUE(c.separating);  // the corner region: only the vertex axis separates
  EXPECT_EQ(s.firstSeparating, 4);
}

TEST(Sat, CircleAxisTieTakesTheLowestIndex) {
  SatResult s = separatingAxes(rect(0, 0, 2, 2), circ(1, 1, 0.5));
  const SatAxis& c = s.axes.back();
  EXPECT_EQ(c.owner, 'b');
  EXPECT_NEAR(c.axis.x, -std::sqrt(0.5), 1e-15);  // towards corner 0 = min
  EXPECT_NEAR(c.axis.y, -std::sqrt(0.5), 1e-15);
}

// Squared distances that round to the same value: the exact comparison finds the nearest vertex. From
// (2^-60, 0) every corner of the square is at a squared distance that rounds to 2, and the right-hand corners
// are nearer by 2^-58: the lowest-index one of those, (1, -1), not vertex 0.
TEST(Sat, CircleAxisNearTieIsDecidedExactly) {
  const Polygon square{{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}}};
  SatResult s = separatingAxes(Circle{{0x1p-60, 0}, 0.5}, square);
  const SatAxis& c = s.axes.back();
  EXPECT_EQ(c.edge, -1);
  EXPECT_GT(c.axis.x, 0.7);  // towards (1, -1)
  EXPECT_LT(c.axis.y, -0.7);
}

TEST(Sat, MtvMovesBOutAlongTheShortestAxis) {
  PairResult r = evaluate(rect(0, 0, 4, 4), rect(3, 1, 5, 2));
  ASSERT_TRUE(r.sat && r.sat->mtv);
  EXPECT_DOUBLE_EQ(r.depth, 1);
  EXPECT_DOUBLE_EQ(r.sat->mtv->x, 1);
  EXPECT_DOUBLE_EQ(r.sat->mtv->y, 0);
}

TEST(Sat, OnlyForAreaShapePairs) {
  EXPECT_TRUE(hasSat(ShapeType::Rect, ShapeType::Polygon));
  EXPECT_TRUE(hasSat(ShapeType::Circle, ShapeType::Rect));
  EXPECT_FALSE(hasSat(ShapeType::Circle, ShapeType::Circle));
  EXPECT_FALSE(hasSat(ShapeType::Segment, ShapeType::Rect));
  EXPECT_FALSE(evaluate(circ(0, 0, 1), circ(1, 0, 1)).sat.has_value());
}

}  // namespace
}  // namespace hitlab::test
