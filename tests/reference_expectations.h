// reference_expectations.h — an expectation (a scene file's, an exported regression test's, an invariant
// report's) held to what is independent of the core: relation and containment to the rational reference
// (reference.h), every expected point to the exact meeting points rounded once (rounded_points.h; the
// oracle also lists edge ends inside a collinear shared piece, which the contract merges, so expected points
// are a subset), and a disjoint pair's distance to the exact one within the contract's 1e-9 of the pair's
// size. Tests use it where the expectation itself was written by evaluate() (issue 27).
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "hitlab/scene.h"
#include "hitlab/shapes.h"
#include "reference.h"
#include "rounded_points.h"

namespace hitlab::test {

/// What in `e` (for the pair a, b) the independent reference contradicts; empty when nothing does.
inline std::vector<std::string> referenceDisagreements(const Expectation& e, const Shape& a, const Shape& b) {
  std::vector<std::string> out;
  if (e.error.value_or(false) || e.errorMessage) return out;  // (an invalid polygon: no answer to hold)
  if (e.relation && *e.relation != ref::relation(a, b)) out.push_back("relation");
  if (e.containment && *e.containment != ref::containment(a, b)) out.push_back("containment");
  if (e.points && !e.points->empty()) {
    const std::vector<Vec2> exact = oracle::meetingPoints(a, b);
    for (Vec2 p : *e.points)
      if (std::find(exact.begin(), exact.end(), p) == exact.end())
        out.push_back("point (" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")");
  }
  if (e.distance && e.relation == Relation::Disjoint) {
    const double size = std::max(magnitude(a), magnitude(b));  // (the contract's S)
    if (!(std::fabs(*e.distance - ref::distance(a, b)) <= 1e-9 * size)) out.push_back("distance");
  }
  return out;
}

}  // namespace hitlab::test
