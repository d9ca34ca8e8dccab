// Unit tests per pair type: the classic cases and the edges the seed articles get wrong.
#include <cmath>

#include "generators.h"
#include "helpers.h"
#include "reference.h"

namespace hitlab::test {
namespace {

constexpr auto kDisjoint = Relation::Disjoint;
constexpr auto kTouching = Relation::Touching;
constexpr auto kOverlapping = Relation::Overlapping;

void expectPair(const Shape& a, const Shape& b, Relation rel, Containment con, std::vector<Vec2> points,
                double distance = 0, double depth = 0) {
  PairResult r = evaluate(a, b);
  ASSERT_TRUE(r.error.empty()) << r.error;
  EXPECT_EQ(relationName(r.relation), std::string(relationName(rel)));
  EXPECT_EQ(containmentName(r.containment), std::string(containmentName(con)));
  EXPECT_TRUE(samePoints(std::move(points), r.points, 1e-12)) << "got " << r.points.size() << " points";
  EXPECT_NEAR(r.distance, distance, 1e-12);
  EXPECT_NEAR(r.depth, depth, 1e-12);
  EXPECT_EQ(classify(a, b), rel) << "fast path disagrees";
  EXPECT_EQ(typedClassify(a, b), rel) << "typed fast path disagrees";
  // The pair read the other way round: same relation, mirrored containment.
  PairResult s = evaluate(b, a);
  EXPECT_EQ(s.relation, r.relation);
  EXPECT_TRUE(samePoints(r.points, s.points, 1e-12));
}

TEST(PointPoint, EqualPointsOverlapAndAreEqual) {
  expectPair(pt(1, 2), pt(1, 2), kOverlapping, Containment::Equal, {{1, 2}});
}
TEST(PointPoint, ApartIsDisjointWithDistance) {
  expectPair(pt(1, 2), pt(4, 6), kDisjoint, Containment::None, {}, 5);
}

TEST(PointSegment, InteriorPointOverlaps) {
  expectPair(pt(2, 1), seg(0, 0, 4, 2), kOverlapping, Containment::AInB, {{2, 1}});
}
TEST(PointSegment, EndpointTouches) {
  expectPair(pt(4, 2), seg(0, 0, 4, 2), kTouching, Containment::AInB, {{4, 2}});
}
TEST(PointSegment, CollinearBeyondEndIsDisjoint) {
  expectPair(pt(5, 2.5), seg(0, 0, 4, 2), kDisjoint, Containment::None, {}, std::hypot(1, 0.5));
}
TEST(PointSegment, IllusionPointIsNotOnTheSegment) {
  // 0.1 + 0.2 != 0.3 in binary: (0.1, 0.2) lies a hair off the segment from (0, 0.3) to (0.3, 0).
  PairResult r = evaluate(pt(0.1, 0.2), seg(0, 0.3, 0.3, 0));
  EXPECT_EQ(r.relation, kDisjoint);
  EXPECT_GT(r.distance, 0);
  EXPECT_LT(r.distance, 1e-16);
}

TEST(SegmentSegment, ProperCrossingOverlaps) {
  expectPair(seg(0, 0, 2, 2), seg(0, 2, 2, 0), kOverlapping, Containment::None, {{1, 1}});
}
TEST(SegmentSegment, TJunctionTouches) {
  // The seed's strict test says "no", the inclusive one "yes": the endpoint lies on the other segment.
  expectPair(seg(0, 0, 2, 0), seg(1, 0, 1, 1), kTouching, Containment::None, {{1, 0}});
}
TEST(SegmentSegment, SharedEndpointTouches) {
  expectPair(seg(0, 0, 2, 2), seg(2, 2, 4, 0), kTouching, Containment::None, {{2, 2}});
}
TEST(SegmentSegment, CollinearApartIsDisjoint) {
  // Seed 001's code calls these intersecting (all four cross products are zero).
  expectPair(seg(0, 0, 1, 0), seg(2, 0, 3, 0), kDisjoint, Containment::None, {}, 1);
}
TEST(SegmentSegment, CollinearOverlapListsThePiece) {
  expectPair(seg(0, 0, 2, 0), seg(1, 0, 3, 0), kOverlapping, Containment::None, {{1, 0}, {2, 0}});
}
TEST(SegmentSegment, CollinearEndToEndTouches) {
  expectPair(seg(0, 0, 1, 0), seg(1, 0, 3, 0), kTouching, Containment::None, {{1, 0}});
}
TEST(SegmentSegment, EqualReversedSegmentsAreEqual) {
  expectPair(seg(0, 0, 3, 1), seg(3, 1, 0, 0), kOverlapping, Containment::Equal, {{0, 0}, {3, 1}});
}
TEST(SegmentSegment, ParallelApart) {
  expectPair(seg(0, 0, 2, 0), seg(0, 1, 2, 1), kDisjoint, Containment::None, {}, 1);
}
TEST(SegmentSegment, NearParallelCrossingPointIsAccurate) {
  PairResult r = evaluate(seg(0, 0, 1e6, 1), seg(0, 1e-3, 1e6, 1 - 1e-3));
  ASSERT_EQ(r.relation, kOverlapping);
  ASSERT_EQ(r.points.size(), 1u);
  // The exact crossing rounded once (Python's Fraction of the same doubles, then float()): both coordinates,
  // bit for bit.
  EXPECT_EQ(r.points[0].x, 0x1.e847ffffffffcp+18);
  EXPECT_EQ(r.points[0].y, 0x1.ffffffffffffcp-2);
}

TEST(SegmentCircle, ChordOverlapsWithTwoPoints) {
  expectPair(seg(-10, 3, 10, 3), circ(0, 0, 5), kOverlapping, Containment::None, {{-4, 3}, {4, 3}});
}
TEST(SegmentCircle, TangentTouchesAtOnePoint) {
  expectPair(seg(-10, 5, 10, 5), circ(0, 0, 5), kTouching, Containment::None, {{0, 5}});
}
TEST(SegmentCircle, InsideIsContainedWithNoOutlinePoints) {
  expectPair(seg(-1, -1, 2, 1), circ(0, 0, 5), kOverlapping, Containment::AInB, {});
}
TEST(SegmentCircle, EndpointOnCircleGoingOutTouches) {
  expectPair(seg(3, 4, 6, 8), circ(0, 0, 5), kTouching, Containment::None, {{3, 4}});
}
TEST(SegmentCircle, EndpointOnCircleGoingInOverlaps) {
  expectPair(seg(3, 4, 0, 0), circ(0, 0, 5), kOverlapping, Containment::AInB, {{3, 4}});
}
TEST(SegmentCircle, ChordBetweenTwoPointsOnTheCircle) {
  expectPair(seg(-3, 4, 3, 4), circ(0, 0, 5), kOverlapping, Containment::AInB, {{-3, 4}, {3, 4}});
}
TEST(SegmentCircle, LineCrossesButSegmentStopsShort) {
  expectPair(seg(6, -1, 10, -1), circ(0, 0, 5), kDisjoint, Containment::None, {}, std::hypot(6, 1) - 5);
}

TEST(CircleCircle, ThreeFourFiveCrossing) {
  expectPair(circ(0, 0, 5), circ(6, 0, 5), kOverlapping, Containment::None, {{3, -4}, {3, 4}}, 0, 4);
}
TEST(CircleCircle, ExternalTangentTouchesOnce) {
  // Seed 000's formula returns this point twice.
  expectPair(circ(0, 0, 1), circ(2, 0, 1), kTouching, Containment::None, {{1, 0}});
}
TEST(CircleCircle, InternalTangentOverlapsContainsAndMeetsOnce) {
  // The open disks share area; the outlines meet at one point; the small one must move 2 to get out.
  expectPair(circ(1, 0, 1), circ(0, 0, 2), kOverlapping, Containment::AInB, {{2, 0}}, 0, 2);
  expectPair(circ(0, 0, 2), circ(-1, 0, 1), kOverlapping, Containment::BInA, {{-2, 0}}, 0, 2);
}
TEST(CircleCircle, ConcentricMustMoveAllTheWayOut) {
  expectPair(circ(0, 0, 1), circ(0, 0, 3), kOverlapping, Containment::AInB, {}, 0, 4);
}
TEST(CircleCircle, CoincidentCirclesAreEqualWithNoPoints) {
  // Seed 000's formula divides by zero here.
  expectPair(circ(0.1, 0.2, 0.3), circ(0.1, 0.2, 0.3), kOverlapping, Containment::Equal, {}, 0, 0.6);
}
TEST(CircleCircle, SeedNearTangentIsExactlyTangent) {
  // Seed 000's example: radii 3.9 and 2.7 at distance 3.9 - 2.7, which is exact (Sterbenz), so the circles
  // are internally tangent: one point, where the seed's formula returns two points 1e-7 apart.
  PairResult r = evaluate(circ(0, 0, 3.9), circ(3.9 - 2.7, 0, 2.7));
  ASSERT_EQ(r.relation, kOverlapping);
  ASSERT_EQ(r.points.size(), 1u);
  EXPECT_EQ(r.points[0], (Vec2{3.9, 0}));
}
TEST(CircleCircle, OneUlpPastTangentGivesTwoClosePoints) {
  PairResult r = evaluate(circ(0, 0, 5), circ(2, 0, std::nextafter(3.0, 4.0)));
  ASSERT_EQ(r.points.size(), 2u);
  // x = (d^2 + r1^2 - r2^2) / 2d = 5 - 1.5 2^-51 - 2^-104 exactly, y = +-sqrt(25 - x^2).
  EXPECT_NEAR(r.points[0].x, 5 - 0x1.8p-51, 0x1p-50);
  EXPECT_NEAR(r.points[1].x, 5 - 0x1.8p-51, 0x1p-50);
  EXPECT_NEAR(r.points[0].y, -8.161702118890973e-08, 1e-15);
  EXPECT_NEAR(r.points[1].y, 8.161702118890973e-08, 1e-15);
}
TEST(CircleCircle, SeparatedDistance) {
  expectPair(circ(0, 0, 1), circ(5, 0, 2), kDisjoint, Containment::None, {}, 2);
}

TEST(CircleRect, CornerRegionIsDisjointThoughBoxesOverlap) {
  expectPair(circ(5, 3, 1), rect(0, 0, 4, 2), kDisjoint, Containment::None, {}, std::sqrt(2.0) - 1);
}
TEST(CircleRect, CornerTouch) {
  expectPair(circ(7, 6, 5), rect(0, 0, 4, 2), kTouching, Containment::None, {{4, 2}});
}
TEST(CircleRect, CircleInsideRect) {
  expectPair(circ(2, 2, 1), rect(0, 0, 4, 4), kOverlapping, Containment::AInB, {}, 0, 3);
  expectPair(circ(2, 2, 1), rect(1, 1, 3, 3), kOverlapping, Containment::AInB,
             {{1, 2}, {2, 1}, {3, 2}, {2, 3}}, 0, 2);
}
TEST(CircleRect, DepthWithCenterInside) {
  PairResult r = evaluate(circ(3, 1, 1.5), rect(0, 0, 4, 2));
  EXPECT_DOUBLE_EQ(r.depth, 2.5);
  ASSERT_TRUE(r.mtv.has_value());
  EXPECT_NEAR(std::hypot(r.mtv->x, r.mtv->y), 2.5, 1e-12);
}

// Issue 27: a circle over a rect one ulp wide; the two long sides' rounded distances tie, and the side whose
// line has the centre on its inner side used to give the direction: the rect was pushed onto the centre.
TEST(CircleRect, MtvOfASliverRectPushesItOut) {
  const double ulpLeft = std::nextafter(-6.0, 0.0), ulpRight = std::nextafter(6.0, 0.0);
  PairResult r = evaluate(circ(-16, 12, 20), Rect{{-6, 8}, {ulpLeft, 18}});
  ASSERT_TRUE(r.mtv.has_value());
  EXPECT_EQ(*r.mtv, (Vec2{10, 0}));
  r = evaluate(circ(16, 12, 20), Rect{{ulpRight, 8}, {6, 18}});
  ASSERT_TRUE(r.mtv.has_value());
  EXPECT_EQ(*r.mtv, (Vec2{-10, 0}));
}

// Every mtv separates: b pushed 1% farther than the mtv is apart from a, 1% less still overlaps it (the depth
// is the push's length), for circles, rects and convex polygons in every combination (depths large enough
// that a 1% change is not lost to rounding).
TEST(Mtv, PushingBByItSeparatesThePair) {
  Gen gen(2711);
  const ShapeType types[] = {ShapeType::Circle, ShapeType::Rect, ShapeType::Polygon};
  int checked = 0;
  for (int i = 0; i < 20000; ++i) {
    gen.mode = i % 4;
    const Shape a = gen.shape(types[i % 3]), b = gen.shape(types[i / 3 % 3]);
    const PairResult r = evaluate(a, b);
    if (!r.error.empty() || r.relation != Relation::Overlapping || !r.mtv || r.depth < 1e-6) continue;
    const PairResult farther = evaluate(a, translated(b, 1.01 * *r.mtv)),
                     nearer = evaluate(a, translated(b, 0.99 * *r.mtv));
    // (a polygon with a collinear vertex can turn a hair reflex when moved: no answer to compare)
    if (!farther.error.empty() || !nearer.error.empty()) continue;
    ++checked;
    EXPECT_EQ(farther.relation, Relation::Disjoint) << i << ": mtv (" << r.mtv->x << ", " << r.mtv->y << ")";
    EXPECT_EQ(nearer.relation, Relation::Overlapping)
        << i << ": mtv (" << r.mtv->x << ", " << r.mtv->y << ")";
  }
  EXPECT_GT(checked, 3000);
}

// The same for the printed mtv (roundPrinted), and the exact form: two rects or polygons on the
// integer grid whose printed mtv has components that are multiples of 2^-20 (then it is the exact mtv: a
// rational of denominator at most 256 either equals such a double or lies 2^-28 away from it) are pushed by
// it into touching, exactly.
TEST(Mtv, ThePrintedMtvSeparatesAndAnExactOneLeavesThePairTouching) {
  Gen gen(2712);
  const ShapeType types[] = {ShapeType::Circle, ShapeType::Rect, ShapeType::Polygon};
  int checked = 0, exactlyTouching = 0;
  for (int i = 0; i < 20000; ++i) {
    gen.mode = i % 4;
    const Shape a = gen.shape(types[i % 3]), b = gen.shape(types[i / 3 % 3]);
    PairResult r = evaluate(a, b);
    roundPrinted(a, b, r);
    if (!r.error.empty() || r.relation != Relation::Overlapping || !r.mtv) continue;
    const Vec2 m = *r.mtv;
    auto dyadic = [](double x) { return std::ldexp(x, 20) == std::round(std::ldexp(x, 20)); };
    if (gen.mode == 0 && !std::holds_alternative<Circle>(a) && !std::holds_alternative<Circle>(b) &&
        dyadic(m.x) && dyadic(m.y)) {
      const PairResult pushed = evaluate(a, translated(b, m));
      if (pushed.error.empty()) {
        ++exactlyTouching;
        EXPECT_EQ(pushed.relation, Relation::Touching) << i << ": mtv (" << m.x << ", " << m.y << ")";
      }
    }
    if (r.depth < 1e-6) continue;
    const PairResult farther = evaluate(a, translated(b, 1.01 * m)),
                     nearer = evaluate(a, translated(b, 0.99 * m));
    if (!farther.error.empty() || !nearer.error.empty()) continue;
    ++checked;
    EXPECT_EQ(farther.relation, Relation::Disjoint) << i << ": mtv (" << m.x << ", " << m.y << ")";
    EXPECT_EQ(nearer.relation, Relation::Overlapping) << i << ": mtv (" << m.x << ", " << m.y << ")";
  }
  EXPECT_GT(checked, 3000);
  EXPECT_GT(exactlyTouching, 300);
}

TEST(RectRect, SharedEdgeTouches) {
  expectPair(rect(0, 0, 1, 1), rect(1, 0, 2, 1), kTouching, Containment::None, {{1, 0}, {1, 1}});
}
TEST(RectRect, CornerTouches) {
  expectPair(rect(0, 0, 1, 1), rect(1, 1, 2, 2), kTouching, Containment::None, {{1, 1}});
}
TEST(RectRect, OneUlpGapIsDisjoint) {
  expectPair(rect(0, 0, 1, 1), rect(std::nextafter(1.0, 2.0), 0, 2, 1), kDisjoint, Containment::None, {},
             std::nextafter(1.0, 2.0) - 1);
}
TEST(RectRect, ContainedDepth) {
  expectPair(rect(2, 3, 4, 5), rect(0, 0, 10, 10), kOverlapping, Containment::AInB, {}, 0, 4);
}
TEST(RectRect, ZeroWidthRectIsASegment) {
  expectPair(rect(1, 0, 1, 2), rect(0, 0, 2, 2), kOverlapping, Containment::AInB, {{1, 0}, {1, 2}});
}

TEST(PointRect, BoundaryPointTouches) {
  expectPair(pt(1, 0.5), rect(1, 0, 2, 1), kTouching, Containment::AInB, {{1, 0.5}});
}
TEST(PointCircle, BoundaryPoint5_12_13) {
  expectPair(circ(1, 1, 13), pt(-4, 13), kTouching, Containment::BInA, {{-4, 13}});
}
TEST(PointPolygon, StrictlyInsideByOneUlp) {
  expectPair(pt(2, 1.4999999999999998), poly({{0, 0}, {4, 0}, {0, 3}}), kOverlapping, Containment::AInB, {});
}

TEST(SegmentRect, AlongEdge) {
  expectPair(seg(4, 0, 4, 2), rect(0, 0, 4, 2), kTouching, Containment::AInB, {{4, 0}, {4, 2}});
}
TEST(SegmentPolygon, AlongEdgeThroughCollinearVertex) {
  expectPair(seg(0, 0, 2, 0), poly({{0, 0}, {1, 0}, {2, 0}, {1, 1}}), kTouching, Containment::AInB,
             {{0, 0}, {2, 0}});
}
TEST(SegmentPolygon, ThroughVertexOnly) {
  expectPair(seg(0, 2, 2, 0), poly({{1, 1}, {3, 1}, {3, 3}}), kTouching, Containment::None, {{1, 1}});
}

TEST(RectPolygon, SeedTriangleSquare) {
  // Seed 004, example 1: disjoint, separated by the triangle's diagonal edge.
  expectPair(poly({{1, 1}, {1, 2}, {2, 1}}), poly({{2, 2}, {2, 3}, {3, 3}, {3, 2}}), kDisjoint,
             Containment::None, {}, std::sqrt(0.5));
}
TEST(PolygonPolygon, SeedPartialOverlap) {
  expectPair(poly({{1, 1}, {1, 3}, {3, 3}, {3, 1}}), poly({{2, 2}, {2, 4}, {4, 4}, {4, 2}}), kOverlapping,
             Containment::None, {{2, 3}, {3, 2}}, 0, 1);
}
TEST(PolygonPolygon, SeedContained) {
  expectPair(poly({{1, 1}, {1, 4}, {4, 4}, {4, 1}}), poly({{2, 2}, {2, 3}, {3, 3}, {3, 2}}), kOverlapping,
             Containment::BInA, {}, 0, 2);
}
TEST(PolygonPolygon, EqualButReorderedAndReversed) {
  expectPair(poly({{0, 0}, {2, 0}, {1, 2}}), poly({{1, 2}, {2, 0}, {0, 0}}), kOverlapping, Containment::Equal,
             {}, 0, 4 / std::sqrt(5.0));
}
TEST(PolygonPolygon, TouchingSquaresShareAnEdge) {
  expectPair(poly({{0, 0}, {1, 0}, {1, 1}, {0, 1}}), poly({{1, 0}, {2, 0}, {2, 1}, {1, 1}}), kTouching,
             Containment::None, {{1, 0}, {1, 1}});
}

TEST(InvalidPolygon, PairCarriesTheError) {
  PairResult r = evaluate(poly({{0, 0}, {2, 2}, {2, 0}, {0, 2}}), pt(5, 5), "bow", "q");
  EXPECT_EQ(r.error, "polygon 'bow' is not convex (self-intersecting)");
  r = evaluate(pt(5, 5), poly({{0, 0}, {1, 0}, {2, 0}}), "q", "flat");
  EXPECT_EQ(r.error, "polygon 'flat' has zero area");
}

// shapeFromValues is forEachValue read backwards: every type, the values in the order valueNames lists them.
TEST(Shapes, ShapeFromValuesIsForEachValueBackwards) {
  const Shape shapes[] = {Point{{1, 2}}, Segment{{1, 2}, {3, 4}}, Circle{{1, 2}, 0.5}, Rect{{1, 2}, {3, 4}},
                          Polygon{{{0, 0}, {2, 0}, {1, 1.5}, {0.5, 2}}}};
  for (const Shape& s : shapes) {
    std::vector<double> values;
    forEachValue(s, [&](double v) { values.push_back(v); });
    EXPECT_EQ(values.size(), valueNames(s).size());
    EXPECT_EQ(shapeFromValues(typeOf(s), values.data(), static_cast<int>(values.size())), s)
        << typeName(typeOf(s));
  }
}

// counterClockwise (the lab's ccw formulas and the Judges section hand polygons to code that needs them
// counter-clockwise): every turn of the result is a left turn or straight by the rational reference's cross
// product, and the result is the polygon as given or reversed; generated convex polygons in both windings at
// every generator mode, and thin triangles beside 2^53 whose float shoelace sum has no bits to spare.
TEST(Shapes, CounterClockwiseTurnsLeftByTheRationalReference) {
  auto turnsLeft = [](const std::vector<Vec2>& v) {
    for (std::size_t i = 0; i < v.size(); ++i) {
      const ref::Q2 a = ref::q(v[i]), b = ref::q(v[(i + 1) % v.size()]), c = ref::q(v[(i + 2) % v.size()]);
      if (sgn(ref::crs(ref::sub(b, a), ref::sub(c, b))) < 0) return false;
    }
    return true;
  };
  std::vector<std::vector<Vec2>> polygons;
  for (int mode = 0; mode < 4; ++mode) {
    Gen g(400 + mode);
    g.mode = mode;
    for (int i = 0; i < 500; ++i) polygons.push_back(g.convexPolygon());
  }
  const double X = 0x1p53;
  for (int k = 1; k < 64; ++k) polygons.push_back({{X, 0}, {X + 2 * k, 0}, {X + 2 * k, std::ldexp(1.0, -k)}});
  int reversed = 0;
  for (std::vector<Vec2> v : polygons) {
    for (bool flip : {false, true}) {
      if (flip) std::reverse(v.begin(), v.end());
      const std::vector<Vec2> got = counterClockwise(Polygon{v}).points;
      std::vector<Vec2> back = v;
      std::reverse(back.begin(), back.end());
      ASSERT_TRUE(got == v || got == back);
      ASSERT_TRUE(turnsLeft(got)) << "polygon of " << v.size() << " vertices, flipped " << flip;
      reversed += got == back && got != v;
    }
  }
  EXPECT_EQ(reversed, static_cast<int>(polygons.size()));  // one of each polygon's two windings
}

}  // namespace
}  // namespace hitlab::test
