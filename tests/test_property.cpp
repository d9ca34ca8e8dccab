// Property tests: every pair family against the rational reference on random and degenerate inputs.
//
// Half of the cases are degenerate by construction: small integer grids make shared endpoints, collinear
// pieces, vertices on edges and Pythagorean tangencies common; some of those then get a 1-ulp nudge
// (std::nextafter) so that the exact answer flips on a hair. The rest are random doubles, some scaled by 0.1
// (values binary cannot hold). Checked: relation and containment equal the reference, the fast path agrees,
// (a, b) and (b, a) agree, exact translations change nothing, SAT separates exactly the disjoint pairs,
// and every outline point lies on both outlines.
#include <cmath>
#include <random>

#include "generators.h"
#include "helpers.h"
#include "hitlab/scene_io.h"
#include "pairs/constructions.h"
#include "pairs/point_set.h"
#include "reference.h"

namespace hitlab::test {
namespace {

std::string pairToJsonForDebug(const Shape& a, const Shape& b) {
  Scene s;
  s.shapes = {{"a", a}, {"b", b}};
  return sceneToJson(s);
}

Containment mirrored(Containment c) {
  return c == Containment::AInB ? Containment::BInA : c == Containment::BInA ? Containment::AInB : c;
}

// Distance from p to the outline (boundary curve, or the set itself for points and segments).
double outlineDistance(const Shape& s, Vec2 p) {
  detail::Geom g = detail::toGeom(s);
  if (g.kind == ShapeType::Circle) return std::fabs(length(p - g.at(0)) - g.r);
  if (g.kind == ShapeType::Capsule) return std::fabs(detail::pointSegmentDistance(p, g.at(0), g.at(1)) - g.r);
  double best = INFINITY;
  for (int i = 0; i < g.outlineCount(); ++i)
    best = std::min(best, detail::pointSegmentDistance(p, g.edgeFrom(i), g.edgeTo(i)));
  return best;
}

class PairFamily : public ::testing::TestWithParam<std::pair<ShapeType, ShapeType>> {};

TEST_P(PairFamily, MatchesTheRationalReference) {
  auto [ta, tb] = GetParam();
  Gen gen(1000 + static_cast<int>(ta) * 10 + static_cast<int>(tb));
  int checked = 0, degenerate = 0;
  int counts[3] = {0, 0, 0};
  // (A capsule's points are built in the rationals, tens of microseconds a pair: a fifth of the cases.)
  const int cases = HITLAB_FAMILY_CASES / (ta == ShapeType::Capsule || tb == ShapeType::Capsule ? 5 : 1);
  for (int n = 0; n < cases; ++n) {
    gen.mode = n % 4;
    Shape a = gen.shape(ta), b = gen.shape(tb);
    if (gen.mode == 1) gen.nudgeOne(gen.pick(0, 1) ? a : b);
    PairResult r = evaluate(a, b);
    if (!r.error.empty()) continue;  // a nudge made a polygon invalid (at most 10%, asserted below)
    ++checked;
    degenerate += gen.mode <= 1;
    Relation want = ref::relation(a, b);
    counts[static_cast<int>(want)]++;
    ASSERT_EQ(relationName(r.relation), std::string(relationName(want)))
        << "case " << n << ": " << pairToJsonForDebug(a, b);
    ASSERT_EQ(containmentName(r.containment), std::string(containmentName(ref::containment(a, b))))
        << "case " << n << ": " << pairToJsonForDebug(a, b);
    ASSERT_EQ(classify(a, b), r.relation) << pairToJsonForDebug(a, b);
    ASSERT_EQ(typedClassify(a, b), r.relation) << pairToJsonForDebug(a, b);
    PairResult s = evaluate(b, a);
    ASSERT_EQ(s.relation, r.relation);
    ASSERT_EQ(s.containment, mirrored(r.containment));
    if (gen.mode == 0) {
      Vec2 d{static_cast<double>(gen.pick(-100, 100)), static_cast<double>(gen.pick(-100, 100))};
      PairResult t = evaluate(translated(a, d), translated(b, d));
      ASSERT_EQ(t.relation, r.relation);
      ASSERT_EQ(t.containment, r.containment);
    }
    if (r.sat) {
      ASSERT_EQ(r.sat->firstSeparating >= 0, r.relation == Relation::Disjoint) << pairToJsonForDebug(a, b);
    }
    // Meeting outlines leave at least one point: a touching pair always, an overlapping one unless one
    // shape holds the other (then the outlines may not meet at all); a disjoint pair none.
    if (r.relation == Relation::Touching ||
        (r.relation == Relation::Overlapping && r.containment == Containment::None)) {
      ASSERT_FALSE(r.points.empty()) << pairToJsonForDebug(a, b);
    }
    if (r.relation == Relation::Disjoint) {
      ASSERT_TRUE(r.points.empty()) << pairToJsonForDebug(a, b);
    }
    double tol = 1e-9 * std::max(pairScale(a, b), 1e-300);
    for (Vec2 p : r.points) {
      ASSERT_LE(outlineDistance(a, p), tol) << pairToJsonForDebug(a, b);
      ASSERT_LE(outlineDistance(b, p), tol) << pairToJsonForDebug(a, b);
    }
    // A gap below the rounding of the distance may print as 0 (within 1e-9 * S); a meeting pair is at 0.
    ASSERT_GE(r.distance, 0);
    if (r.relation != Relation::Disjoint) {
      ASSERT_EQ(r.distance, 0) << pairToJsonForDebug(a, b);
    }
  }
  // The generators must actually reach every relation and mostly valid shapes.
  EXPECT_GT(checked, cases * 9 / 10);
  EXPECT_GT(degenerate, checked / 3);
  if (ta != ShapeType::Point || tb != ShapeType::Point) {
    EXPECT_GT(counts[1], 0) << "no touching case generated";
  }
  EXPECT_GT(counts[0], 0);
  EXPECT_GT(counts[2], 0);
  RecordProperty("checked", checked);
}

INSTANTIATE_TEST_SUITE_P(AllPairs, PairFamily, ::testing::ValuesIn(allFamilies()), [](const auto& info) {
  return std::string(typeName(info.param.first)) + "_" + typeName(info.param.second);
});

}  // namespace
}  // namespace hitlab::test
