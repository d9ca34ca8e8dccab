// test_capsule.cpp — capsules (segments grown by a radius): hand-checked degenerate pairs, a capsule of
// radius 0 and one with equal ends answering as the segment and the disk they are, the scene format's version
// 2, and every number against an independent oracle: the rational reference (reference.h) for the decisions,
// and 2000-bit floats with their own formulas for the points, the distance and the depth, rounded to the
// nearest double by comparing with the midpoints between doubles.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstring>
#include <optional>
#include <random>

#include "build_config.h"
#include "generators.h"
#include "grown_cases.h"
#include "grown_oracle.h"
#include "hitlab/relation.h"
#include "hitlab/scene_io.h"
#include "pairs/pair_capsule.h"
#include "pairs/point_set.h"
#include "reference.h"
#if HITLAB_FAST
#include "fast/fast_paths.h"
#endif

namespace hitlab::test {
namespace {

// [SECTION] Hand-checked pairs

std::vector<GrownCase> capsuleHandCases() {
  return {
      {"a circle tangent to an end cap at a Pythagorean distance",
       Capsule{{0, 0}, {4, 0}, 1},
       Circle{{7, 4}, 4},
       Relation::Touching,
       Containment::None,
       {{4.6, 0.8}}},
      {"parallel capsules touching along their sides",
       Capsule{{0, 0}, {4, 0}, 1},
       Capsule{{2, 3}, {6, 3}, 2},
       Relation::Touching,
       Containment::None,
       {{2, 1}, {4, 1}}},
      {"parallel capsules apart by 1",
       Capsule{{0, 0}, {4, 0}, 1},
       Capsule{{2, 4}, {6, 4}, 2},
       Relation::Disjoint,
       Containment::None,
       {},
       1},
      {"an end cap on a polygon's vertex",
       Capsule{{0, 0}, {0, 4}, 1},
       Polygon{{{0, -1}, {-1, -3}, {1, -3}}},
       Relation::Touching,
       Containment::None,
       {{0, -1}}},
      {"a capsule lying along a rect's top edge",
       Capsule{{0, 1}, {4, 1}, 1},
       Rect{{0, -2}, {4, 0}},
       Relation::Touching,
       Containment::None,
       {{0, 0}, {4, 0}}},
      {"a capsule nested in another",
       Capsule{{0, 0}, {4, 0}, 2},
       Capsule{{1, 0}, {3, 0}, 1},
       Relation::Overlapping,
       Containment::BInA,
       {},
       0,
       3},
      {"a capsule inside another, touching its side from inside",
       Capsule{{0, 0}, {4, 0}, 2},
       Capsule{{1, 1}, {3, 1}, 1},
       Relation::Overlapping,
       Containment::BInA,
       {{1, 2}, {3, 2}},
       0,
       2},
      {"a capsule and itself with its ends swapped",
       Capsule{{0, 0}, {4, 3}, 1},
       Capsule{{4, 3}, {0, 0}, 1},
       Relation::Overlapping,
       Containment::Equal,
       {},
       0,
       2},
      {"a point on a capsule's side",
       Capsule{{0, 0}, {4, 0}, 1},
       Point{{2, -1}},
       Relation::Touching,
       Containment::BInA,
       {{2, -1}}},
      {"a segment crossing both sides",
       Capsule{{0, 0}, {4, 0}, 1},
       Segment{{2, -3}, {2, 3}},
       Relation::Overlapping,
       Containment::None,
       {{2, -1}, {2, 1}}},
      {"crossing cores: depth is the radii plus the cores' push",
       Capsule{{0, -2}, {0, 2}, 0.5},
       Capsule{{-3, 0}, {3, 0}, 0.5},
       Relation::Overlapping,
       Containment::None,
       {{-0.5, -0.5}, {-0.5, 0.5}, {0.5, -0.5}, {0.5, 0.5}},
       0,
       3},
  };
}

TEST(Capsule, HandCheckedPairs) {
  for (const GrownCase& c : capsuleHandCases()) expectHandCase(c);
}

// [SECTION] Degenerate capsules are the shapes they are

TEST(Capsule, RadiusZeroIsTheSegmentAndEqualEndsTheDisk) {
  Gen gen(77);
  for (int n = 0; n < 3000; ++n) {
    gen.mode = n % 4;
    const Shape other = gen.shape(static_cast<ShapeType>(n % kShapeTypeCount));
    const Vec2 a = gen.point(), b = gen.point();
    const double r = gen.radius();
    PairResult want = evaluate(Segment{a, b}, other), got = evaluate(Capsule{a, b, 0}, other);
    roundPrinted(Segment{a, b}, other, want), roundPrinted(Capsule{a, b, 0}, other, got);
    got.sat.reset(), want.sat.reset();  // (a segment has no SAT table; its capsule neither)
    expectSameResult(got, want, "radius 0, case " + std::to_string(n));
    want = evaluate(Circle{a, r}, other), got = evaluate(Capsule{a, a, r}, other);
    roundPrinted(Circle{a, r}, other, want), roundPrinted(Capsule{a, a, r}, other, got);
    got.sat.reset(),
        want.sat.reset();  // (a disk has a SAT table beside a rect or polygon; a capsule not yet)
    expectSameResult(got, want, "equal ends, case " + std::to_string(n));
  }
}

TEST(Capsule, EveryNumberIsTheOraclesRoundedOnce) {
  using namespace grown_oracle;
  Gen gen(2024);
  int compared = 0, skipped = 0, withPoints = 0, depths = 0, distances = 0;
  for (int n = 0; n < 1500; ++n) {
    gen.mode = n % 4;
    const ShapeType other = static_cast<ShapeType>(n % kShapeTypeCount);
    const Shape a = gen.shape(ShapeType::Capsule), b = gen.shape(other);
    const PairResult r = evaluate(a, b);
    if (!r.error.empty()) continue;
    ASSERT_EQ(r.relation, ref::relation(a, b)) << n;
    ASSERT_EQ(r.containment, ref::containment(a, b)) << n;
    // (A point's outline is itself: it is on the capsule's exactly when they touch, which the relation says.)
    const bool dot = ref::toSet(b).v.size() == 1 && !ref::toSet(b).disk && ref::toSet(b).grow == 0;
    if (!dot && r.containment != Containment::Equal) {
      const auto want = oraclePoints(a, b);
      if (!want) {
        ++skipped;
      } else if (ref::toSet(a).v.size() == 1 && ref::toSet(a).grow == 0) {
        // (the capsule itself a point: radius 0 and equal ends)
      } else {
        ASSERT_EQ(r.points, *want) << "case " << n;
        withPoints += !want->empty();
        ++compared;
      }
    }
    if (r.relation == Relation::Disjoint) {
      const auto want = oracleDistance(a, b);
      if (want) {
        ASSERT_EQ(r.distance, *want) << "case " << n;
        ++distances;
      }
    }
    const ref::Set A = ref::grownForm(ref::toSet(a)), B = ref::grownForm(ref::toSet(b));
    if (r.relation == Relation::Overlapping && ref::polytopeRelation(A, B) == Relation::Disjoint &&
        (A.grow > 0 || A.v.size() >= 3) && (B.grow > 0 || B.v.size() >= 3)) {
      const auto want = oracleDepthApart(a, b);
      if (want) {
        ASSERT_EQ(r.depth, *want) << "case " << n;
        ++depths;
      }
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_LT(skipped, 10);
  EXPECT_GT(withPoints, 300);
  EXPECT_GT(depths, 50);
  EXPECT_GT(distances, 200);
}

// [SECTION] The float filter

#if HITLAB_FAST
// grownRelation (fast/fast_paths.cpp) says what capsulePair, its reference, says wherever it answers, and it
// answers most pairs of random doubles; a touching pair is never its to say.
TEST(Capsule, TheFilterIsTheFamilysRelationWhereItAnswers) {
  Gen gen(31);
  int decided = 0, randomDecided = 0, random = 0;
  for (int n = 0; n < 20000; ++n) {
    gen.mode = n % 4;
    const Shape a = gen.shape(ShapeType::Capsule), b = gen.shape(static_cast<ShapeType>(n % kShapeTypeCount));
    if (!shapeProblem(b, "b").empty()) continue;
    const detail::Geom ga = detail::toGeom(a), gb = detail::toGeom(b);
    const bool capsuleA = ga.kind == ShapeType::Capsule;
    if (!capsuleA && gb.kind != ShapeType::Capsule) continue;
    const Relation want =
        detail::capsulePair(capsuleA ? ga : gb, capsuleA ? gb : ga, Query::Relation).relation;
    const std::uint8_t fast = detail::grownRelation(ga, gb);
    random += gen.mode == 2;
    if (fast == detail::kUndecided) continue;
    ASSERT_EQ(static_cast<Relation>(fast), want) << "case " << n;
    ASSERT_NE(want, Relation::Touching);
    ++decided, randomDecided += gen.mode == 2;
  }
  EXPECT_GT(randomDecided, random * 95 / 100);
  EXPECT_GT(decided, 10000);
}
#endif

// [SECTION] The scene format

TEST(Capsule, SceneFilesOfVersion2) {
  Scene s;
  s.shapes = {{"k", Capsule{{0, 0}, {4, 0}, 0.5}}, {"c", Circle{{1, 1}, 0.25}}};
  const std::string text = sceneToJson(s);
  EXPECT_NE(text.find("\"hitlab\": 2"), std::string::npos) << text;
  EXPECT_NE(text.find(R"({"id":"k","type":"capsule","a":[0.0,0.0],"b":[4.0,0.0],"radius":0.5})"),
            std::string::npos)
      << text;
  const Scene back = parseScene(text, "k.json");
  ASSERT_EQ(back.shapes.size(), 2u);
  EXPECT_EQ(std::get<Capsule>(back.shapes[0].shape), (Capsule{{0, 0}, {4, 0}, 0.5}));
  s.shapes.erase(s.shapes.begin());
  EXPECT_NE(sceneToJson(s).find("\"hitlab\": 1"), std::string::npos);  // (no capsule: version 1 as before)
  try {
    parseScene(
        R"({"hitlab": 1, "shapes": [{"id": "k", "type": "capsule", "a": [0, 0], "b": [1, 0], "radius": 1}]})",
        "old.json");
    FAIL() << "a capsule in a version-1 file was read";
  } catch (const SceneError& e) {
    EXPECT_EQ(std::string(e.what()),
              "old.json: shapes[0] (id 'k'): field 'type': a capsule needs format version 2 (the file says "
              "\"hitlab\": 1)");
  }
}

}  // namespace
}  // namespace hitlab::test
