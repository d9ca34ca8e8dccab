// Degeneracy on purpose (hitlab/snap.h): each snap's result is exactly degenerate per the exact predicates,
// or says that no double configuration nearby is.
#include <gmpxx.h>
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "hitlab/message.h"
#include "hitlab/relation.h"
#include "hitlab/snap.h"
#include "reference.h"

namespace hitlab::test {
namespace {

using snap::Kind;

using ref::orientExact;

TEST(Snap, PointOntoTheTenthsLineExactly) {
  const Shape line = Segment{{0, 0.3}, {0.3, 0}};
  const auto r = snap::snap(Kind::PointOnEdge, line, Point{{0.1, 0.2}});
  ASSERT_TRUE(r && r->exact) << (r ? r->what : "");
  const Vec2 q = std::get<Point>(r->moved).p;
  EXPECT_EQ(orientExact({0, 0.3}, {0.3, 0}, q), 0);
  EXPECT_NE(classify(Point{q}, line), Relation::Disjoint);
  EXPECT_LT(std::fabs(q.x - 0.1) + std::fabs(q.y - 0.2), 1e-15);
}

// Random lines of tenths and of integers: every exact answer is on the line, and a line through integer
// points has exact points everywhere nearby; tenths make them rarer (the slope's denominator), and the snap
// says so.
TEST(Snap, CollinearIsExactOrSaysSo) {
  std::mt19937_64 rng(11);
  std::uniform_int_distribution<int> t(-30, 30);
  for (double unit : {0.1, 1.0}) {
    int exact = 0, tried = 0;
    for (int i = 0; i < 300; ++i) {
      const Segment a{{t(rng) * unit, t(rng) * unit}, {t(rng) * unit, t(rng) * unit}};
      const Segment b{{t(rng) * 0.1, t(rng) * 0.1}, {t(rng) * 0.1, t(rng) * 0.1}};
      if (a.a == a.b) continue;
      ++tried;
      const auto r = snap::snap(Kind::Collinear, a, b);
      ASSERT_TRUE(r);
      const Segment m = std::get<Segment>(r->moved);
      EXPECT_EQ(m.b, b.b);
      if (r->exact) {
        ++exact;
        EXPECT_EQ(orientExact(a.a, a.b, m.a), 0) << r->what;
        const Vec2 d = a.b - a.a, foot = a.a + (dot(b.a - a.a, d) / dot(d, d)) * d;
        EXPECT_LT(length(m.a - foot), 1e-12 * (1 + length(foot)));  // (within a few hundred ulps)
      } else {
        EXPECT_NE(r->what.find("no double"), std::string::npos);
        EXPECT_NE(orientExact(a.a, a.b, m.a), 0) << r->what;  // (then the point it left is off the line)
      }
    }
    if (unit == 1.0) {
      EXPECT_EQ(exact, tried);
    } else {
      EXPECT_GT(exact, 10);  // (about 7% of these lines have a double point within 256 ulps)
    }
  }
}

TEST(Snap, TangentCirclesWhereTheDistanceIsADouble) {
  const Circle a{{0, 0}, 1};
  auto out = snap::snap(Kind::TangentOutside, a, Circle{{3, 4}, 7});  // centers 5 apart: r = 4
  ASSERT_TRUE(out && out->exact);
  EXPECT_EQ(std::get<Circle>(out->moved).radius, 4);
  EXPECT_EQ(classify(Shape{a}, out->moved), Relation::Touching);
  auto in = snap::snap(Kind::TangentInside, Circle{{0, 0}, 5}, Circle{{3, 0}, 1});  // r = 2, inside a
  ASSERT_TRUE(in && in->exact);
  const PairResult inside = evaluate(Circle{{0, 0}, 5}, in->moved);  // (disks: tangent inside overlaps)
  EXPECT_EQ(inside.containment, Containment::BInA);
  EXPECT_EQ(inside.points.size(), 1u);
  auto tenths =
      snap::snap(Kind::TangentOutside, Circle{{0.1, 0.2}, 0.3}, Circle{{0.7, 1.0}, 0.1});  // 0.6, 0.8
  // The doubles nearest 0.1, 0.2, 0.7 and 1.0 put the centres at a distance whose square is a rational
  // whose numerator is no perfect square (checked with Python's Fraction): no radius makes them tangent.
  ASSERT_TRUE(tenths);
  EXPECT_FALSE(tenths->exact) << tenths->what;
  EXPECT_NE(classify(Shape{Circle{{0.1, 0.2}, 0.3}}, tenths->moved), Relation::Touching);
}

TEST(Snap, TangencyAtAnIrrationalDistanceSaysSo) {
  const Circle a{{0, 0}, 1};
  const auto r = snap::snap(Kind::TangentOutside, a, Circle{{1, 1}, 0.1});  // sqrt(2) apart
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->exact);
  EXPECT_NE(r->what.find("sqrt(2)"), std::string::npos) << r->what;
  EXPECT_NE(classify(Shape{a}, r->moved), Relation::Touching);
  const auto c = snap::snap(Kind::Concentric, a, Circle{{0.1, 0.7}, 0.2});
  ASSERT_TRUE(c && c->exact);
  EXPECT_EQ(std::get<Circle>(c->moved).center, a.center);
}

TEST(Snap, RectanglesTouchExactly) {
  const Rect a{{0, 0}, {0.1, 0.3}};
  for (Kind k : {Kind::TouchEdge, Kind::TouchCorner}) {
    const auto r = snap::snap(k, a, Rect{{0.5, 0.2}, {0.7, 0.4}});
    ASSERT_TRUE(r && r->exact) << r->what;
    EXPECT_EQ(classify(Shape{a}, r->moved), Relation::Touching);
  }
  const auto apart = snap::snap(Kind::TouchEdge, a, Rect{{0.5, 2}, {0.7, 3}});  // no common y: lined up
  ASSERT_TRUE(apart && apart->exact);
  EXPECT_FALSE(snap::applies(Kind::TouchEdge, a, Circle{{0, 0}, 1}));
  EXPECT_FALSE(snap::snap(Kind::Concentric, a, Rect{}).has_value());
}

// Two edges sharing a piece, checked here in rationals: on one line, overlapping in positive length.
bool shareAPieceExactly(Vec2 p, Vec2 q, Vec2 u, Vec2 v) {
  if (orientExact(p, q, u) != 0 || orientExact(p, q, v) != 0) return false;
  const mpq_class dx = mpq_class(q.x) - p.x, dy = mpq_class(q.y) - p.y;
  auto along = [&](Vec2 w) -> mpq_class { return dx * (mpq_class(w.x) - p.x) + dy * (mpq_class(w.y) - p.y); };
  const mpq_class lo = std::max(mpq_class(0), std::min(along(u), along(v)));
  const mpq_class hi = std::min(mpq_class(dx * dx + dy * dy), std::max(along(u), along(v)));
  return lo < hi;
}

TEST(Snap, ASegmentLaidAlongAPolygonEdgeSharesAPieceOfIt) {
  const Shape triangle = Polygon{{{0, 0}, {4, 0}, {0, 4}}};
  // Near the hypotenuse (x + y = 4), crossing it: laid along it, exactly, and only touching the triangle.
  const auto r = snap::snap(Kind::SharePiece, triangle, Segment{{1.3, 2.9}, {3.1, 1.2}});
  ASSERT_TRUE(r && r->exact) << (r ? r->what : "");
  const Segment s = std::get<Segment>(r->moved);
  EXPECT_TRUE(shareAPieceExactly({4, 0}, {0, 4}, s.a, s.b));
  EXPECT_EQ(classify(triangle, r->moved), Relation::Touching);
  // Along a segment of tenths: collinear overlap, so the segments overlap.
  const Shape tenths = Segment{{0.1, 0.2}, {0.7, 0.5}};
  const auto t = snap::snap(Kind::SharePiece, tenths, Segment{{0.3, 0.9}, {0.9, 0.2}});
  ASSERT_TRUE(t.has_value());
  if (t->exact) {
    const Segment m = std::get<Segment>(t->moved);
    EXPECT_TRUE(shareAPieceExactly({0.1, 0.2}, {0.7, 0.5}, m.a, m.b));
    EXPECT_EQ(classify(tenths, t->moved), Relation::Overlapping);
  } else {
    EXPECT_NE(t->what.find("no ends exactly"), std::string::npos) << t->what;
  }
}

TEST(Snap, PolygonsWithAntiparallelEdgesShareAPiece) {
  const Shape a = Polygon{{{0, 0}, {4, 0}, {0, 4}}};
  const Shape b = Polygon{{{5, 3}, {7, 1}, {8, 4}}};  // its edge (5, 3)-(7, 1) runs against the hypotenuse
  const auto r = snap::snap(Kind::SharePiece, a, b);
  ASSERT_TRUE(r && r->exact) << (r ? r->what : "");
  EXPECT_EQ(classify(a, r->moved), Relation::Touching);
  const auto& m = std::get<Polygon>(r->moved).points;
  EXPECT_TRUE(shareAPieceExactly({4, 0}, {0, 4}, m[0], m[1]));
  // A rect against a rect: face to face along an edge.
  const auto rr = snap::snap(Kind::SharePiece, Rect{{0, 0}, {0.1, 0.3}}, Rect{{0.5, 0.2}, {0.7, 0.4}});
  ASSERT_TRUE(rr && rr->exact) << rr->what;
  EXPECT_EQ(classify(Shape{Rect{{0, 0}, {0.1, 0.3}}}, rr->moved), Relation::Touching);
  // No parallel edges: says so and leaves b where it was.
  const Shape c = Polygon{{{5, 0}, {9, 1}, {6, 3}}};
  const auto none = snap::snap(Kind::SharePiece, Polygon{{{0, 0}, {4, 0}, {0, 4}}}, c);
  ASSERT_TRUE(none.has_value());
  EXPECT_FALSE(none->exact);
  EXPECT_EQ(none->moved, c);
  EXPECT_NE(none->what.find("no edge of b is exactly parallel"), std::string::npos);
  EXPECT_FALSE(snap::applies(Kind::SharePiece, a, Circle{{0, 0}, 1}));
}

// Every snap says what it did by id (hitlab/message.h's snap.* family): its English is its form filled in
// with its arguments, word for word what `what` says, over random pairs of every type on integers and tenths
// and the rounding cases; whether it is exact is in its id.
TEST(Snap, EverySnapSaysWhatItDidById) {
  std::mt19937_64 rng(5);
  auto coordinate = [&](bool tenths) {
    const int k = std::uniform_int_distribution<int>(-30, 30)(rng);
    return tenths ? k / 10.0 : k;
  };
  auto shape = [&](int type, bool tenths) -> Shape {
    auto v = [&] { return Vec2{coordinate(tenths), coordinate(tenths)}; };
    switch (type) {
      case 0:
        return Point{v()};
      case 1:
        return Segment{v(), v()};
      case 2:
        return Circle{v(), 0.5 + std::abs(coordinate(tenths)) / 4};
      case 3: {
        const Vec2 a = v(), b = v();
        return Rect{{std::min(a.x, b.x), std::min(a.y, b.y)},
                    {std::max(a.x, b.x) + 1, std::max(a.y, b.y) + 1}};
      }
      default: {
        const Vec2 c = v();
        return Polygon{
            {c, c + Vec2{3, 0}, c + Vec2{coordinate(tenths) / 10, 2 + std::abs(coordinate(tenths))}}};
      }
    }
  };
  std::vector<std::pair<Shape, Shape>> pairs;
  pairs.reserve(602);
  for (int i = 0; i < 600; ++i) pairs.emplace_back(shape(i % 5, i % 2), shape((i / 5) % 5, i % 3 == 0));
  // (rects whose width rounds at the far side of a: the "rounded" forms)
  pairs.emplace_back(Rect{{0, 0}, {1e17, 1}}, Rect{{2, 0.5}, {2.3, 0.9}});
  pairs.emplace_back(Rect{{0, 0}, {1e17, 1}}, Rect{{2, 5}, {3.3, 5.9}});
  std::set<std::string> ids;
  int exact = 0, not_exact = 0;
  for (const auto& [a, b] : pairs)
    for (Kind k : {Kind::PointOnEdge, Kind::Collinear, Kind::TangentOutside, Kind::TangentInside,
                   Kind::Concentric, Kind::TouchEdge, Kind::TouchCorner, Kind::SharePiece}) {
      if (!snap::applies(k, a, b)) continue;
      const auto r = snap::snap(k, a, b);
      ASSERT_TRUE(r.has_value());
      EXPECT_FALSE(englishForm(r->message.id).empty()) << r->message.id;
      EXPECT_EQ(english(r->message), r->what);
      const std::string& id = r->message.id;
      const bool saysNotExact =
          id.find("-none") != std::string::npos || id == "snap.moved-rounds" || id == "snap.no-parallel-edge";
      EXPECT_EQ(r->exact, !saysNotExact) << r->what;
      ids.insert(id);
      (r->exact ? exact : not_exact)++;
    }
  EXPECT_GT(exact, 100);
  EXPECT_GT(not_exact, 20);
  for (const char* id :
       {"snap.vertex", "snap.edge", "snap.line", "snap.tangent-outside", "snap.tangent-inside",
        "snap.tangent-none", "snap.concentric", "snap.corner", "snap.side", "snap.along", "snap.edge-on-edge",
        "snap.no-parallel-edge", "snap.corner-rounded", "snap.side-rounded"})
    EXPECT_TRUE(ids.count(id)) << id << " never said";
  // The English, word for word as before the ids.
  const auto inside = snap::snap(Kind::TangentInside, Circle{{0, 0}, 3}, Circle{{0, 1.75}, 1});
  ASSERT_TRUE(inside.has_value());
  EXPECT_EQ(inside->what, "radius 1.25: tangent from inside, exactly");
  EXPECT_EQ(inside->message.args, std::vector<std::string>{"1.25"});
  const auto corner = snap::snap(Kind::TouchCorner, Rect{{0, 0}, {1e17, 1}}, Rect{{2, 5}, {3.3, 5.9}});
  ASSERT_TRUE(corner.has_value());
  EXPECT_EQ(corner->what, "corner on corner at x = 1e+17, touching exactly (the width or height rounded)");
  const auto concentric = snap::snap(Kind::Concentric, Circle{{0, 0}, 3}, Circle{{0, 1.75}, 1});
  ASSERT_TRUE(concentric.has_value());
  EXPECT_EQ(concentric->what, "center on a's center, exactly");
}

}  // namespace
}  // namespace hitlab::test
