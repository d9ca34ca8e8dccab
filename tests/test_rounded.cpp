// test_rounded.cpp — rounded rects and polygons (a rect's or polygon's `radius`): hand-checked pairs, the
// degenerate ones answering as the capsule or disk they are, the scene format's version 3, and every number
// against the independent oracle of test_capsule.cpp (the rational reference for the decisions, 2000-bit
// floats for the points, the distance and the depth).
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "generators.h"
#include "grown_oracle.h"
#include "hitlab/explain.h"
#include "hitlab/relation.h"
#include "hitlab/sat.h"
#include "hitlab/scene_io.h"
#include "reference.h"

namespace hitlab::test {
namespace {

// [SECTION] Hand-checked pairs

struct Case {
  const char* what;
  Shape a, b;
  Relation relation;
  Containment containment;
  std::vector<Vec2> points;
  double distance = 0, depth = 0;
};

std::vector<Case> handCases() {
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
  for (const Case& c : handCases()) {
    for (bool flip : {false, true}) {
      SCOPED_TRACE(std::string(c.what) + (flip ? " (flipped)" : ""));
      const PairResult r = flip ? evaluate(c.b, c.a) : evaluate(c.a, c.b);
      EXPECT_EQ(r.error, "");
      EXPECT_EQ(r.relation, c.relation);
      Containment want = c.containment;
      if (flip && want == Containment::AInB)
        want = Containment::BInA;
      else if (flip && want == Containment::BInA)
        want = Containment::AInB;
      EXPECT_EQ(r.containment, want);
      EXPECT_EQ(r.points, c.points);
      EXPECT_EQ(r.distance, c.distance);
      EXPECT_EQ(r.depth, c.depth);
      EXPECT_EQ(r.relation, ref::relation(flip ? c.b : c.a, flip ? c.a : c.b));
      EXPECT_FALSE(r.sat.has_value());  // (no SAT table for grown shapes yet)
      if (r.depth > 0) {
        ASSERT_TRUE(r.mtv);
        EXPECT_NEAR(length(*r.mtv), r.depth, 1e-15 * r.depth);
      }
    }
  }
}

// [SECTION] Degenerate rounded shapes are the shapes they are

void expectSameResult(const PairResult& got, const PairResult& want, const std::string& what) {
  EXPECT_EQ(got.error, want.error) << what;
  EXPECT_EQ(got.relation, want.relation) << what;
  EXPECT_EQ(got.containment, want.containment) << what;
  EXPECT_EQ(got.points, want.points) << what;
  EXPECT_EQ(std::memcmp(&got.distance, &want.distance, sizeof(double)), 0) << what;
  EXPECT_EQ(std::memcmp(&got.depth, &want.depth, sizeof(double)), 0) << what;
  EXPECT_EQ(got.mtv.has_value(), want.mtv.has_value()) << what;
  if (got.mtv && want.mtv) {
    EXPECT_EQ(*got.mtv, *want.mtv) << what;
  }
}

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
  int compared = 0, skipped = 0, withPoints = 0, depths = 0, distances = 0;
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
  EXPECT_FALSE(hasSat(Rect{{0, 0}, {1, 1}, 0.5}, Rect{{0, 0}, {1, 1}}));
  EXPECT_TRUE(hasSat(Rect{{0, 0}, {1, 1}}, Polygon{{{0, 0}, {2, 0}, {1, 1}}}));
}

}  // namespace
}  // namespace hitlab::test
