// grown_cases.h — what the tests of grown shapes (test_capsule.cpp, test_rounded.cpp) share: a hand-checked
// pair and its check in both orders, and "the same result, bit for bit".
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "hitlab/relation.h"
#include "hitlab/sat.h"
#include "reference.h"

namespace hitlab::test {

/// A pair with its answer worked out by hand.
struct GrownCase {
  const char* what;
  Shape a, b;
  Relation relation;
  Containment containment;
  std::vector<Vec2> points;
  double distance = 0, depth = 0;
};

/// The case's answer from evaluate() in both orders (containment mirrored, the same points), the relation
/// the rational reference's, an mtv as long as the depth, and a SAT table exactly for the pair types that
/// report one (its first separating axis exactly when the pair is disjoint).
inline void expectHandCase(const GrownCase& c) {
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
    ASSERT_EQ(r.sat.has_value(), hasSat(typeOf(c.a), typeOf(c.b)));
    if (r.sat) {
      EXPECT_EQ(r.sat->firstSeparating >= 0, r.relation == Relation::Disjoint);
    }
    if (r.depth > 0) {
      ASSERT_TRUE(r.mtv);
      EXPECT_NEAR(length(*r.mtv), r.depth, 1e-15 * r.depth);
    }
  }
}

/// Every field of two results the same (the lengths bit for bit).
inline void expectSameResult(const PairResult& got, const PairResult& want, const std::string& what) {
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

}  // namespace hitlab::test
