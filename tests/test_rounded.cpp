// test_rounded.cpp — rounded rects and polygons (a rect's or polygon's `radius`): hand-checked pairs, the
// degenerate ones answering as the capsule or disk they are, the scene format's version 3, and every number
// against the independent oracle of test_capsule.cpp (the rational reference for the decisions, 2000-bit
// floats for the points, the distance and the depth).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>

#include "build_config.h"
#include "exact/exact.h"
#include "generators.h"
#include "grown_cases.h"
#include "grown_oracle.h"
#include "helpers.h"
#include "hitlab/explain.h"
#include "hitlab/relation.h"
#include "hitlab/sat.h"
#include "hitlab/scene_io.h"
#include "pairs/pair_capsule.h"
#include "pairs/point_set.h"
#include "pairs/sat.h"
#include "reference.h"
#if HITLAB_FAST
#include "fast/fast_paths.h"
#endif

namespace hitlab::test {
namespace {

// [SECTION] Hand-checked pairs

std::vector<GrownCase> roundedHandCases() {
  return {
      {"rounded boxes side by side, touching along their sides",
       Rect{{0, 0}, {2, 1}, 0.5},
       Rect{{3, 0}, {4, 1}, 0.5},
       Relation::Touching,
       Containment::None,
       {{2.5, 0}, {2.5, 1}}},
      {"rounded boxes corner to corner at a 3-4-5 distance",
       Rect{{0, 0}, {2, 1}, 2},
       Rect{{5, 5}, {6, 6}, 3},
       Relation::Touching,
       Containment::None,
       {{3.2, 2.6}}},
      {"a circle on a rounded corner",
       Rect{{0, 0}, {2, 2}, 1},
       Circle{{5, 6}, 4},
       Relation::Touching,
       Containment::None,
       {{2.6, 2.8}}},
      {"a point on a rounded corner's arc",
       Polygon{{{0, 0}, {4, 0}, {0, 4}}, 5},
       Point{{-3, -4}},
       Relation::Touching,
       Containment::BInA,
       {{-3, -4}}},
      {"a rounded box 1 apart from a polygon's vertex, diagonally",
       Rect{{0, 0}, {1, 1}, 4},
       Polygon{{{4, 5}, {9, 5}, {4, 9}}},
       Relation::Disjoint,
       Containment::None,
       {},
       1},
      {"a capsule lying on a rounded box's top",
       Rect{{0, 0}, {4, 2}, 1},
       Capsule{{1, 4}, {3, 4}, 1},
       Relation::Touching,
       Containment::None,
       {{1, 3}, {3, 3}}},
      {"a rounded triangle nested in a rounded box, depth the cores' push plus the radii",
       Rect{{0, 0}, {2, 1}, 0.5},
       Polygon{{{0.5, 0.25}, {1.5, 0.25}, {1, 0.75}}, 0.125},
       Relation::Overlapping,
       Containment::BInA,
       {},
       0,
       1.375},
      {"cores apart, outlines crossing: a corner's arc and a side",
       Rect{{3, 0}, {4, 1}, 0.5},
       Rect{{2.5, 1.5}, {4, 3}, 0.25},
       Relation::Overlapping,
       Containment::None,
       {{2.566987298107781, 1.25}, {4.242061459137964, 1.4375}},
       0,
       0.25},
  };
}

TEST(Rounded, HandCheckedPairs) {
  for (const GrownCase& c : roundedHandCases()) expectHandCase(c);
}

// [SECTION] Degenerate rounded shapes are the shapes they are

// A flat rounded rect is the capsule of its segment, a zero-size one the disk of its corner, and a rounded
// rect the rounded polygon of its corners: bit for bit, against every type.
TEST(Rounded, FlatRectsAreCapsulesAndRectsTheirPolygons) {
  Gen gen(5);
  for (int n = 0; n < 1500; ++n) {
    gen.mode = n % 4;
    const Shape other = gen.shape(static_cast<ShapeType>(n % kShapeTypeCount));
    const Vec2 a = gen.point();
    const double r = gen.radius() + 0.5, w = gen.radius() + 0.25;
    const std::string what = "case " + std::to_string(n);
    const Shape flat = Rect{a, {a.x + w, a.y}, r}, dot = Rect{a, a, r}, box = Rect{a, {a.x + w, a.y + w}, r};
    const std::array<Vec2, 4> c = rectCorners(std::get<Rect>(box));
    const Shape asPolygon = Polygon{{c.begin(), c.end()}, r};
    for (const auto& [got, want] : {std::pair{flat, Shape(Capsule{a, {a.x + w, a.y}, r})},
                                    std::pair{dot, Shape(Circle{a, r})}, std::pair{box, asPolygon}}) {
      PairResult x = evaluate(got, other), y = evaluate(want, other);
      roundPrinted(got, other, x), roundPrinted(want, other, y);
      y.sat.reset();  // (a disk has a SAT table beside a rect or polygon; a rounded rect not yet)
      expectSameResult(x, y, what);
    }
  }
}

// [SECTION] Every number against the oracle

// A rect or polygon from gen, rounded by one of its radii (a tenth of them 0: the plain shape).
Shape roundedShape(Gen& gen, ShapeType t) {
  Shape s = gen.shape(t);
  const double r = gen.pick(0, 9) == 0 ? 0 : gen.radius();
  if (auto* x = std::get_if<Rect>(&s)) x->radius = r;
  if (auto* x = std::get_if<Polygon>(&s)) x->radius = r;
  return s;
}

TEST(Rounded, EveryNumberIsTheOraclesRoundedOnce) {
  using namespace grown_oracle;
  Gen gen(1213);
  int compared = 0, skipped = 0, withPoints = 0, depths = 0, distances = 0, typedRounded[2] = {0, 0};
  for (int n = 0; n < 800; ++n) {
    gen.mode = n % 4;
    const ShapeType other = static_cast<ShapeType>(n % kShapeTypeCount);
    const Shape a = roundedShape(gen, n % 3 == 0 ? ShapeType::Rect : ShapeType::Polygon);
    const Shape b =
        other == ShapeType::Rect || other == ShapeType::Polygon ? roundedShape(gen, other) : gen.shape(other);
    const PairResult r = evaluate(a, b);
    if (!r.error.empty()) continue;
    ASSERT_EQ(r.relation, ref::relation(a, b)) << n;
    ASSERT_EQ(r.containment, ref::containment(a, b)) << n;
    ASSERT_EQ(typedClassify(a, b), r.relation) << n;  // (classify(Polygon, Polygon) grows them too)
    ++typedRounded[std::holds_alternative<Polygon>(a) && std::holds_alternative<Polygon>(b) ? 1 : 0];
    const ref::Set A = ref::grownForm(ref::toSet(a)), B = ref::grownForm(ref::toSet(b));
    if (A.grow == 0 && B.grow == 0) continue;  // (two plain shapes: the other families' tests hold them)
    const bool dot = B.v.size() == 1 && B.grow == 0;  // (a point is on the outline when they touch)
    if (!dot && r.containment != Containment::Equal) {
      if (const auto want = oraclePoints(a, b)) {
        ASSERT_EQ(r.points, *want) << "case " << n;
        withPoints += !want->empty();
        ++compared;
      } else {
        ++skipped;
      }
    }
    if (r.relation == Relation::Disjoint) {
      if (const auto want = oracleDistance(a, b)) {
        ASSERT_EQ(r.distance, *want) << "case " << n;
        ++distances;
      }
    }
    if (r.relation == Relation::Overlapping && ref::polytopeRelation(A, B) == Relation::Disjoint &&
        (A.grow > 0 || A.v.size() >= 3) && (B.grow > 0 || B.v.size() >= 3)) {
      if (const auto want = oracleDepthApart(a, b)) {
        ASSERT_EQ(r.depth, *want) << "case " << n;
        ++depths;
      }
    }
  }
  EXPECT_GT(compared, 400);
  EXPECT_LT(skipped, 10);  // (a point too near a midpoint between doubles for the oracle to round)
  EXPECT_GT(withPoints, 150);
  EXPECT_GT(depths, 20);
  EXPECT_GT(distances, 100);
  EXPECT_GT(typedRounded[1], 100);  // (two rounded polygons: the typed overload's own pairs)
}

// The bounded tiers of the grown pairs (outline points, depth and translation in plain doubles, then
// double-doubles) give the exact way's results bit for bit: with the stages set to the rationals alone,
// capsulePair skips them. Random and degenerate pairs (the generator's modes: grid, touching, shared
// vertices), capsules and rounded shapes against every shape type.
TEST(Rounded, BoundedTiersAreTheExactWayBitForBit) {
  using namespace grown_oracle;
  Gen gen(4711);
  int compared = 0, withPoints = 0, depths = 0;
  for (int n = 0; n < 1200; ++n) {
    gen.mode = n % 4;
    const ShapeType other = static_cast<ShapeType>(n % kShapeTypeCount);
    const Shape a = n % 2 == 0 ? gen.shape(ShapeType::Capsule)
                               : roundedShape(gen, n % 3 == 0 ? ShapeType::Rect : ShapeType::Polygon);
    const Shape b =
        other == ShapeType::Rect || other == ShapeType::Polygon ? roundedShape(gen, other) : gen.shape(other);
    const PairResult fast = evaluate(a, b);
    exact::tStages = exact::Stages::RationalsOnly;
    const PairResult slow = evaluate(a, b);
    exact::tStages = exact::Stages::All;
    ASSERT_EQ(fast.error, slow.error) << n;
    ASSERT_EQ(fast.relation, slow.relation) << n;
    ASSERT_EQ(fast.containment, slow.containment) << n;
    ASSERT_EQ(fast.points, slow.points) << n;
    const auto bits = [](double x) {
      std::uint64_t u;
      std::memcpy(&u, &x, sizeof u);
      return u;
    };
    ASSERT_EQ(bits(fast.distance), bits(slow.distance)) << n;
    ASSERT_EQ(bits(fast.depth), bits(slow.depth)) << n;
    ASSERT_EQ(fast.mtv.has_value(), slow.mtv.has_value()) << n;
    if (fast.mtv) {
      ASSERT_EQ(bits(fast.mtv->x), bits(slow.mtv->x)) << n;
      ASSERT_EQ(bits(fast.mtv->y), bits(slow.mtv->y)) << n;
    }
    ++compared;
    withPoints += !fast.points.empty();
    depths += fast.depth > 0;
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(withPoints, 300);
  EXPECT_GT(depths, 300);
}

// The outline pieces that the sketches in doubles rule out (pair_capsule.cpp, piecesApart) meet nowhere:
// pairs whose pieces nearly touch (sides parallel at the radii's sum, end caps and arcs tangent, a few ulps
// either way, turned by any angle, at every scale) give the rationals' points bit for bit, with the
// sketches ruling out pieces all the while.
TEST(Rounded, PiecesRuledOutInDoublesMeetNowhere) {
  std::mt19937_64 rng(2611);
  std::uniform_real_distribution<double> u(0, 1);
  const long long ruledOut = detail::tPiecesRuledOut;
  int compared = 0, withPoints = 0;
  for (int n = 0; n < 1500; ++n) {
    const double scale = std::ldexp(1.0, static_cast<int>(u(rng) * 80) - 40),
                 turn = 6.283185307179586 * u(rng);
    const Vec2 along{std::cos(turn), std::sin(turn)}, across{-along.y, along.x};
    const double ra = scale * (0.25 + u(rng)), rb = scale * (0.25 + u(rng)),
                 length = scale * (0.5 + 2 * u(rng));
    const Vec2 a0 = scale * Vec2{u(rng), u(rng)}, a1 = a0 + length * along;
    const Capsule a{a0, a1, ra};
    // b: beside a at the radii's sum (sides parallel, or its end cap on a's side), or end to end
    const double gap = (ra + rb) * (1 + (static_cast<int>(u(rng) * 9) - 4) * 0x1p-52);
    Vec2 b0, b1;
    switch (n % 3) {
      case 0:  // parallel sides, overlapping along them
        b0 = a0 + gap * across + (length * u(rng)) * along, b1 = b0 + length * along;
        break;
      case 1:  // b's end cap on a's side, b pointing away
        b0 = a0 + (length * u(rng)) * along + gap * across, b1 = b0 + length * across;
        break;
      default: {  // end caps tangent, b at an angle
        const double t = 3.14159 * (u(rng) - 0.5);
        const Vec2 w = std::cos(t) * along + std::sin(t) * across;
        b0 = a1 + gap * w, b1 = b0 + length * w;
      }
    }
    const Shape sa = a, sb = n % 4 == 0 ? Shape(Polygon{{b0, b1, b1 + rb * across, b0 + rb * across}, rb / 2})
                                        : Shape(Capsule{b0, b1, rb});
    if (!shapeProblem(sb, "b").empty()) continue;
    const PairResult fast = evaluate(sa, sb, Query::Points);
    exact::tStages = exact::Stages::RationalsOnly;
    const PairResult slow = evaluate(sa, sb, Query::Points);
    exact::tStages = exact::Stages::All;
    ASSERT_EQ(fast.relation, slow.relation) << n;
    ASSERT_EQ(fast.points, slow.points) << n;
    ++compared, withPoints += !fast.points.empty();
  }
  EXPECT_GT(compared, 1400);
  EXPECT_GT(withPoints, 300);
  EXPECT_GT(detail::tPiecesRuledOut - ruledOut, 3000);
}

// A grown pair's extra SAT axis joins the cores' nearest vertices (sat.cpp, extraAxis): the pair found from
// rounded squares (certainNearestPair) is the exact loop's, the first of ties included, on random pairs and
// on grid pairs where several vertex pairs are as near.
TEST(Rounded, TheExtraAxisFromRoundedSquaresIsTheExactLoops) {
  using namespace grown_oracle;
  Gen gen(9090);
  int compared = 0, ties = 0;
  for (int n = 0; n < 2000; ++n) {
    gen.mode = n % 4;
    const Shape a = n % 2 == 0 ? gen.shape(ShapeType::Capsule)
                               : roundedShape(gen, n % 3 == 0 ? ShapeType::Rect : ShapeType::Polygon);
    const ShapeType other = static_cast<ShapeType>(n % kShapeTypeCount);
    const Shape b =
        other == ShapeType::Rect || other == ShapeType::Polygon ? roundedShape(gen, other) : gen.shape(other);
    if (!shapeProblem(a, "a").empty() || !shapeProblem(b, "b").empty()) continue;
    const detail::Geom ga = detail::toGeom(a), gb = detail::toGeom(b);
    if (!detail::hasExtraAxis(ga, gb) || ga.kind == ShapeType::Circle || gb.kind == ShapeType::Circle)
      continue;
    const detail::AxisDef fast = detail::extraAxis(ga, gb);
    exact::tStages = exact::Stages::RationalsOnly;
    const detail::AxisDef slow = detail::extraAxis(ga, gb);
    exact::tStages = exact::Stages::All;
    ASSERT_EQ(fast.p, slow.p) << n;
    ASSERT_EQ(fast.q, slow.q) << n;
    ++compared;
  }
  // Ties: squares of one size, each pair of vertices one unit apart; the first pair is the loop's.
  const Polygon square{{{0, 0}, {1, 0}, {1, 1}, {0, 1}}, 0.25};
  for (const Shape& b : {Shape(Polygon{{{2, 0}, {3, 0}, {3, 1}, {2, 1}}, 0.25}),
                         Shape(Capsule{{2, 0}, {2, 1}, 0.5}), Shape(Capsule{{1, 2}, {0, 2}, 0.5})}) {
    const detail::Geom ga = detail::toGeom(square), gb = detail::toGeom(b);
    const detail::AxisDef fast = detail::extraAxis(ga, gb);
    exact::tStages = exact::Stages::RationalsOnly;
    const detail::AxisDef slow = detail::extraAxis(ga, gb);
    exact::tStages = exact::Stages::All;
    EXPECT_EQ(fast.p, slow.p);
    EXPECT_EQ(fast.q, slow.q);
    ++ties;
  }
  EXPECT_GT(compared, 1000);
  EXPECT_EQ(ties, 3);
}

// Two overlapping grown shapes' depth and mtv with every tier and with the rationals alone: bit for bit.
void expectTheRationalsDepth(const Shape& a, const Shape& b, int n) {
  const PairResult fast = evaluate(a, b, Query::Depth);
  exact::tStages = exact::Stages::RationalsOnly;
  const PairResult slow = evaluate(a, b, Query::Depth);
  exact::tStages = exact::Stages::All;
  ASSERT_EQ(fast.relation, Relation::Overlapping) << n;
  ASSERT_EQ(fast.depth, slow.depth) << n;
  ASSERT_EQ(fast.mtv, slow.mtv) << n;
}

// Grown pairs whose cores are apart and nearly parallel (a few ulps off), so that the nearest vertex-edge
// pair of the cores is decided by an ulp, with vertices listed from any one first and either shape first: the
// depth and the translation are the rationals' bit for bit (the nearest pair from rounded squares,
// nearestVertexEdgeRounded, takes several near pairs only when they are the same two points).
TEST(Rounded, NearlyParallelCoresGiveTheRationalsDepth) {
  std::mt19937_64 rng(5404);
  std::uniform_real_distribution<double> u(0, 1);
  int compared = 0;
  for (int n = 0; n < 800; ++n) {
    // the lower core's top corners each 0 to 3 ulps up (of 1), so that either is the nearer or both are; the
    // whole pair turned by an angle (its coordinates rounded: their distances then differ by a few ulps)
    const double up1 = std::ldexp(n % 4, -52), up2 = std::ldexp((n / 4) % 4, -52);
    const double gap = 0.25 + u(rng), top = 1 + gap, r = gap * (1.2 + 0.5 * u(rng));  // (r: past the gap)
    const double turn = n % 5 == 0 ? 0 : 6.283185307179586 * u(rng), c = std::cos(turn), s = std::sin(turn);
    const auto at = [&](double x, double y) { return Vec2{c * x - s * y, s * x + c * y}; };
    const Shape a = Polygon{{at(0, 0), at(1, 0), at(1, 1 + up1), at(0, 1 + up2)}, r / 2};
    const Shape b = n % 3 == 0
                        ? Shape(Capsule{at(-0.5, top), at(1.5, top), r / 2})
                        : Shape(Polygon{{at(-0.5, top), at(1.5, top), at(1.5, 3), at(-0.5, 3)}, r / 2});
    if (!shapeProblem(a, "a").empty() || !shapeProblem(b, "b").empty()) continue;
    ASSERT_NO_FATAL_FAILURE(expectTheRationalsDepth(n % 2 == 1 ? b : a, n % 2 == 1 ? a : b, n));
    ++compared;
  }
  EXPECT_GT(compared, 750);
}

// Grown pairs whose cores overlap by nearly the same push along two axes (a square's corner in another's,
// a few ulps more across than along, turned by an angle): the least push's axis, the depth and the
// translation are the rationals' bit for bit (leastPushRounded takes an axis only when no other is as near).
TEST(Rounded, NearlyTiedPushesGiveTheRationalsDepth) {
  std::mt19937_64 rng(5405);
  std::uniform_real_distribution<double> u(0, 1);
  int compared = 0;
  for (int n = 0; n < 800; ++n) {
    const double shift = 0.5 + std::ldexp(n % 7 - 3, -53), r = 0.1 + 0.3 * u(rng);
    const double turn = n % 5 == 0 ? 0 : 6.283185307179586 * u(rng), c = std::cos(turn), s = std::sin(turn);
    const auto at = [&](double x, double y) { return Vec2{c * x - s * y, s * x + c * y}; };
    const Shape a = Polygon{{at(0, 0), at(1, 0), at(1, 1), at(0, 1)}, r / 2};
    const Shape b =
        n % 3 == 0
            ? Shape(Capsule{at(0.5, shift), at(1.5, shift), r / 2})
            : Shape(Polygon{{at(0.5, shift), at(1.5, shift), at(1.5, 1 + shift), at(0.5, 1 + shift)}, r / 2});
    if (!shapeProblem(a, "a").empty() || !shapeProblem(b, "b").empty()) continue;
    ASSERT_NO_FATAL_FAILURE(expectTheRationalsDepth(n % 2 == 1 ? b : a, n % 2 == 1 ? a : b, n));
    ++compared;
  }
  EXPECT_GT(compared, 750);
}

// [SECTION] The float filter

#if HITLAB_FAST
// grownRelation (fast/fast_paths.cpp: the cores' boxes, their relation, the nearest vertex-edge pair) says
// what capsulePair, its reference, says wherever it answers, for rounded rects and polygons too, and answers
// most pairs of random doubles.
TEST(Rounded, TheFilterIsTheFamilysRelationWhereItAnswers) {
  Gen gen(77);
  int decided = 0, random = 0, randomDecided = 0;
  for (int n = 0; n < 6000; ++n) {
    gen.mode = n % 4;
    const ShapeType t = static_cast<ShapeType>(n % kShapeTypeCount);
    const Shape a = roundedShape(gen, n % 2 ? ShapeType::Rect : ShapeType::Polygon);
    const Shape b = t == ShapeType::Rect || t == ShapeType::Polygon ? roundedShape(gen, t) : gen.shape(t);
    if (!shapeProblem(a, "a").empty() || !shapeProblem(b, "b").empty()) continue;
    const detail::Geom ga = detail::toGeom(a), gb = detail::toGeom(b);
    const bool grownA = ga.kind == ShapeType::Capsule;
    if (!grownA && gb.kind != ShapeType::Capsule) continue;
    const Relation want = detail::capsulePair(grownA ? ga : gb, grownA ? gb : ga, Query::Relation).relation;
    const std::uint8_t fast = detail::grownRelation(ga, gb);
    random += gen.mode == 2;
    if (fast == detail::kUndecided) continue;
    ASSERT_EQ(static_cast<Relation>(fast), want) << "case " << n;
    ++decided, randomDecided += gen.mode == 2;
  }
  EXPECT_GT(randomDecided, random * 9 / 10);
  EXPECT_GT(decided, 2000);
}
#endif

// [SECTION] SAT with grown shapes

// A shape's core as SAT sees it (a rect's four corners, a polygon's vertices as given, a capsule's ends, a
// disk's center) and its radius.
struct SatCore {
  std::vector<Vec2> v;
  double r = 0;
  int winding = 1;  // (a polygon's: its axes are the outward normals)
};
SatCore satCore(const Shape& s) {
  SatCore c;
  if (auto* x = std::get_if<Rect>(&s)) {
    const auto k = rectCorners(*x);
    c.v.assign(k.begin(), k.end()), c.r = x->radius;
  }
  if (auto* x = std::get_if<Polygon>(&s)) {
    c.v = x->points, c.r = x->radius;
    mpq_class area = 0;
    for (std::size_t i = 0; i < c.v.size(); ++i)
      area += ref::crs(ref::q(c.v[i]), ref::q(c.v[(i + 1) % c.v.size()]));
    c.winding = sgn(area) < 0 ? -1 : 1;
  }
  if (auto* x = std::get_if<Capsule>(&s)) c.v = {x->a, x->b}, c.r = x->radius;
  if (auto* x = std::get_if<Circle>(&s)) c.v = {x->center}, c.r = x->radius;
  return c;
}

// Every SAT axis of a pair with a grown shape against the oracle: the axis is its contract's (an edge's
// outward normal, or the extra axis between the nearest vertices of the cores, sat.h), its unit vector, both
// intervals (the core's projections widened by the radius) and the overlap each the exact value rounded
// once (2000-bit floats), the separating flag the exact comparison in rationals; and some axis separates
// exactly when the pair is disjoint (the separating hyperplane theorem, held to the rational reference).
TEST(Rounded, SatTableIsExactAgainstTheOracle) {
  using grown_oracle::F;
  using grown_oracle::kBits;
  using grown_oracle::nearestOf;
  Gen gen(404);
  int axesChecked = 0, separating = 0, disjoint = 0, skipped = 0;
  const ShapeType others[] = {ShapeType::Circle, ShapeType::Rect, ShapeType::Polygon, ShapeType::Capsule};
  for (int n = 0; n < 600; ++n) {
    gen.mode = n % 4;
    const Shape a = n % 3 == 0 ? gen.shape(ShapeType::Capsule)
                               : roundedShape(gen, n % 3 == 1 ? ShapeType::Rect : ShapeType::Polygon);
    const ShapeType t = others[n % 4];
    const Shape b = t == ShapeType::Rect || t == ShapeType::Polygon ? roundedShape(gen, t) : gen.shape(t);
    PairResult r = evaluate(a, b);
    if (!r.error.empty()) continue;
    roundPrinted(a, b, r);
    const SatCore A = satCore(a), B = satCore(b);
    // (degenerate cores: a capsule of equal ends, a flat rect; their axes are not the edges listed here)
    auto flat = [](const Shape& s, const SatCore& c) {
      return (std::holds_alternative<Capsule>(s) && c.v[0] == c.v[1]) ||
             (std::holds_alternative<Rect>(s) && (c.v[0].x == c.v[2].x || c.v[0].y == c.v[2].y));
    };
    if (flat(a, A) || flat(b, B) || (std::holds_alternative<Circle>(b) && B.r == 0)) continue;
    ASSERT_TRUE(r.sat) << n;
    ASSERT_EQ(r.sat->firstSeparating >= 0, ref::relation(a, b) == Relation::Disjoint) << "case " << n;
    disjoint += r.relation == Relation::Disjoint;
    for (const SatAxis& ax : r.sat->axes) {
      // The exact normal N of the axis.
      ref::Q2 N;
      if (ax.edge >= 0) {
        const SatCore& o = ax.owner == 'a' ? A : B;
        const ref::Q2 p = ref::q(o.v[static_cast<std::size_t>(ax.edge)]),
                      q = ref::q(o.v[(static_cast<std::size_t>(ax.edge) + 1) % o.v.size()]),
                      d = ref::sub(q, p);
        N = {d.y * o.winding, -d.x * o.winding};  // (the right normal of a counter-clockwise edge)
      } else {
        const bool fromA = ax.owner == 'a';
        const SatCore &from = fromA ? A : B, &to = fromA ? B : A;
        std::size_t bi = 0, bj = 0;
        mpq_class best = -1;
        for (std::size_t i = 0; i < from.v.size(); ++i)
          for (std::size_t j = 0; j < to.v.size(); ++j) {
            const ref::Q2 d = ref::sub(ref::q(to.v[j]), ref::q(from.v[i]));
            if (sgn(best) < 0 || ref::dt(d, d) < best) best = ref::dt(d, d), bi = i, bj = j;
          }
        N = sgn(best) == 0 ? ref::Q2{1, 0} : ref::sub(ref::q(to.v[bj]), ref::q(from.v[bi]));
      }
      const mpq_class L = ref::dt(N, N);
      const F len(sqrt(F(L, kBits)), kBits);
      const auto ux = nearestOf(F(F(N.x, kBits) / len, kBits)), uy = nearestOf(F(F(N.y, kBits) / len, kBits));
      ASSERT_TRUE(ux && uy);
      ASSERT_EQ(ax.axis, (Vec2{*ux, *uy})) << "case " << n << " axis " << ax.owner << ax.edge;
      // Both intervals: the core's exact projections (rational), widened by r.
      auto interval = [&](const SatCore& c, mpq_class& lo, mpq_class& hi) {
        for (std::size_t i = 0; i < c.v.size(); ++i) {
          const mpq_class p = ref::dt(N, ref::q(c.v[i]));
          if (i == 0 || p < lo) lo = p;
          if (i == 0 || p > hi) hi = p;
        }
      };
      mpq_class aLo, aHi, bLo, bHi;
      interval(A, aLo, aHi), interval(B, bLo, bHi);
      auto end = [&](const mpq_class& p, double r, int side) {  // p / |N| + side r, rounded once
        return nearestOf(F(F(p, kBits) / len + F(side * r, kBits), kBits));
      };
      const auto e1 = end(aLo, A.r, -1), e2 = end(aHi, A.r, 1), e3 = end(bLo, B.r, -1), e4 = end(bHi, B.r, 1);
      if (!e1 || !e2 || !e3 || !e4) {
        ++skipped;
        continue;
      }
      EXPECT_EQ(ax.aMin, *e1) << "case " << n;
      EXPECT_EQ(ax.aMax, *e2) << "case " << n;
      EXPECT_EQ(ax.bMin, *e3) << "case " << n;
      EXPECT_EQ(ax.bMax, *e4) << "case " << n;
      // The overlap min(aMax, bMax) - max(aMin, bMin), and the flag: apart by more than 0, exactly.
      const F top = std::min(F(F(aHi, kBits) / len + A.r, kBits), F(F(bHi, kBits) / len + B.r, kBits));
      const F bottom = std::max(F(F(aLo, kBits) / len - A.r, kBits), F(F(bLo, kBits) / len - B.r, kBits));
      if (const auto overlap = nearestOf(F(top - bottom, kBits))) {
        EXPECT_EQ(ax.overlap, *overlap) << "case " << n;
      }
      const mpq_class R = mpq_class(A.r) + mpq_class(B.r);
      auto apart = [&](const mpq_class& gap) { return sgn(gap) > 0 && gap * gap > R * R * L; };
      EXPECT_EQ(ax.separating, apart(bLo - aHi) || apart(aLo - bHi))
          << "case " << n << " axis " << ax.owner << ax.edge << ": " << pairToJson("a", "b", r) << "\n"
          << sceneToJson(Scene{"", std::nullopt, {{"a", a}, {"b", b}}, {}});
      separating += ax.separating;
      ++axesChecked;
    }
  }
  EXPECT_GT(axesChecked, 2000);
  EXPECT_GT(separating, 100);
  EXPECT_GT(disjoint, 40);
  EXPECT_LT(skipped, axesChecked / 100);
}

// [SECTION] The scene format

TEST(Rounded, SceneFilesOfVersion3) {
  Scene s;
  s.shapes = {{"r", Rect{{0, 0}, {2, 1}, 0.25}},
              {"p", Polygon{{{0, 0}, {2, 0}, {1, 1}}, 0.5}},
              {"q", Rect{{0, 0}, {2, 1}}}};
  const std::string text = sceneToJson(s);
  EXPECT_NE(text.find("\"hitlab\": 3"), std::string::npos) << text;
  EXPECT_NE(text.find(R"({"id":"r","type":"rect","min":[0.0,0.0],"max":[2.0,1.0],"radius":0.25})"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(R"({"id":"q","type":"rect","min":[0.0,0.0],"max":[2.0,1.0]})"), std::string::npos);
  const Scene back = parseScene(text, "r.json");
  ASSERT_EQ(back.shapes.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(back.shapes[i].shape, s.shapes[i].shape) << i;
  s.shapes.erase(s.shapes.begin(), s.shapes.begin() + 2);
  EXPECT_NE(sceneToJson(s).find("\"hitlab\": 1"), std::string::npos);  // (radius 0: version 1 as before)
  try {
    parseScene(R"({"hitlab": 2, "shapes": [{"id": "r", "type": "rect", "min": [0, 0], "max": [1, 1],
                   "radius": 1}]})",
               "old.json");
    FAIL() << "a rounded rect in a version-2 file was read";
  } catch (const SceneError& e) {
    EXPECT_EQ(std::string(e.what()),
              "old.json: shapes[0] (id 'r'): field 'radius': a rounded rect needs format version 3 (the file "
              "says \"hitlab\": 2)");
  }
}

// Explain tells a rounded pair as grown shapes (not as two rects or SAT), in both languages, and names the
// exact answer.
TEST(Rounded, ExplainTellsThemAsGrownShapes) {
  for (const auto& [a, b] :
       {std::pair{Shape(Rect{{0, 0}, {2, 2}, 1}), Shape(Circle{{5, 6}, 4})},
        std::pair{Shape(Rect{{0, 0}, {2, 1}, 0.5}), Shape(Rect{{3, 0}, {4, 1}})},
        std::pair{Shape(Polygon{{{0, 0}, {4, 0}, {0, 4}}}), Shape(Rect{{5, 0}, {6, 1}, 1})}}) {
    const explain::Explanation e = explain::explain(a, b);
    EXPECT_EQ(e.family, "grown");
    ASSERT_FALSE(e.steps.empty());
    // (the answer in words: "overlapping", ...; the Japanese text is whole, no placeholder left)
    const std::string en = explain::text(e.steps.back(), explain::Language::English),
                      ja = explain::text(e.steps.back(), explain::Language::Japanese);
    EXPECT_NE(en.find(std::string(" ") + relationName(evaluate(a, b).relation)), std::string::npos) << en;
    EXPECT_FALSE(ja.empty());
    EXPECT_EQ(ja.find('{'), std::string::npos) << ja;
  }
}

// A rounded shape's values: its coordinates and then its radius, read back by shapeFromValues.
TEST(Rounded, ValuesEndWithTheRadius) {
  for (const Shape& s : {Shape(Rect{{0, 1}, {2, 3}, 0.5}), Shape(Polygon{{{0, 0}, {2, 0}, {1, 1}}, 0.25})}) {
    std::vector<double> v;
    forEachValue(s, [&](double x) { v.push_back(x); });
    EXPECT_EQ(v.back(), roundingOf(s));
    EXPECT_EQ(valueNames(s).back(), "radius");
    EXPECT_EQ(valueNames(s).size(), v.size());
    EXPECT_EQ(shapeFromValues(typeOf(s), v.data(), static_cast<int>(v.size())), s);
  }
}

}  // namespace
}  // namespace hitlab::test
