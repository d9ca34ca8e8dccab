// hitlab/invariants.h: the twins of a pair, their comparison, the regression scene; and that a wrong
// evaluator is caught by the twin it breaks.
#include <cmath>

#include "helpers.h"
#include "hitlab/invariants.h"
#include "hitlab/scene_io.h"
#include "reference_expectations.h"

namespace hitlab::test {
namespace {

std::vector<std::pair<Shape, Shape>> pairs() {
  return {
      {seg(0.3, 0, 0, 0.3), pt(0.1, 0.2)},                               // the 0.1 + 0.2 illusion
      {circ(0, 0, 5), circ(6, 0, 3)},                                    // two crossing points
      {circ(0, 0, 1), circ(2, 0, 1)},                                    // tangent
      {rect(0, 0, 4, 2), rect(1, 1, 3, 5)},                              // overlapping rects
      {poly({{0, 0}, {4, 0}, {0, 4}}), circ(2.0000000000000004, 2, 1)},  // issue 14's mtv case
      {poly({{0, 0}, {2, 0}, {2, 2}, {0, 2}}), poly({{1, 1}, {3, 1}, {2, 3}})},
      {seg(0, 0, 4, 4), circ(2, 2, 1)},
      {rect(0, 0, 1, 1), pt(1, 0.5)},
  };
}

TEST(Invariants, EveryTwinOfTheseInvariantPairsAgrees) {
  for (const auto& [a, b] : pairs()) {
    const InvariantReport r = checkInvariants(a, b);
    EXPECT_GE(r.checked, 7) << "swap, two mirrors, a move and four scalings at least";
    for (const InvariantFinding& f : r.findings) ADD_FAILURE() << f.twin.name << ": " << f.difference;
  }
}

TEST(Invariants, TwinsAreExactAndLeftOutWhereTheyWouldRound) {
  const auto twins = invariantTwins(rect(0, 0, 4, 2), poly({{1, 1}, {3, 1}, {2, 3}}));
  std::vector<std::string> names;
  for (const InvariantTwin& t : twins) names.push_back(t.name);
  EXPECT_EQ(names, (std::vector<std::string>{"swapped (b, a)", "mirrored in x", "mirrored in y",
                                             "polygons in the other winding", "rects as polygons",
                                             "translated by (12, -20)", "scaled by 2^-512", "scaled by 2^-64",
                                             "scaled by 2^64", "scaled by 2^512"}));
  EXPECT_EQ(std::get<Rect>(twins[1].a).min.x, -4) << "a mirrored rect keeps min below max";
  // 1e300 does not survive 2^512; 0.1 + 3 * 0.125 rounds, so no translated twin.
  for (const InvariantTwin& t : invariantTwins(pt(1e300, 0), pt(0.1, 0))) {
    EXPECT_NE(t.name, "scaled by 2^512");
    EXPECT_NE(t.kind, InvariantTwin::Kind::Translated);
  }
  Shape out;
  EXPECT_FALSE(scaledExactly(pt(5e-324, 1), -1, out)) << "the subnormal would round";
  EXPECT_TRUE(scaledExactly(circ(1, 2, 3), 3, out));
  EXPECT_EQ(out, circ(8, 16, 24));
}

// Wrong evaluators are caught by the twin they break, with what differs.
TEST(Invariants, AWrongEvaluatorIsCaughtByTheTwinItBreaks) {
  const Shape a = circ(0, 0, 1), b = circ(2, 0, 1);  // touching at (1, 0)
  // Reads "touching" as "overlapping" left of the y axis: only the mirror in x sees it.
  auto leftSided = [](const Shape& x, const Shape& y) {
    PairResult r = evaluate(x, y);
    if (r.relation == Relation::Touching && std::get<Circle>(y).center.x < 0)
      r.relation = Relation::Overlapping;
    return r;
  };
  InvariantReport r = checkInvariants(a, b, leftSided);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].twin.name, "mirrored in x");
  EXPECT_EQ(r.findings[0].difference, "relation: touching against overlapping");

  // One ulp off in the distance for (b, a): a swap must agree bit for bit.
  auto orderDependent = [](const Shape& x, const Shape& y) {
    PairResult r = evaluate(x, y);
    if (std::get<Circle>(x).center.x > std::get<Circle>(y).center.x)
      r.distance = std::nextafter(r.distance, 2.0);
    return r;
  };
  r = checkInvariants(circ(0, 0, 1), circ(3, 0, 1), orderDependent);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].twin.name, "swapped (b, a)");
  EXPECT_EQ(r.findings[0].difference, "distance: 1 against 1.0000000000000002");

  // A point off by 1e-6 once scaled up: outside the tolerance of the scaled pair.
  auto scaleDependent = [](const Shape& x, const Shape& y) {
    PairResult r = evaluate(x, y);
    if (std::get<Circle>(x).radius > 1e10)
      for (Vec2& p : r.points) p.x *= 1 + 1e-6;
    return r;
  };
  r = checkInvariants(circ(0, 0, 5), circ(6, 0, 3), scaleDependent);
  ASSERT_EQ(r.findings.size(), 2u) << "2^64 and 2^512";
  EXPECT_EQ(r.findings[0].twin.name, "scaled by 2^64");
  EXPECT_EQ(r.findings[0].difference, "outline points: 2 against 2 at other places");
}

// The regression scene holds the pair and every twin, and each expectation holds (as hitlab-cli check
// reads it); a twin expected with the pair's answer fails when its own answer differs.
TEST(Invariants, TheRegressionSceneExpectsThePairsAnswerOfEveryTwin) {
  for (const auto& [a, b] : pairs()) {
    const Scene scene = parseScene(sceneToJson(invariantScene(a, b, "a", "b")), "report.json");
    const std::size_t twins = invariantTwins(a, b).size();
    ASSERT_EQ(scene.expect.size(), twins + 1);
    ASSERT_EQ(scene.shapes.size(), 2 * twins);  // (the swapped twin reuses a and b)
    auto shape = [&](const std::string& id) {
      return std::find_if(scene.shapes.begin(), scene.shapes.end(),
                          [&](const NamedShape& s) { return s.id == id; })
          ->shape;
    };
    for (const Expectation& e : scene.expect) {
      const Shape x = shape(e.a), y = shape(e.b);
      EXPECT_EQ(compareExpectation(e, evaluate(x, y), pairScale(x, y)), std::vector<std::string>{})
          << e.a << " / " << e.b;
      // (evaluate wrote the expectation: the independent reference holds it too.)
      EXPECT_EQ(referenceDisagreements(e, x, y), std::vector<std::string>{}) << e.a << " / " << e.b;
    }
  }
  Scene scene = invariantScene(circ(0, 0, 1), circ(2, 0, 1), "c1", "c2");
  EXPECT_EQ(scene.expect[2].a, "c1_mirror_x");
  EXPECT_EQ(scene.expect[1].a, "c2") << "the swap";
  scene.shapes[2].shape = circ(-0.5, 0, 1);  // a twin moved off its transform: its expectation fails
  EXPECT_FALSE(
      compareExpectation(scene.expect[2], evaluate(scene.shapes[2].shape, scene.shapes[3].shape), 2).empty());
}

}  // namespace
}  // namespace hitlab::test
