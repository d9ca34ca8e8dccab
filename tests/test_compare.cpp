// The seeds' formulas in float, double and exactly (hitlab/compare.h): on near-degenerate inputs each
// formula's double verdict differs from its exact verdict in both directions somewhere, and every verdict
// equals an independent evaluation of the formula written out here; exact decimal expansions.
#include <gmpxx.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "hitlab/compare.h"
#include "hitlab/perturb.h"
#include "hitlab/seeds.h"
#include "reference.h"

namespace hitlab::test {
namespace {

using compare::Formula;
using Q = mpq_class;

// [SECTION] The formulas written out once more, literally (double) and with rationals (exact)

bool straddleDouble(const Segment& s, const Segment& t) {
  double ax = s.a.x, ay = s.a.y, bx = s.b.x, by = s.b.y, cx = t.a.x, cy = t.a.y, dx = t.b.x, dy = t.b.y;
  double dax = ax - bx, day = ay - by, dcx = cx - dx, dcy = cy - dy;
  double ta = dcx * (ay - cy) + dcy * (cx - ax), tb = dcx * (by - cy) + dcy * (cx - bx);
  double tc = dax * (cy - ay) + day * (ax - cx), td = dax * (dy - ay) + day * (ax - dx);
  return tc * td < 0 && ta * tb < 0;
}
using ref::orientExact;
bool straddleExact(const Segment& s, const Segment& t) {  // both strictly straddled
  return orientExact(s.a, s.b, t.a) * orientExact(s.a, s.b, t.b) < 0 &&
         orientExact(t.a, t.b, s.a) * orientExact(t.a, t.b, s.b) < 0;
}
bool circlesDouble(const Circle& a, const Circle& b) {
  double d = std::pow(std::pow(a.center.x - b.center.x, 2) + std::pow(a.center.y - b.center.y, 2), 0.5);
  return d < a.radius + b.radius;
}
bool circlesExact(const Circle& a, const Circle& b) {
  Q dx = Q(a.center.x) - b.center.x, dy = Q(a.center.y) - b.center.y, s = Q(a.radius) + b.radius;
  return s > 0 && dx * dx + dy * dy < s * s;
}
bool rectsDouble(const Rect& a, const Rect& b) {
  double cax = (a.min.x + a.max.x) / 2, cay = (a.min.y + a.max.y) / 2, cbx = (b.min.x + b.max.x) / 2,
         cby = (b.min.y + b.max.y) / 2;
  double wa2 = (a.max.x - a.min.x) / 2, ha2 = (a.max.y - a.min.y) / 2, wb2 = (b.max.x - b.min.x) / 2,
         hb2 = (b.max.y - b.min.y) / 2;
  return wa2 + wb2 > std::abs(cax - cbx) && ha2 + hb2 > std::abs(cay - cby);
}
bool rectsExact(const Rect& a, const Rect& b) {  // |ca - cb| < (wa + wb) / 2, doubled
  Q dx = Q(a.min.x) + a.max.x - b.min.x - b.max.x, dy = Q(a.min.y) + a.max.y - b.min.y - b.max.y;
  return Q(a.max.x) - a.min.x + b.max.x - b.min.x > abs(dx) &&
         Q(a.max.y) - a.min.y + b.max.y - b.min.y > abs(dy);
}
bool segmentCircleDouble(const Segment& s, const Circle& c) {
  double x1 = s.a.x, y1 = s.a.y, x2 = s.b.x, y2 = s.b.y, cx = c.center.x, cy = c.center.y, r = c.radius;
  double r1 = std::sqrt((cx - x1) * (cx - x1) + (cy - y1) * (cy - y1));
  double r2 = std::sqrt((cx - x2) * (cx - x2) + (cy - y2) * (cy - y2));
  double t1 = std::atan2(cy - y1, cx - x1) - std::atan2(y2 - y1, x2 - x1);
  double t2 = std::atan2(cy - y2, cx - x2) - std::atan2(y1 - y2, x1 - x2);
  double x = std::fabs(std::sin(t1) * r1);
  return r1 < r || r2 < r || (std::cos(t1) > 0 && std::cos(t2) > 0 && x < r);
}
bool segmentCircleExact(const Segment& s, const Circle& c) {
  Q ax(s.a.x), ay(s.a.y), bx(s.b.x), by(s.b.y), cx(c.center.x), cy(c.center.y), r(c.radius);
  auto sq = [](const Q& x, const Q& y) { return Q(x * x + y * y); };
  bool end = r > 0 && (sq(cx - ax, cy - ay) < r * r || sq(cx - bx, cy - by) < r * r);
  Q cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  bool mid = (cx - ax) * (bx - ax) + (cy - ay) * (by - ay) > 0 &&
             (cx - bx) * (ax - bx) + (cy - by) * (ay - by) > 0 &&
             cross * cross < r * r * sq(bx - ax, by - ay);
  return end || mid;
}

// [SECTION] Near-degenerate inputs: tenths that binary cannot hold, put on lines and circles by rounding

struct Found {
  int doubleSaysYes = 0, doubleSaysNo = 0, agree = 0;
};

template <class Gen, class Double, class Exact>
Found search(Formula want, Gen gen, Double dbl, Exact exact) {
  std::mt19937_64 rng(2024);
  Found found;
  for (int i = 0; i < 20000; ++i) {
    auto [a, b] = gen(rng);
    const compare::Comparison c = compare::compareFormula(a, b);
    EXPECT_EQ(c.formula, want);
    const bool d = dbl(a, b), e = exact(a, b);
    EXPECT_EQ(c.f64, d) << i;
    EXPECT_EQ(c.exact, e) << i;
    if (::testing::Test::HasFailure()) break;
    found.doubleSaysYes += d && !e, found.doubleSaysNo += !d && e, found.agree += d == e;
  }
  return found;
}

double tenth(std::mt19937_64& rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng) * 0.1;
}

TEST(Compare, StraddleFormulaDoubleAgainstExact) {
  auto gen = [](std::mt19937_64& rng) {
    // C on line AB by rounding (A + t (B - A)), D across it: the sign of C's side is a rounding hair.
    Vec2 a{tenth(rng, -9, 9), tenth(rng, -9, 9)}, b{tenth(rng, -9, 9), tenth(rng, -9, 9)};
    double t = tenth(rng, 1, 9);
    Vec2 c = a + t * (b - a), d{tenth(rng, -9, 9), tenth(rng, -9, 9)};
    return std::pair<Shape, Shape>{Segment{a, b}, Segment{c, d}};
  };
  auto dbl = [](const Shape& a, const Shape& b) {
    return straddleDouble(std::get<Segment>(a), std::get<Segment>(b));
  };
  auto exact = [](const Shape& a, const Shape& b) {
    return straddleExact(std::get<Segment>(a), std::get<Segment>(b));
  };
  Found f = search(Formula::SegmentStraddle, gen, dbl, exact);
  EXPECT_GT(f.doubleSaysYes, 10);
  EXPECT_GT(f.doubleSaysNo, 10);
  EXPECT_GT(f.agree, 1000);
}

// The strict straddle test (seeds.h, which the batch view uses) is compareFormula's exact answer for two
// segments: random, on a small grid (collinear,
// touching, zero-length) and a hair off crossing.
TEST(Compare, StrictStraddleTestIsTheFormulaInRationals) {
  std::mt19937_64 rng(41);
  std::uniform_int_distribution<int> grid(-3, 3);
  std::uniform_real_distribution<double> u(-1, 1);
  int crossing = 0;
  for (int i = 0; i < 20000; ++i) {
    Segment s, t;
    if (i % 2) {
      s = {{double(grid(rng)), double(grid(rng))}, {double(grid(rng)), double(grid(rng))}};
      t = {{double(grid(rng)), double(grid(rng))}, {double(grid(rng)), double(grid(rng))}};
    } else {
      s = {{u(rng), u(rng)}, {u(rng), u(rng)}};
      t = {{u(rng), u(rng)}, {0.1 * (i % 7), std::nextafter(0.3, i % 3 ? 1.0 : 0.0)}};
    }
    const bool exact = compare::compareFormula(s, t).exact;
    ASSERT_EQ(seeds::straddleTest(s.a, s.b, t.a, t.b, seeds::Boundary::Strict), exact) << "pair " << i;
    crossing += exact;
  }
  EXPECT_GT(crossing, 2000);
}

TEST(Compare, CircleFormulaDoubleAgainstExact) {
  auto gen = [](std::mt19937_64& rng) {
    // Externally tangent as decimals: centers r1 + r2 apart along a direction of tenths.
    double r1 = tenth(rng, 1, 30), r2 = tenth(rng, 1, 30);
    Vec2 dir = normalized({tenth(rng, -9, 9), tenth(rng, 1, 9)});
    Vec2 c1{tenth(rng, -9, 9), tenth(rng, -9, 9)};
    return std::pair<Shape, Shape>{Circle{c1, r1}, Circle{c1 + (r1 + r2) * dir, r2}};
  };
  auto dbl = [](const Shape& a, const Shape& b) {
    return circlesDouble(std::get<Circle>(a), std::get<Circle>(b));
  };
  auto exact = [](const Shape& a, const Shape& b) {
    return circlesExact(std::get<Circle>(a), std::get<Circle>(b));
  };
  Found f = search(Formula::CircleDistance, gen, dbl, exact);
  EXPECT_GT(f.doubleSaysYes, 10);
  EXPECT_GT(f.doubleSaysNo, 10);
}

TEST(Compare, RectFormulaDoubleAgainstExact) {
  auto gen = [](std::mt19937_64& rng) {
    // Side by side in tenths: b starts where a ends (touching), or a tenth before or after.
    double x0 = tenth(rng, -9, 9), w = tenth(rng, 1, 9), w2 = tenth(rng, 1, 9), y0 = tenth(rng, -9, 9);
    double x1 = x0 + w, shift = tenth(rng, -1, 1) * 1e-15;
    return std::pair<Shape, Shape>{Rect{{x0, y0}, {x1, y0 + 1}},
                                   Rect{{x1 + shift, y0}, {x1 + shift + w2, y0 + 1}}};
  };
  auto dbl = [](const Shape& a, const Shape& b) { return rectsDouble(std::get<Rect>(a), std::get<Rect>(b)); };
  auto exact = [](const Shape& a, const Shape& b) {
    return rectsExact(std::get<Rect>(a), std::get<Rect>(b));
  };
  Found f = search(Formula::RectCenters, gen, dbl, exact);
  EXPECT_GT(f.doubleSaysYes, 10);
  EXPECT_GT(f.doubleSaysNo, 10);
}

TEST(Compare, SegmentCircleFormulaDoubleAgainstExact) {
  auto gen = [](std::mt19937_64& rng) {
    // A chord tangent to the circle by rounding: the segment through center + r n, along n's perpendicular.
    Vec2 c{tenth(rng, -9, 9), tenth(rng, -9, 9)};
    double r = tenth(rng, 1, 30);
    Vec2 n = normalized({tenth(rng, -9, 9), tenth(rng, 1, 9)}), u{-n.y, n.x};
    Vec2 p = c + r * n;
    Shape seg = Segment{p - tenth(rng, 1, 20) * u, p + tenth(rng, 1, 20) * u};
    Shape circle = Circle{c, r};
    return rng() % 2 ? std::pair<Shape, Shape>{seg, circle} : std::pair<Shape, Shape>{circle, seg};
  };
  auto pick = [](const Shape& a, const Shape& b, auto fn) {
    auto* s = std::get_if<Segment>(&a);
    return s ? fn(*s, std::get<Circle>(b)) : fn(std::get<Segment>(b), std::get<Circle>(a));
  };
  auto dbl = [&](const Shape& a, const Shape& b) {
    return pick(a, b, [](const Segment& s, const Circle& c) { return segmentCircleDouble(s, c); });
  };
  auto exact = [&](const Shape& a, const Shape& b) {
    return pick(a, b, [](const Segment& s, const Circle& c) { return segmentCircleExact(s, c); });
  };
  Found f = search(Formula::SegmentCircle, gen, dbl, exact);
  EXPECT_GT(f.doubleSaysYes, 10);
  EXPECT_GT(f.doubleSaysNo, 10);
}

// check_collision on touching triangles in tenths: disagreements both ways, and a no-formula pair.
TEST(Compare, PolygonFormulaAndPairsWithoutFormula) {
  std::mt19937_64 rng(7);
  int yes = 0, no = 0;
  for (int i = 0; i < 20000; ++i) {
    Vec2 p{tenth(rng, -9, 9), tenth(rng, -9, 9)}, q{tenth(rng, -9, 9), tenth(rng, -9, 9)};
    if (p == q) continue;
    const double t = tenth(rng, 1, 9);
    const Vec2 m = p + t * (q - p), n = normalized(rightPerp(q - p));
    // Two triangles on either side of the line pq, one with a vertex on it by rounding.
    const Shape a = Polygon{{p, q, p + 0.5 * (q - p) + 1.0 * n}};
    const Shape b = Polygon{{m, m - 0.7 * n + 0.3 * (q - p), m - 0.7 * n - 0.3 * (q - p)}};
    const compare::Comparison c = compare::compareFormula(a, b);
    ASSERT_EQ(c.formula, Formula::PolygonEdgeSides);
    yes += c.f64 && !c.exact, no += !c.f64 && c.exact;
  }
  EXPECT_GT(yes + no, 10);
  EXPECT_EQ(compare::compareFormula(Point{{0, 0}}, Circle{{0, 0}, 1}).formula, Formula::None);
  EXPECT_FALSE(compare::compareFormula(Point{{0, 0}}, Circle{{0, 0}, 1}).disagree());
  EXPECT_EQ(std::string(compare::formulaName(Formula::SegmentStraddle)), "seed000.check_intersection");
}

// The 0.1 / 0.2 / 0.3 scene's pairs: float32 and double each get one wrong.
TEST(Compare, FloatAndDoubleOnTheTenthsLine) {
  const Segment line{{0, 0}, {0.3, 0.6}};
  const compare::Comparison c = compare::compareFormula(line, Segment{{0.1, 0.2}, {-0.1, 0.5}});
  EXPECT_EQ(c.formula, Formula::SegmentStraddle);
  EXPECT_EQ(c.quantities.size(), 6u);
  EXPECT_EQ(c.quantities[0].name, "ta");
}

TEST(Compare, ExactDecimalExpansions) {
  EXPECT_EQ(compare::exactDecimal(0.1), "0.1000000000000000055511151231257827021181583404541015625");
  EXPECT_EQ(compare::exactDecimal(1), "1");
  EXPECT_EQ(compare::exactDecimal(-0.5), "-0.5");
  EXPECT_EQ(compare::exactDecimal(-0.0), "-0");
  const std::string tiny = compare::exactDecimal(5e-324);
  EXPECT_EQ(tiny.substr(0, 30), "0.0000000000000000000000000000");
  EXPECT_EQ(tiny.size(), 2u + 1074u);  // 2^-1074 has 1074 decimals
  EXPECT_EQ(tiny.back(), '5');         // (2^-k ends in 5)
  EXPECT_EQ(tiny.substr(325, 20), "49406564584124654417");
  // 2^1023 (1 + (1 - 2^-52)), the largest double: an integer of 309 digits.
  EXPECT_EQ(
      compare::exactDecimal(std::numeric_limits<double>::max()),
      "1797693134862315708145274237317043567980705675258449965989174768031572607800285387605895586327668781"
      "7154045895351438246423432132688946418276846754670353751698604991057655128207624549009038932894407586"
      "8508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184"
      "124858368");
}

}  // namespace
}  // namespace hitlab::test

namespace hitlab::test {
namespace {

TEST(Perturb, MovesByUlpsAcrossZeroAndClamps) {
  using perturb::moveUlps;
  EXPECT_EQ(moveUlps(1.0, 1), std::nextafter(1.0, 2.0));
  EXPECT_EQ(moveUlps(1.0, -1), std::nextafter(1.0, 0.0));
  EXPECT_EQ(moveUlps(0.0, 1), 5e-324);
  EXPECT_EQ(moveUlps(5e-324, -2), -5e-324);  // (+0 and -0 are one step)
  EXPECT_EQ(moveUlps(0.1, 64), [] {
    double x = 0.1;
    for (int i = 0; i < 64; ++i) x = std::nextafter(x, 1.0);
    return x;
  }());
  EXPECT_EQ(moveUlps(std::numeric_limits<double>::max(), 5), std::numeric_limits<double>::max());
  EXPECT_EQ(moveUlps(-std::numeric_limits<double>::max(), -5), -std::numeric_limits<double>::max());
  EXPECT_EQ(moveUlps(1.0, std::int64_t{1} << 52), 2.0);  // (2^52 ulps of [1, 2) make one binade)
  EXPECT_EQ(perturb::ulpsOfCell(5, true), 16);
  EXPECT_EQ(perturb::ulpsOfCell(-1, true), -1);
  EXPECT_EQ(perturb::ulpsOfCell(-7, false), -7);
}

// ulpsBetween is moveUlps's inverse, across zero and binades, and saturates.
TEST(Perturb, UlpsBetweenCountsTheDoublesApart) {
  using perturb::moveUlps, perturb::ulpsBetween;
  EXPECT_EQ(ulpsBetween(1.0, 1.0), 0);
  EXPECT_EQ(ulpsBetween(0.0, -0.0), 0);
  EXPECT_EQ(ulpsBetween(1.0, 2.0), std::int64_t{1} << 52);
  EXPECT_EQ(ulpsBetween(2.0, 1.0), std::int64_t{1} << 52);
  EXPECT_EQ(ulpsBetween(-5e-324, 5e-324), 2);
  for (double x : {0.1, -3.5, 1e-310, 7e300})
    for (std::int64_t k : {1, 2, 63, 1000000}) EXPECT_EQ(ulpsBetween(x, moveUlps(x, k)), k) << x << " " << k;
  EXPECT_EQ(ulpsBetween(-std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()),
            std::numeric_limits<std::int64_t>::max());  // (2 * 0x7FF0000000000000 does not fit)
  EXPECT_EQ(ulpsBetween(std::nan(""), 1.0), std::numeric_limits<std::int64_t>::max());
}

// The 0.1 / 0.2 / 0.3 line: (0.1, 0.2)'s x two ulps down puts the point exactly on the line (0.3 - 0.2 is a
// double), and the cells agree with evaluate() and compareFormula() of the moved shape.
TEST(Perturb, StripFollowsTheExactRelationUlpByUlp) {
  const Shape line = Segment{{0, 0.3}, {0.3, 0}}, point = Point{{0.1, 0.2}};
  const auto cells = perturb::strip(point, line, 0, false);
  ASSERT_EQ(cells.size(), 129u);
  EXPECT_EQ(cells[64].k, 0);
  EXPECT_EQ(cells[64].relation, Relation::Disjoint);  // 0.1 + 0.2 is not 0.3 in doubles
  int onLine = 0;
  for (const auto& c : cells) {
    EXPECT_EQ(c.relation, evaluate(c.moved, line).relation);
    EXPECT_EQ(std::get<Point>(c.moved).p.x, perturb::moveUlps(0.1, c.k));
    onLine += c.relation != Relation::Disjoint;
  }
  EXPECT_EQ(onLine, 1);
  EXPECT_NE(cells[62].relation, Relation::Disjoint);  // k = -2: x = 0.3 - 0.2 exactly
  const auto seg = perturb::strip(Segment{{0.1, 0.2}, {0.2, 0.4}}, line, 0, true);
  ASSERT_EQ(seg.size(), 127u);
  for (const auto& c : seg) {
    const compare::Comparison f = compare::compareFormula(c.moved, line);
    EXPECT_EQ(c.formula, Formula::SegmentStraddle);
    EXPECT_EQ(c.f32, f.f32);
    EXPECT_EQ(c.f64, f.f64);
    EXPECT_EQ(c.exact, f.exact);
  }
}

}  // namespace

// The tolerance band: an epsilon test against the exact answer, on both sides of touching.
TEST(Compare, AnEpsilonTestPartsFromTheExactAnswerInsideTheBand) {
  auto eps = [](const Shape& a, const Shape& b, double e) {
    return compare::epsilonRelation(a, b, evaluate(a, b), e);
  };
  const Shape c = Circle{{0, 0}, 1};
  EXPECT_EQ(eps(c, Circle{{2, 0}, 1}, 1e-9), Relation::Touching);  // exactly touching: both say so
  const Shape apart = Circle{{2 + 0x1p-40, 0}, 1}, into = Circle{{2 - 0x1p-40, 0}, 1};
  EXPECT_EQ(evaluate(c, apart).relation, Relation::Disjoint);
  EXPECT_EQ(eps(c, apart, 1e-9), Relation::Touching);  // in the band: the test says touching
  EXPECT_EQ(eps(c, apart, 1e-15), Relation::Disjoint);
  EXPECT_EQ(evaluate(c, into).relation, Relation::Overlapping);
  EXPECT_EQ(eps(c, into, 1e-9), Relation::Touching);
  EXPECT_EQ(eps(c, into, 1e-15), Relation::Overlapping);
  // A segment a hair off a polygon's edge, and two crossing segments (no depth to measure: they overlap).
  const Shape square = Polygon{{{0, 0}, {1, 0}, {1, 1}, {0, 1}}};
  EXPECT_EQ(eps(square, Segment{{1 + 1e-12, 0}, {2, 1}}, 1e-9), Relation::Touching);
  EXPECT_EQ(evaluate(square, Segment{{1 + 1e-12, 0}, {2, 1}}).relation, Relation::Disjoint);
  EXPECT_EQ(eps(Segment{{0, 0}, {1, 1}}, Segment{{0, 1}, {1, 0}}, 1e-9), Relation::Overlapping);
}

}  // namespace hitlab::test
